import AssetFileReaders

/// What the layout stage found: every file's path in the bundle, where each one is on disk, and
/// what it skipped.
package struct FolderListing: Sendable {
  /// Paths in the bundle with `/` separators, sorted, so later stages see the same input
  /// whatever order the file system listed the folders in.
  package var files: [String]
  /// Findings of the scan, already pointing at the disk.
  package var diagnostics: [Diagnostic]
  /// Where each path in the bundle comes from, for the diagnostics of later stages.
  package var locations: SourceLocations
  /// What each image's header says, by path in the bundle, once the image stage has read them.
  package var images: [String: ImageFacts] = [:]
  /// What each font file's `name` tables say, by path in the bundle, once the font stage has
  /// read them.
  package var fonts: [String: FontNames] = [:]
  /// Sets of paths whose files hold the same bytes, once the content stage has compared them:
  /// each set in listing order, the sets by their first path.
  package var sameContents: [[String]] = []
  /// The asset catalogs among the files, once the catalog stage has read them.
  package var catalogs: [AssetCatalog] = []
  /// The paths in the bundle of the items `.copy(...)` (an Xcode folder reference) placed: a
  /// copied folder's files are below one of them. A build copies them as they are, so no
  /// catalog among them is compiled.
  package var copiedItems: Set<String> = []

  /// Whether `path` is, or is below, an item the build copies as it is.
  package func isCopied(_ path: String) -> Bool {
    copiedItems.contains { path == $0 || path.hasPrefix($0 + "/") }
  }

  package init(
    files: [String], diagnostics: [Diagnostic], locations: SourceLocations = SourceLocations()
  ) {
    self.files = files.sorted(by: UTF8Order.precedes)
    self.diagnostics = diagnostics
    self.locations = locations
  }
}
