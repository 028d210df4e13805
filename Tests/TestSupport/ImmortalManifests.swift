/// Manifests kept until the process ends, as a generated file's global is. `Asset` does not
/// retain its manifest, so the tests build assets only over manifests kept here.
///
/// It takes any object, so that this module needs no dependency on `StandardPaths`: pass an
/// `AssetManifest`.
public enum ImmortalManifests {
  private static let kept = Locked<[AnyObject]>([])

  /// `manifest`, kept for the rest of the process.
  public static func keep<Manifest: AnyObject>(_ manifest: Manifest) -> Manifest {
    kept.withLock { $0.append(manifest) }
    return manifest
  }
}
