import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A sub-folder the build cannot read is reported by name and the rest still generates.
@Suite(CommandRunner.runsWithoutPrivileges)
struct UnreadableFolderTests {
  @Test func anUnreadableSubFolderIsAWarningNamingIt() throws {
    let folder = try TemporaryFolder(files: ["ok.png", "Locked/hidden.png"])
    defer {
      chmod(folder.url.appendingPathComponent("Locked").path, 0o755)
      folder.remove()
    }
    chmod(folder.url.path, 0o755)
    chmod(folder.url.appendingPathComponent("Locked").path, 0)
    let result = try Self.lintWithoutPrivileges(folder.url)
    #expect(result.status == 0)
    #expect(
      result.error.contains(
        "Locked:1: warning: cannot read this folder, its files are left out; make it readable"))
    #expect(result.error.contains("1 asset, 0 errors, 1 warning"))
  }

  /// A folder that lists but cannot be entered, a loop of two links and a link to nothing each
  /// get their own cause, with the paths involved (all three were once "broken symbolic link").
  @Test func eachUnreachableEntryGetsItsTrueCause() throws {
    let folder = try TemporaryFolder(files: ["ok.png", "Listed/inside.png"])
    let listed = folder.url.appendingPathComponent("Listed").path
    defer {
      chmod(listed, 0o755)
      folder.remove()
    }
    chmod(folder.url.path, 0o755)
    chmod(listed, 0o644)
    let manager = FileManager.default
    for (link, target) in [("a.png", "b.png"), ("b.png", "a.png"), ("gone.png", "nowhere.png")] {
      try manager.createSymbolicLink(
        atPath: folder.url.appendingPathComponent(link).path, withDestinationPath: target)
    }
    let result = try Self.lintWithoutPrivileges(folder.url)
    let root = folder.url.path
    for expected in [
      "\(root)/Listed:1: warning: cannot enter this folder (permission denied), its files are "
        + "left out; make it searchable (chmod u+x)",
      "\(root)/a.png:1: warning: symbolic link loop: 'a.png' → 'b.png' → 'a.png', where 'a.png' "
        + "closes it; left out; make one of the links point at a file",
      "\(root)/b.png:1: warning: symbolic link loop: 'b.png' → 'a.png' → 'b.png', where 'b.png' "
        + "closes it",
      "\(root)/gone.png:1: warning: broken symbolic link: its target 'nowhere.png' does not "
        + "exist; left out; remove the link or fix its target",
    ] {
      #expect(result.error.contains(expected), "\(result.error)")
    }
    #expect(result.error.contains("1 asset, 0 errors, 4 warnings"), "\(result.error)")
  }

  /// A file that is neither an image nor a font and cannot be read is a warning that says it
  /// was not compared for duplicates (it once passed in silence).
  @Test func anUnreadableFileThatIsNoImageIsAWarning() throws {
    let folder = try TemporaryFolder(files: ["ok.png", "notes.txt"])
    let notes = folder.url.appendingPathComponent("notes.txt").path
    defer { folder.remove() }
    chmod(folder.url.path, 0o755)
    chmod(notes, 0)
    let result = try Self.lintWithoutPrivileges(folder.url)
    #expect(
      result.error.contains(
        "\(notes):1: warning: cannot open this file, so it is not compared with the other files "
          + "for duplicates; make it readable (chmod u+r)"), "\(result.error)")
    #expect(result.error.contains("0 errors, 1 warning"), "\(result.error)")
  }

  /// `asset-manifest lint FOLDER`, as `nobody` when the tests run as root.
  static func lintWithoutPrivileges(_ folder: URL) throws -> CommandRunner.Result {
    try CommandRunner.runWithoutPrivileges(["lint", folder.path])
  }
}
