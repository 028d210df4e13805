import StandardPathsCore

extension Checks {
  /// A warning at the configuration's `developmentLanguage` when Package.swift's
  /// `defaultLocalization` names another language: Bundle falls back to the one, the manifest
  /// to the other.
  static func developmentLanguageMismatch(_ options: GeneratorOptions) -> [Diagnostic] {
    guard let packageLanguage = options.packageDefaultLocalization,
      let configuration = options.configuration, configuration.sets("developmentLanguage"),
      LanguageTag(packageLanguage) != LanguageTag(options.developmentLanguage)
    else { return [] }
    return [
      configuration.diagnostic(
        .configurationLanguageMismatch, key: "developmentLanguage",
        "'developmentLanguage' is \"\(options.developmentLanguage)\" but Package.swift's "
          + "defaultLocalization is \"\(packageLanguage)\", which SwiftPM writes into the bundle as "
          + "its development region: Bundle falls back to \(packageLanguage), the manifest to "
          + "\(options.developmentLanguage); set them to one language, or remove "
          + "'developmentLanguage' to follow Package.swift")
    ]
  }

  /// Names chosen in the configuration for assets that do not exist, at the line that chose
  /// them. A catalog set's name gets the way to rename a set: `names` renames loose files only.
  static func unknownChosenNames(_ input: CheckInput) -> [Diagnostic] {
    guard let configuration = input.options.configuration, !input.options.readsPartOfTarget
    else { return [] }
    // Only a constant takes a name: a language's row of a localized asset, which `table` lists
    // after the asset's, names that asset instead.
    var requests = Set<String>()
    var assetOfLanguageRow: [String: String] = [:]
    var asset = ""
    for group in input.groups {
      if group.isConstant {
        asset = group.request
        requests.insert(asset)
      } else {
        assetOfLanguageRow[group.request] = asset
      }
    }
    let sets = Set(input.catalogs.flatMap { $0.sets.map(\.name) })
    // A set by its name, or by its path as `table` lists it (stdlib's search: Foundation's
    // `contains` took a tenth of a 100,000-name lint).
    let isSet = { (name: String) in
      sets.contains(name)
        || name.split(separator: "/").dropLast().contains { $0.hasSuffix(".xcassets") }
    }
    // In any order: the pipeline sorts every finding.
    return input.options.chosenNames.keys.filter { !requests.contains($0) }
      .map { name in
        let advice =
          isSet(name)
          ? "is a catalog set, which 'names' does not rename: a set is named after its folder, "
            + "so rename the folder to rename its constant"
          : assetOfLanguageRow[name].map {
            "is one language's files of the localized asset '\($0)': map '\($0)'"
          }
            ?? "is no asset; use an asset's name as 'asset-manifest table' lists it (its "
            + "path in the bundle, without variant suffixes)"
        return configuration.diagnostic(
          .configurationUnknownAsset, key: name, "'names' maps '\(name)', which \(advice)")
      }
  }
}
