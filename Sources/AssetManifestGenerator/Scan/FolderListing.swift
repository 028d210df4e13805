/// What the scan stage found: every file's path relative to the folder, and what it skipped.
package struct FolderListing: Sendable {
  /// Relative paths with `/` separators, sorted, so later stages see the same input whatever
  /// order the file system listed the folder in.
  package var files: [String]
  package var diagnostics: [Diagnostic]

  package init(files: [String], diagnostics: [Diagnostic]) {
    self.files = files.sorted(by: ByteOrder.precedes)
    self.diagnostics = diagnostics
  }
}
