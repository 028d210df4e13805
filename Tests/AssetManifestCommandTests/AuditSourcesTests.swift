import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `unused` does with the folders and odd entries under `--sources`: nothing is skipped
/// in silence, and nothing odd aborts the audit or blocks it.
@Suite("asset-manifest unused: the sources folders")
struct AuditSourcesTests {
  /// An app whose only use of `Characters/hero.png` is in `Sources/Linked/Use.swift`.
  static func app() throws -> TemporaryFolder {
    let folder = try TemporaryFolder(files: ["Assets/Characters/hero.png", "Assets/icon.png"])
    let linked = folder.url.appendingPathComponent("Elsewhere")
    try FileManager.default.createDirectory(at: linked, withIntermediateDirectories: true)
    try Data("let hero = Assets.Characters.hero\n".utf8).write(
      to: linked.appendingPathComponent("Use.swift"))
    let sources = folder.url.appendingPathComponent("Sources")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try Data("let icon = Assets.icon\n".utf8).write(to: sources.appendingPathComponent("A.swift"))
    return folder
  }

  @Test("a linked folder is followed, and a link loop ends")
  func linkedFoldersAreFollowed() throws {
    let folder = try Self.app()
    defer { folder.remove() }
    let sources = folder.url.appendingPathComponent("Sources")
    try FileManager.default.createSymbolicLink(
      atPath: sources.appendingPathComponent("Linked").path,
      withDestinationPath: folder.url.appendingPathComponent("Elsewhere").path)
    try FileManager.default.createSymbolicLink(
      atPath: sources.appendingPathComponent("Loop").path, withDestinationPath: sources.path)
    // A link loop walked forever or a pipe opened and waited on would hang: the deadline fails it.
    let unused = try CommandRunner.run(
      ["unused", folder.url.appendingPathComponent("Assets").path, "--sources", sources.path],
      deadline: 60)
    #expect(!unused.killedAtDeadline, "still running after 60 s")
    #expect(unused.status == 0, "\(unused.error)")
    #expect(unused.error == "2 assets, 0 findings in 2 source files\n", "\(unused.error)")
    // The same folder given again, and a file of it given by name, count once.
    let twice = try CommandRunner.run(
      [
        "unused", folder.url.appendingPathComponent("Assets").path, "--sources", sources.path,
        "--sources", sources.path, "--sources", sources.appendingPathComponent("A.swift").path,
      ], deadline: 60)
    #expect(twice.error == "2 assets, 0 findings in 2 source files\n", "\(twice.error)")
  }

