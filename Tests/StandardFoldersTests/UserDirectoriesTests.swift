import Foundation
import StandardFolders
import Testing

/// `user-dirs.dirs` read as bytes, a line at a time: odd keys, bytes that are not UTF-8 and
/// broken lines never stop the other lines from being read.
@Suite struct UserDirectoriesTests {
  static let file = "/home/ann/.config/user-dirs.dirs"

  static func layout(_ bytes: [UInt8]) throws -> FolderLayout {
    let context = SystemContext(
      platform: .linux, environment: ["HOME": "/home/ann"],
      readFile: { $0 == file ? bytes : nil })
    return try FolderLayout(context: context, identity: AppIdentity(name: "Demo"))
  }

  static func layout(_ text: String) throws -> FolderLayout {
    try layout(Array(text.utf8))
  }

  /// These keys start with `XDG_DIR`, which used to trap the reader (a range whose start was
  /// after its end).
  @Test(arguments: [
    #"XDG_DIRS_DIR="/x""#, #"XDG_DIR="/x""#, #"XDG__DIR="/x""#, #"XDG_DIR_DIR="/x""#,
    #"XDG_DIRX="/x""#, "XDG_", "XDG_DI", #"XDG_DOCUMENTS_DIRT="/x""#,
  ])
  func oddKeysAreSkippedWithoutTrapping(_ line: String) throws {
    let layout = try Self.layout(line + "\nXDG_DOCUMENTS_DIR=\"/docs\"\n")
    #expect(layout.path(for: .publicData) == "/docs")
  }

  @Test func aKeyWhoseNameIsDIRIsAnAssignmentNotABrokenLine() throws {
    let layout = try Self.layout(#"XDG_DIR_DIR="/x""# + "\n" + #"XDG_DOCUMENTS_DIR="/d""#)
    #expect(layout.warnings.allSatisfy { !$0.contains("user-dirs.dirs:1:") })
    #expect(layout.path(for: .publicData) == "/d")
  }

  @Test func aByteThatIsNotUTF8ElsewhereLeavesTheOtherLinesRead() throws {
    let bytes =
      Array("# caf".utf8) + [0xE9]
      + Array("\nXDG_MUSIC_DIR=\"/m\"\nXDG_DOCUMENTS_DIR=\"/docs\"\n".utf8)
    #expect(try Self.layout(bytes).path(for: .publicData) == "/docs")
  }

  @Test func aValueThatIsNotUTF8KeepsItsBytes() throws {
    let name = Array("/home/ann/Caf".utf8) + [0xE9]
    let bytes = Array("XDG_DOCUMENTS_DIR=\"$HOME/Caf".utf8) + [0xE9] + Array("\"\n".utf8)
    let layout = try Self.layout(bytes)
    #expect(layout.fileSystemPath(for: .publicData) == name)
    #expect(layout.path(for: .publicData) == "/home/ann/Caf\u{FFFD}")
    #expect(!layout.isRepresentable(.publicData))
    #expect(layout.isRepresentable(.cache))
    #expect(layout.fileSystemPath(for: .cache) == Array("/home/ann/.cache/Demo".utf8))
    #expect(
      layout.warnings.contains { $0.hasPrefix("XDG_DOCUMENTS_DIR in user-dirs.dirs is not UTF-8") })
  }

  @Test func aURLIsNotMadeForAPathItCannotName() throws {
    let bytes = Array("XDG_DOCUMENTS_DIR=\"/Caf".utf8) + [0xE9] + Array("\"".utf8)
    let folders = try FolderTable(
      identity: AppIdentity(name: "Demo"),
      context: SystemContext(
        platform: .linux, environment: ["HOME": "/home/ann"],
        readFile: { $0 == Self.file ? bytes : nil }))
    #expect(throws: FolderError.unrepresentablePath(path: "/Caf\u{FFFD}")) {
      try folders.url(for: .publicData)
    }
  }

  @Test func linesThatCannotBeReadAreNamedByNumber() throws {
    let text = """
      # comment

      XDG_DOCUMENTS_DIR=unquoted
      XDG_DOCUMENTS_DIR="relative/path"
      XDG_DOCUMENTS_DIR="$HOME/open
      export FOO=bar
      XDG_DOCUMENTS_DIR="$HOMEX"
      \tXDG_DOCUMENTS_DIR\t=\t"$HOME/Good" trailing text
      """
    let layout = try Self.layout(text)
    #expect(layout.path(for: .publicData) == "/home/ann/Good")
    let lines = layout.warnings.filter { $0.hasPrefix(Self.file + ":") }
    #expect(
      lines == [
        Self.file
          + ":3: the value of XDG_DOCUMENTS_DIR is not in double quotes; the line is skipped",
        Self.file
          + ":4: the value of XDG_DOCUMENTS_DIR is neither $HOME nor an absolute path; the line is skipped",
        Self.file + ":5: the value of XDG_DOCUMENTS_DIR has no closing quote; the line is skipped",
        Self.file
          + #":6: it is not XDG_<NAME>_DIR="$HOME/<folder>" or an absolute path; the line is skipped"#,
        Self.file
          + ":7: the value of XDG_DOCUMENTS_DIR is neither $HOME nor an absolute path; the line is skipped",
      ])
  }

  /// Inside double quotes the shell drops a backslash only before `$`, `` ` ``, `"` and `\`.
  @Test func backslashesFollowTheShell() throws {
    let layout = try Self.layout(#"XDG_DOCUMENTS_DIR="$HOME/a\"b\\c\$d\e\`f""#)
    #expect(layout.path(for: .publicData) == #"/home/ann/a"b\c$d\e`f"#)
  }

  @Test func homeAloneAndARootHome() throws {
    #expect(try Self.layout(#"XDG_DOCUMENTS_DIR="$HOME""#).path(for: .publicData) == "/home/ann")
    let root = SystemContext(
      platform: .linux, environment: ["HOME": "/"],
      readFile: { _ in Array(#"XDG_DOCUMENTS_DIR="$HOME/Docs""#.utf8) })
    #expect(
      try FolderLayout(context: root, identity: AppIdentity(name: "Demo"))
        .path(for: .publicData) == "/Docs")
  }

  @Test func aNULInAValueSkipsTheLine() throws {
    let layout = try Self.layout(Array("XDG_DOCUMENTS_DIR=\"/a".utf8) + [0] + Array("b\"".utf8))
    #expect(layout.path(for: .publicData) == "/home/ann/Documents")
    #expect(
      layout.warnings.contains {
        $0.contains(":1: the value of XDG_DOCUMENTS_DIR holds a NUL byte")
      })
  }

  @Test func carriageReturnLineEndsAreRead() throws {
    let layout = try Self.layout("# made on Windows\r\nXDG_DOCUMENTS_DIR=\"/docs\"\r\n\r\n")
    #expect(layout.path(for: .publicData) == "/docs")
    #expect(layout.warnings.allSatisfy { !$0.contains("user-dirs.dirs:") })
  }
}
