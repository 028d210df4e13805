import StandardPathsCore

/// The check stage: every problem the generator can find before it writes anything.
package enum Checks {
  /// All checks' findings, in no particular order: the pipeline sorts them.
  package static func run(
    files: [ParsedFile], groups: [AssetGroup], table: ResolvedTable,
    images: [String: ImageFacts] = [:], options: GeneratorOptions
  ) -> [Diagnostic] {
    let clusters = sameVariantClusters(groups)
    return ambiguousVariants(groups, clusters, table)
      + caseCollisions(files)
      + mixedUnicodeForms(groups)
      + extensionCaseSplits(groups)
      + nearMisses(files)
      + unreachableFiles(groups, table, ambiguous: Set(clusters.flatMap { $0.files.map(\.path) }))
      + unresolvedGroups(groups, table)
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
