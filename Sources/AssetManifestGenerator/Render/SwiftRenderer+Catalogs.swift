import StandardPathsCore

// The asset catalogs' constants, rendered apart from the loose files' (`render`): appended to
// the file as extensions of the namespace, so a catalog group that provides a namespace joins
// a folder type of the same name instead of declaring it twice.
extension SwiftRenderer {
  /// The Swift code of `constants` after the file `render` wrote, empty when there are none:
  /// one extension per namespace type that holds constants, the namespace types the loose
  /// files' tree lacks, a function per kind of set that the constants call, and the
  /// `CatalogFormat` table behind them.
  package static func renderCatalogConstants(
    _ constants: [CatalogConstant], tree: NameTree, options: GeneratorOptions
  ) -> String {
    guard !constants.isEmpty else { return "" }
    let access = options.accessLevel
    let namespace = options.namespace
    let byType = Dictionary(grouping: constants.indices) { constants[$0].typePath }
    // Every namespace type a constant sits in, and whether the loose files' tree declares it.
    var types = Set<[String]>()
    for path in byType.keys {
      for depth in 0...path.count { types.insert(Array(path.prefix(depth))) }
    }
    let ordered = types.sorted { $0.lexicographicallyPrecedes($1, by: UTF8Order.precedes) }
    var out = "\n"
    for path in ordered {
      let name = ([namespace] + path).joined(separator: ".")
      var members: [String] = []
      // Types of the next level down that the loose tree lacks are declared here.
      for child in ordered where child.count == path.count + 1 && child.starts(with: path) {
        guard !declares(tree, child) else { continue }
        members.append(
          "  /// The asset catalog namespace `\(child.last!)`.\n"
            + "  \(access) enum \(child.last!) {}\n")
      }
      for index in byType[path] ?? [] {
        let constant = constants[index]
        members.append(
          "  /// The \(kindText(constant.entry)) `\(constant.name)` of `\(constant.catalogPath)`.\n"
            + "  \(access) static var \(constant.identifier): StandardPaths.\(constant.typeName) "
            + "{ \(function(constant.typeName))(\(index)) }\n")
      }
      guard !members.isEmpty else { continue }
      out += "extension \(name) {\n" + members.joined(separator: "\n") + "}\n\n"
    }
    // As the loose files' `assetManifestEntry`: a getter that builds the value itself costs a
    // third more to compile in debug (10,000 sets: 3.1 s against 2.3 s).
    for type in Set(constants.map(\.typeName)).sorted() {
      out += "/// Every \(type) constant calls this one function, which the optimiser need not\n"
      out += "/// inline into thousands of getters.\n"
      out +=
        "@inline(never) private func \(function(type))(_ row: Swift.Int) -> StandardPaths.\(type) {\n"
      out += "  StandardPaths.\(type)(assetCatalogTable, row)\n}\n\n"
    }
    out += "/// The asset catalogs' sets, decoded once when a constant is first read.\n"
    out += "private let assetCatalogTable = StandardPaths.AssetCatalogTable(\n"
    let bundle =
      switch options.bundle {
      case .module: "Foundation.Bundle.module"
      case .main: "Foundation.Bundle.main"
      case .none: "nil"
      }
    out += "  format: StandardPaths.\(GeneratedCode.marker).self, text: assetCatalogText,\n"
    out += "  bundle: \(bundle))\n\n"
    out = HiddenCharacters.escaped(out)
    let text = CatalogFormat.encode(constants.map(\.entry), deviceCount: Device.knownDevices.count)
    out += "private let assetCatalogText: Swift.StaticString = " + literal(text) + "\n"
    return out
  }

  /// The generated function that makes the constants of `typeName`: `assetCatalogImage`.
  private static func function(_ typeName: String) -> String {
    "asset" + typeName
  }

  /// Whether the loose files' `tree` declares the type at `path` below the namespace.
  private static func declares(_ tree: NameTree, _ path: [String]) -> Bool {
    var node: NameTree? = tree
    for type in path { node = node?.children.first { $0.typeName == type } }
    return node != nil
  }

  /// `image set`, `color set`, `data set`.
  private static func kindText(_ entry: CatalogFormat.Entry) -> String {
    switch entry {
    case .image: "image set"
    case .color: "color set"
    case .data: "data set"
    }
  }
}
