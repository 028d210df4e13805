@_spi(AssetManifestGenerated) import StandardPaths
import TestSupport

/// Manifests kept until the process ends, as a generated file's global is. `Asset` does not
/// retain its manifest, so the tests build assets only over manifests kept here.
enum ImmortalManifests {
  private static let kept = Locked<[AssetManifest]>([])

  /// `manifest`, kept for the rest of the process.
  static func keep(_ manifest: AssetManifest) -> AssetManifest {
    kept.withLock { $0.append(manifest) }
    return manifest
  }
}
