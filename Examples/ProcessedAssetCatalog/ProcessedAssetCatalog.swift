import StandardPaths

/// A folder built with `.process`, which flattens sub-folders in the bundle, with the
/// `AssetManifestPlugin` applied; the generated names follow the bundle, where every file sits
/// at the root.
public enum ProcessedAssetCatalog {
  /// Every typed constant the plugin generated.
  public static let allAssets: [Asset] = Assets.manifest.assets
}
