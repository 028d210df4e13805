import StandardPaths

/// A folder built with `.process`, which flattens sub-folders in the bundle, with the
/// `AssetManifestPlugin` applied; the generated namespace keeps the folders.
public enum ProcessedAssetCatalog {
  /// Every typed constant the plugin generated.
  public static let allAssets: [Asset] = [Assets.logo, Assets.Icons.star]
}
