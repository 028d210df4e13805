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

  /// A warning at the configuration's `bundle` when it says `main` for a SwiftPM package's
  /// target: SwiftPM puts the target's resources in a bundle of their own, where `Bundle.main`
  /// finds none, so every URL would name a file that is not there.
  static func bundleMismatch(_ options: GeneratorOptions) -> [Diagnostic] {
    guard options.isPackageTarget, options.buildSystem == .swiftPM,
      options.configuredBundle == .main, let configuration = options.configuration
    else { return [] }
    return [
      configuration.diagnostic(
        .configurationBundleMismatch, key: "bundle",
        "'bundle' is \"main\", but SwiftPM puts this target's resources in a bundle of their "
          + "own, Bundle.module, so every URL and path the constants give would name a file "
          + "that is not there; remove 'bundle' (a SwiftPM target's default is \"module\")")
    ]
  }

  /// An `exempt` path that matches no file of the resources, which would leave every finding
  /// it was meant to hide in place without a word: a path is relative to the resource folder
  /// that holds the file (`Icons/**` in `.copy("Assets")`), not the bundle path of `table`.
  static func unmatchedExemptions(_ input: CheckInput) -> [Diagnostic] {
    let exemptions = input.options.rules.exemptions
    guard let configuration = input.options.configuration, !exemptions.isEmpty,
      !input.options.readsPartOfTarget
    else { return [] }
    // The loose files, and each catalog set's Contents.json, where its findings point.
    let bundlePaths: [String] =
      input.files.map(\.path)
      + input.catalogs.flatMap { $0.sets.map { $0.path + "/Contents.json" } }
    let paths = bundlePaths.compactMap {
      input.locations.relativePath(of: input.locations.location(of: $0))
    }
    let example = paths.first.map { ", such as '\($0)'" } ?? ""
    var findings: [Diagnostic] = []
    for exemption in exemptions {
      for pattern in exemption.paths where !paths.contains(where: pattern.matches) {
        findings.append(
          Diagnostic(
            .configurationUnusedExempt, configuration.path,
            "'exempt' leaves '\(exemption.rule.rawValue)' alone at '\(pattern.text)', which "
              + "matches no file of the resources; write the path relative to the resource "
              + "folder that holds the files\(example)",
            line: configuration.line(ofString: pattern.text, after: "exempt")))
      }
    }
    return findings
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
    let findings = input.options.chosenNames.keys.filter { !requests.contains($0) }
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
    // In the file's order, which the pipeline's sort then takes as one run: in the order of
    // the names' hashes, sorting them was a fifth of the time of a 100,000-name lint.
    let lines = findings.map(\.line)
    return lines.indices.sorted { lines[$0] < lines[$1] }.map { findings[$0] }
  }
}
