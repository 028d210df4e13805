import AssetManifestGenerator

/// The audit of unused assets: the constants that no source names, neither by the constant
/// (`Assets.Characters.hero`) nor by a string that looks the asset up (`"Characters/hero"`,
/// `UIImage(named: "hero")`, `Bundle.module.url(forResource: "hero", withExtension: "png")`),
/// and that the configuration's `keep` list does not hold.
///
/// It errs towards "used": a string naming any file of an asset, or its name in any folder,
/// keeps it, since a file reported unused gets deleted.
package enum UnusedAssets {
  /// A warning per unused asset at its first file on disk, with a note per other file (its
  /// variants, which go with it), and a warning per `keep` entry that holds no asset.
  package static func find(
    groups: [AssetGroup], tree: NameTree, options: GeneratorOptions, references: SwiftReferences,
    locations: SourceLocations = SourceLocations()
  ) -> [Diagnostic] {
    let written = typedReferences(references.chains, namespace: options.namespace)
    let expressions = Dictionary(
      tree.constantExpressions(prefix: options.namespace).map {
        ($0.group, $0.expression.filter { $0 != "`" })
      }, uniquingKeysWith: { first, _ in first })
    var kept = Set<Int>()
    if walksEveryAsset(references, namespace: options.namespace) { kept = Set(groups.indices) }
    var findings: [Diagnostic] = []
    for pattern in options.keptAssets {
      let named = groups.indices.filter {
        groups[$0].isConstant && Self.matches(pattern, groups[$0].request)
      }
      kept.formUnion(named)
      if named.isEmpty, let configuration = options.configuration {
        findings.append(
          configuration.diagnostic(
            .warning, key: "keep",
            "'keep' names '\(pattern)', which is no asset; name an asset as 'asset-manifest "
              + "table' lists it (its path in the bundle, without variant suffixes), with * for "
              + "any characters"))
      }
    }
    for (index, group) in groups.enumerated() where group.isConstant && !kept.contains(index) {
      let expression = expressions[index] ?? ""
      guard !written.contains(expression),
        lookupNames(of: group).isDisjoint(with: references.literals)
      else { continue }
      var finding = Diagnostic(
        .warning, locations.location(of: group.files[0].path),
        "'\(group.request)' is never referenced: no source names \(expression) or a string "
          + "that looks it up (\"\(group.stem)\"); delete its files, or add it to \"keep\" in "
          + "asset-manifest.json if the app builds its name at run time")
      finding.notes = group.files.dropFirst().map {
        Diagnostic.Note(
          path: locations.location(of: $0.path), "a file of '\(group.request)', unused with it")
      }
      findings.append(finding)
    }
    return findings.map { finding in
      var finding = finding
      finding.topic = .unused
      return finding
    }
  }

  /// Whether a source walks `Assets.manifest.assets`, which may use any asset: then none is
  /// reported.
  package static func walksEveryAsset(_ references: SwiftReferences, namespace: String) -> Bool {
    typedReferences(references.chains, namespace: namespace)
      .contains(namespace + ".manifest.assets")
  }

  /// Every constant expression a chain writes, from the namespace on: `Assets.Characters.hero`
  /// of `MyApp.Assets.Characters.hero.path`.
  private static func typedReferences(_ chains: [[String]], namespace: String) -> Set<String> {
    var expressions = Set<String>()
    for chain in chains {
      for start in chain.indices where chain[start] == namespace {
        var expression = namespace
        for identifier in chain[(start + 1)...] {
          expression += "." + identifier
          expressions.insert(expression)
        }
      }
    }
    return expressions
  }

  /// The strings that may name the asset in a lookup: its name and each file's path, from any
  /// folder down, with and without the extension (the last one, and all of `obj.gz`).
  private static func lookupNames(of group: AssetGroup) -> Set<String> {
    var names = Set<String>()
    for path in [group.request] + group.files.map(\.path) {
      let components = path.split(separator: "/")
      for start in components.indices {
        let name = components[start...].joined(separator: "/")
        names.insert(name)
        let last = components[components.count - 1]
        if let dot = last.firstIndex(of: "."), dot != last.startIndex {
          names.insert(String(name.dropLast(last.distance(from: dot, to: last.endIndex))))
        }
        if let dot = last.lastIndex(of: "."), dot != last.startIndex {
          names.insert(String(name.dropLast(last.distance(from: dot, to: last.endIndex))))
        }
      }
    }
    return names
  }

  /// Whether `name` (or `name` without its extension) matches `pattern`, where `*` stands for
  /// any characters, `/` included.
  static func matches(_ pattern: String, _ name: String) -> Bool {
    let stem = name.lastIndex(of: ".").map { String(name[..<$0]) }
    return glob(Array(pattern.utf8)[...], Array(name.utf8)[...])
      || stem.map { glob(Array(pattern.utf8)[...], Array($0.utf8)[...]) } == true
  }

  private static func glob(_ pattern: ArraySlice<UInt8>, _ name: ArraySlice<UInt8>) -> Bool {
    guard let first = pattern.first else { return name.isEmpty }
    guard first == UInt8(ascii: "*") else {
      return name.first == first && glob(pattern.dropFirst(), name.dropFirst())
    }
    return name.indices.contains { glob(pattern.dropFirst(), name[$0...]) }
      || glob(pattern.dropFirst(), name[name.endIndex...])
  }
}
