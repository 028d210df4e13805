/// The read stages, in the one order every caller runs them (the build's tool, the command line,
/// the tests and the benchmark): the layout of the resource entries in the bundle, then each
/// image's header, each font's names, which files hold the same bytes, and the asset catalogs.
/// The later stages read what the earlier ones recorded, so no caller assembles them itself.
package enum AssetReader {
  /// The listing of `entries` with everything the checks and the renderer read from the files;
  /// with `contents` false, the layout alone, for a command that needs only the names (`size`).
  package static func read(
    _ entries: [ResourceEntry], buildSystem: BuildSystem = .swiftPM, contents: Bool = true
  ) throws(ScanError) -> FolderListing {
    let layout = try BundleLayout.listing(of: entries, buildSystem: buildSystem)
    guard contents else { return layout }
    return CatalogScanner.read(ContentScanner.read(FontScanner.read(ImageScanner.read(layout))))
  }
}
