import AssetFileReaders

/// An Xcode asset catalog (`Media.xcassets`) as its `Contents.json` files describe it: read for
/// the checks, the report and the constants of its image, color and data sets
/// (`CatalogConstants`), never compiled.
package struct AssetCatalog: Hashable, Sendable {
  /// The catalog's path in the bundle listing: `Media.xcassets`.
  package var path: String
  /// Its sets, in path order.
  package var sets: [CatalogSet]
  /// The paths of its groups whose `Contents.json` says `"provides-namespace": true`: their
  /// names prefix their sets' names (`Icons/star`).
  package var namespaces: Set<String>
  /// Why the `Contents.json` of the catalog itself (path `path`) or of a group cannot be read,
  /// by path in the bundle: a group whose file cannot be read gives no namespace.
  package var unreadableFolders: [String: CatalogContents.Failure] = [:]
  /// Whether the build copies it as it is (it is, or is inside, a `.copy(...)` resource or an
  /// Xcode folder reference), which compiles no catalog.
  package var isCopied: Bool

  package init(
    path: String, sets: [CatalogSet], namespaces: Set<String> = [], isCopied: Bool = false
  ) {
    self.path = path
    self.sets = sets
    self.namespaces = namespaces
    self.isCopied = isCopied
  }
}