  @Test(
    "an unreadable folder is an error naming it", CommandRunner.runsWithoutPrivileges)
  func unreadableFolderIsAnError() throws {
    let folder = try Self.app()
    // Every other folder stays readable to the user the command runs as.
    chmod(folder.url.path, 0o755)
    let locked = folder.url.appendingPathComponent("Sources/Locked")
    try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
    chmod(locked.path, 0)
    defer {
      chmod(locked.path, 0o755)
      folder.remove()
    }
    let unused = try CommandRunner.runWithoutPrivileges(
      [
        "unused", folder.url.appendingPathComponent("Assets").path, "--sources",
        folder.url.appendingPathComponent("Sources").path,
      ], deadline: 60)
    #expect(!unused.killedAtDeadline, "still running after 60 s")
    #expect(unused.status == 1, "\(unused.error)")
    #expect(
      unused.error.contains(
        "\(locked.path):1: error: cannot list the folder, so its sources are not audited"),
      "\(unused.error)")
  }

  /// `path` + `/` + `name`, each of `name`'s scalars one byte (`\u{FF}` is the byte 0xFF, no
  /// UTF-8), made as a folder or an empty file; false when the file system refuses the name.
  static func make(_ name: String, in path: String, folder: Bool) -> Bool {
    let bytes =
      Array(path.utf8) + [UInt8(ascii: "/")] + name.unicodeScalars.map { UInt8($0.value) } + [0]
    return bytes.withUnsafeBufferPointer { raw in
      raw.withMemoryRebound(to: CChar.self) { path in
        if folder { return mkdir(path.baseAddress!, 0o755) == 0 }
        let descriptor = open(path.baseAddress!, O_CREAT | O_WRONLY, 0o644)
        return descriptor >= 0 && close(descriptor) == 0
      }
    }
  }

  /// Whether this system's temporary folder takes a name that is not UTF-8: Linux's file
  /// systems do, Apple's refuse one (`EILSEQ`), so there no source can be so named.
  static let takesNamesThatAreNotUTF8: Bool = {
    guard let folder = try? TemporaryFolder(files: []) else { return false }
    defer { folder.remove() }
    return make("\u{FF}", in: folder.url.path, folder: false)
  }()

  /// Foundation lists a name that is not UTF-8 with U+FFFD for its bytes, a path to no file: a
  /// `\xFF.png` among the sources was "cannot read it (no such file or directory)", an error.
  /// The folder is now read as the bytes it holds: a source or a folder so named (a folder may
  /// hold sources, whatever its name) is an error that says why it is not audited; any other
  /// file is passed over, as every file that is no source is.
  @Test(
    "a source or folder whose name is not UTF-8 is named for what it is; files are passed over",
    .enabled(
      if: takesNamesThatAreNotUTF8,
      "this file system refuses names that are not UTF-8 (as Apple's do), so none can be read"))
  func namesThatAreNotUTF8() throws {
    let folder = try Self.app()
    defer { folder.remove() }
    let sources = folder.url.appendingPathComponent("Sources")
    for (name, isFolder) in [
      ("B\u{FF}.swift", false), ("\u{FF}.png", false), ("LICENSE\u{FF}", false),
      ("Feature.v2\u{FF}", true),
    ] {
      try #require(Self.make(name, in: sources.path, folder: isFolder), "errno \(errno)")
    }
    let unused = try CommandRunner.run(
      ["unused", folder.url.appendingPathComponent("Assets").path, "--sources", sources.path],
      deadline: 60)
    #expect(unused.status == 1, "\(unused.error)")
    let findings = unused.error.split(separator: "\n").map(String.init)
    let notAudited =
      ": error: its name is not UTF-8, so it cannot be opened and is not audited; "
      + "rename it [source-unreadable]"
    #expect(
      Set(findings.filter { $0.contains("[source-unreadable]") }) == [
        "\(sources.path)/B\\xFF.swift:1" + notAudited,
        "\(sources.path)/Feature.v2\\xFF:1" + notAudited,
      ], "\(unused.error)")
    // Beside them, only the asset that the linked folder, not given here, would use.
    #expect(findings.contains { $0.contains("'Characters/hero.png' is never") })
    #expect(findings.last == "2 assets, 3 findings in 1 source file", "\(unused.error)")
  }

  @Test(
    "a pipe or a folder named like a source is no usage error, and is never opened")
  func oddEntriesAreFindings() throws {
    let folder = try Self.app()
    defer { folder.remove() }
    let sources = folder.url.appendingPathComponent("Sources")
    let pipe = sources.appendingPathComponent("Pipe.swift")
    #expect(mkfifo(pipe.path, 0o644) == 0)
    // A folder named like a file is searched as a folder.
    let named = sources.appendingPathComponent("Foo.swift")
    try FileManager.default.createDirectory(at: named, withIntermediateDirectories: true)
    try Data("let hero = Assets.Characters.hero\n".utf8).write(
      to: named.appendingPathComponent("Inner.swift"))
    // A link loop walked forever or a pipe opened and waited on would hang: the deadline fails it.
    let unused = try CommandRunner.run(
      ["unused", folder.url.appendingPathComponent("Assets").path, "--sources", sources.path],
      deadline: 60)
    #expect(!unused.killedAtDeadline, "still running after 60 s")
    #expect(unused.status == 0, "\(unused.error)")
    #expect(
      unused.error
        == "\(pipe.path):1: warning: this is no regular file (a pipe, socket or device), so it was "
        + "not read; replace it with the source file, or leave it out of --sources "
        + "[source-not-a-file]\n"
        + "2 assets, 1 finding in 2 source files\n", "\(unused.error)")
  }
}
