import StandardPathsCore

/// The check stage: every problem the generator can find before it writes anything.
package enum Checks {
  /// All checks' findings, in no particular order: the pipeline sorts them.
  ///
  /// The checks of files see each localization as a group of its own (a localized asset only
  /// gathers them); whether every device gets a file is asked of the constants, since a device
  /// that one language folder does not serve falls back to the next.
  package static func run(
    files: [ParsedFile], groups: [AssetGroup], table: ResolvedTable,
    images: [String: ImageFacts] = [:], sameContents: [[String]] = [], options: GeneratorOptions
  ) -> [Diagnostic] {
    // A localized asset that no device gets without a language of the user's has the warning
    // of `localization`, which says what to add.
    let constants = groups.indices.filter {
      groups[$0].role == .asset
        || (groups[$0].role == .localizedAsset && table.answers[$0].contains { $0 != nil })
    }
    let rows = groups.indices.filter { groups[$0].holdsFiles }
    return checkFiles(
      files: files, groups: rows.map { groups[$0] }, table: table.keepingRows(rows),
      images: images, options: options)
      + unresolvedGroups(constants.map { groups[$0] }, table.keepingRows(constants))
      + localization(groups, developmentLanguage: options.developmentLanguage)
      + duplicateFiles(groups.filter(\.isConstant), sameContents)
  }

  private static func checkFiles(
    files: [ParsedFile], groups: [AssetGroup], table: ResolvedTable,
    images: [String: ImageFacts], options: GeneratorOptions
  ) -> [Diagnostic] {
    let clusters = sameVariantClusters(groups)
    return ambiguousVariants(groups, clusters, table)
      + caseCollisions(files) + folderCaseCollisions(files)
      + mixedUnicodeForms(groups)
      + extensionCaseSplits(groups)
      + nearMisses(files)
      + unreachableFiles(groups, table, ambiguous: Set(clusters.flatMap { $0.files.map(\.path) }))
      + inconsistentPointSizes(groups, images)
      + oversizedHeightVariants(files, images)
      + (options.warnUpscaled
        ? upscaledAssets(groups, table, Coverage(groups, table, images: images)) : [])
  }

  /// The devices by name, or "every catalogue device" and the extras when all are named.
  static func deviceNames(_ devices: [Device]) -> String {
    let catalogue = Device.catalogue
    guard devices.count >= catalogue.count, Array(devices.prefix(catalogue.count)) == catalogue
    else { return devices.isEmpty ? "none" : devices.map(\.description).joined(separator: ", ") }
    let extras = devices.dropFirst(catalogue.count).map(\.description)
    return (["every catalogue device"] + extras).joined(separator: ", ")
  }
}
