extension AssetManifest {
  /// Every asset of the manifest, in the manifest's order (by name), so an app can preload
  /// them, or check in its own tests that each resolves on every device to a file in its bundle.
  /// A localized asset is one asset; its language folders' variants are among its `variants`.
  public var assets: [Asset] {
    (0..<count).filter { decoded.role(ofGroup: $0).isConstant }.map { Asset(self, $0) }
  }
}
