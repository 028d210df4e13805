import StandardPaths

extension Checks {
  /// Two files of one group that mean the same variant (`foo@2x.png`, `foo@2.0x.png`): which one
  /// a device gets would depend on spelling, not on intent.
  static func ambiguousVariants(_ groups: [AssetGroup], _ table: ResolvedTable) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for group in groups {
      let byTraits = Dictionary(grouping: group.files, by: \.traits)
      for traits in byTraits.keys.sorted(by: { $0.description < $1.description }) {
        let files = byTraits[traits, default: []]
        guard files.count > 1 else { continue }
        let names = files.map { "'\($0.path)'" }.joined(separator: " and ")
        let spelling = traits.spelling(of: group.request)
        let affected = table.devices.filter {
          VariantResolver.candidates(for: group.request, ofType: group.type, on: $0)
            .contains(spelling)
        }
        diagnostics.append(
          Diagnostic(
            .error, files[1].path,
            "ambiguous variants of '\(group.request)': \(names) mean the same variant "
              + "(\(traits)); devices affected: \(deviceNames(affected)); keep one of them, "
              + "spelled '\(spelling)'"))
      }
    }
    return diagnostics
  }

  /// File names in one folder that differ only in letter case collide on the case-insensitive
  /// file systems of macOS and the iOS simulator.
  static func caseCollisions(_ files: [ParsedFile]) -> [Diagnostic] {
    let byFolded = Dictionary(grouping: files) { $0.path.lowercased() }
    return byFolded.keys.sorted(by: ByteOrder.precedes).compactMap { key in
      let clashing = byFolded[key, default: []]
      guard clashing.count > 1 else { return nil }
      let names = clashing.map { "'\($0.path)'" }.joined(separator: " and ")
      return Diagnostic(
        .error, clashing[1].path,
        "\(names) differ only in letter case and collide on macOS and iOS file systems; "
          + "rename one of them")
    }
  }

  /// `.process` resources are flattened into the bundle's root, so names must be unique there.
  static func layoutCollisions(
    _ files: [ParsedFile], _ layout: ManifestFormat.Layout
  ) -> [Diagnostic] {
    guard layout == .process else { return [] }
    let byName = Dictionary(grouping: files) { $0.path.split(separator: "/").last ?? "" }
    return byName.keys.sorted { ByteOrder.precedes(String($0), String($1)) }.compactMap { key in
      let clashing = byName[key, default: []]
      guard clashing.count > 1 else { return nil }
      let names = clashing.map { "'\($0.path)'" }.joined(separator: " and ")
      return Diagnostic(
        .error, clashing[1].path,
        "\(names) land on the same path in the bundle, because .process(...) flattens folders; "
          + "rename one, or declare the folder with .copy(...) to keep sub-folders")
    }
  }
}
