import StandardPaths

/// The `SampleAssets` folder, built into this target's bundle with `.copy`, with the
/// `AssetManifestPlugin` applied: the generated `SampleAssets` namespace is public.
public enum SampleAssetCatalog {
  /// Every typed constant the plugin generated, for tests that walk them all.
  public static let allAssets: [Asset] = SampleAssets.manifest.assets
}
