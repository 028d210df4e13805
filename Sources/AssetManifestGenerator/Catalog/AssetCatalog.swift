/// An Xcode asset catalog (`Media.xcassets`) as its `Contents.json` files describe it: read for
/// the checks and the report, never compiled, and given no constants (Xcode's generated asset
/// symbols name its images).
package struct AssetCatalog: Hashable, Sendable {
  /// The catalog's path in the bundle listing: `Media.xcassets`.
  package var path: String
  /// Its sets, in path order.
  package var sets: [CatalogSet]

  package init(path: String, sets: [CatalogSet]) {
    self.path = path
    self.sets = sets
  }
}
