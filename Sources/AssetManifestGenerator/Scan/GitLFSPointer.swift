import Foundation

/// The file Git leaves in place of one stored with Git LFS when a clone did not fetch it: a few
/// lines of text that start with the specification's version line
/// (https://github.com/git-lfs/git-lfs/blob/main/docs/spec.md). An image or a font that is one
/// reads as no format at all, and its stage would otherwise take it for a placeholder.
enum GitLFSPointer {
  /// The first line of every pointer.
  private static let versionLine = Array("version https://git-lfs.github.com/spec/v1\n".utf8)

  /// The sizes a pointer may have: its three lines at the least (a SHA-256 in hex and a size),
  /// and below the 1,024 bytes past which Git LFS reads no file as a pointer.
  static let sizes: ClosedRange<UInt64> = 126...1_023

  /// The finding for the file at `disk` when it is a pointer, else nil (also when it cannot be
  /// read: its stage says so). `kind` is what the file should be: "image", "font", "file's
  /// contents".
  static func finding(ofFileAt disk: String, kind: String) -> Diagnostic? {
    guard let file = FileHandle(forReadingAtPath: disk) else { return nil }
    defer { try? file.close() }
    guard let start = try? file.readPiece(upToCount: versionLine.count),
      start.elementsEqual(versionLine)
    else { return nil }
    return Diagnostic(
      .gitLFSPointer, disk,
      "this file is a Git LFS pointer, not the \(kind): the checkout did not fetch the files "
        + "stored with Git LFS, so the app would ship this text in its place; run 'git lfs "
        + "pull', or fetch LFS files in the CI checkout")
  }
}
