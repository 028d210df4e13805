import Foundation
import StandardFolders
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What asking for a folder may make on disk: nothing under a runtime folder someone else could
/// control, nothing outside the app's tree, and none of the folders the system owns.
@Suite struct FolderSafetyTests {
  static let identity = AppIdentity(name: "Demo", identifier: "com.example.Demo")

  static func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: path)
  }

  static func makeFolder(_ path: String, mode: mode_t, owner: uid_t? = nil) throws {
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    chmod(path, mode)
    if let owner { chown(path, owner, gid_t(owner)) }
  }

  /// The fallback's `runtime-<uid>` is checked before the app's folder is made inside it.
  @Test(arguments: [(mode_t(0o755), uid_t?.none), (0o700, 65_534), (0o777, nil)])
  func aRuntimeParentThatIsNotPrivateGetsNothingMadeInIt(mode: mode_t, owner: uid_t?) throws {
    if owner != nil && geteuid() != 0 {
      print("FolderSafetyTests: another owner skipped: only the superuser can chown")
      return
    }
    let root = try TemporaryFolder(files: [])
    defer { root.remove() }
    let folders = try FolderTable(
      isolatedAt: root.url, identity: Self.identity, platform: .linux)
    let parent = root.url.standardizedFileURL.path + "/tmp/runtime-\(geteuid())"
    try Self.makeFolder(parent, mode: mode, owner: owner)
    #expect(throws: FolderError.insecureRuntimeFolder(path: parent)) {
      try folders.url(for: .runtime)
    }
    #expect(!Self.exists(parent + "/Demo"))
  }

  @Test func theRuntimeFallbackIsMadePrivateWhenMissing() throws {
    let root = try TemporaryFolder(files: [])
    defer { root.remove() }
    try FileManager.default.createDirectory(
      at: root.url.appendingPathComponent("tmp"), withIntermediateDirectories: true)
    let folders = try FolderTable(
      isolatedAt: root.url, identity: Self.identity, platform: .linux)
    let runtime = try folders.url(for: .runtime)
    #expect(runtime.path == root.url.standardizedFileURL.path + "/tmp/runtime-\(geteuid())/Demo")
    #expect(CreationTests.mode(runtime.deletingLastPathComponent().path) == 0o700)
    #expect(CreationTests.mode(runtime.path) == 0o700)
  }

  /// On Apple platforms the runtime folder is the app's own level in the temporary folder; one
  /// that another user made first, open to all, is refused.
  @Test func anAppleRuntimeFolderMadeOpenByOthersIsRefused() throws {
    let root = try TemporaryFolder(files: [])
    defer { root.remove() }
    let folders = try FolderTable(
      isolatedAt: root.url, identity: Self.identity, platform: .macOS)
    let runtime = folders.layout.path(for: .runtime)
    #expect(runtime == root.url.standardizedFileURL.path + "/tmp/com.example.Demo")
    try Self.makeFolder(runtime, mode: 0o777)
    #expect(throws: FolderError.insecureRuntimeFolder(path: runtime)) {
      try folders.url(for: .runtime)
    }
    chmod(runtime, 0o700)
    #expect(try folders.url(for: .runtime).path == runtime)
  }

  /// Without `TMPDIR`, the macOS runtime folder is not a predictable name in `/tmp`.
  @Test func theMacOSRuntimeFolderIsNeverUnderSlashTmp() throws {
    let context = SystemContext(platform: .macOS, environment: ["HOME": "/Users/ann"])
    let layout = try FolderLayout(context: context, identity: Self.identity)
    #expect(!layout.path(for: .runtime).hasPrefix("/tmp/"))
    #expect(layout.path(for: .runtime).hasPrefix("/Users/ann/Library/Caches/"))
  }

  /// The live check also refuses a private folder that another user could rename away and
  /// replace: one below a folder anyone can write without the sticky bit.
  @Test func aPrivateFolderBelowAnOpenFolderIsNotPrivate() throws {
    let root = try TemporaryFolder(files: [])
    defer { root.remove() }
    let path = root.url.standardizedFileURL.path
    let isPrivateFolder = SystemContext.current.isPrivateFolder
    try Self.makeFolder(path + "/open/run", mode: 0o700)
    try Self.makeFolder(path + "/sticky/run", mode: 0o700)
    try Self.makeFolder(path + "/plain/run", mode: 0o700)
    chmod(path + "/open", 0o777)
    chmod(path + "/sticky", 0o1777)
    #expect(!isPrivateFolder(path + "/open/run"))
    #expect(isPrivateFolder(path + "/sticky/run"))
    #expect(isPrivateFolder(path + "/plain/run"))
    #expect(!isPrivateFolder(path + "/plain"))
    #expect(!isPrivateFolder(path + "/missing"))
    #expect(!isPrivateFolder("/"))
  }

  @Test func runUserIsPreferredWhenXDGRuntimeDirIsUnset() throws {
    for environment in [["HOME": "/h"], ["HOME": "/h", "XDG_RUNTIME_DIR": "/not/private"]] {
      let context = SystemContext(
        platform: .linux, environment: environment, userID: 501,
        isPrivateFolder: { $0 == "/run/user/501" })
      let layout = try FolderLayout(context: context, identity: Self.identity)
      #expect(layout.path(for: .runtime) == "/run/user/501/Demo")
    }
  }

  @Test func windowsReadsTMPBeforeTEMP() throws {
    let context = SystemContext(
      platform: .windows,
      environment: ["USERPROFILE": #"C:\Users\ann"#, "TMP": #"D:\Tmp"#, "TEMP": #"E:\Temp"#])
    let layout = try FolderLayout(context: context, identity: Self.identity)
    #expect(layout.path(for: .temporary) == #"D:\Tmp"#)
  }

  /// Documents and the temporary folder are the system's: a typed sub-folder makes only the
  /// app's own levels below them, and never the system folder itself.
  @Test func aSubFolderOfASystemFolderDoesNotMakeTheSystemFolder() throws {
    let root = try TemporaryFolder(files: [])
    defer { root.remove() }
    let folders = try FolderTable(
      isolatedAt: root.url, identity: Self.identity, platform: .linux)
    let documents = folders.documents.url.path
    #expect(throws: FolderError.systemFolderMissing(path: documents)) {
      try folders.documents.appending(Thumbnails.self).create()
    }
    #expect(!Self.exists(documents))
    #expect(throws: FolderError.systemFolderMissing(path: documents)) {
      try folders.documents.create()
    }
    #expect(throws: FolderError.systemFolderMissing(path: folders.tmp.url.path)) {
      try folders.tmp.appending(Thumbnails.self).create()
    }
    #expect(!Self.exists(folders.tmp.url.path))
    try Self.makeFolder(documents, mode: 0o755)
    let thumbnails = try folders.documents.appending(Thumbnails.self).create()
    #expect(CreationTests.mode(documents) == 0o755)
    #expect(CreationTests.mode(thumbnails.path) == 0o700)
    #expect(try folders.documents.create().path == documents)
  }

  @Test(arguments: ["", ".", "..", "../../etc/passwd", "/etc/passwd", "a/../../b", "a//b", "nul\0"])
  func fileNamesCannotLeaveTheTree(_ name: String) throws {
    let folders = try FolderTable(
      identity: Self.identity,
      context: SystemContext(platform: .linux, environment: ["HOME": "/home/ann"]))
    let error = FolderError.invalidName(name)
    #expect(throws: error) { try folders.url(forFile: name, in: .cache) }
    #expect(throws: error) { try folders.caches.url(forFile: name) }
    #expect(throws: error) { try folders.layout.path(forFile: name, in: .cache) }
  }

  @Test func folderNamesCannotLeaveTheTree() throws {
    let folders = try FolderTable(
      identity: Self.identity,
      context: SystemContext(platform: .linux, environment: ["HOME": "/home/ann"]))
    #expect(throws: FolderError.invalidName("../../escaped")) {
      try folders.caches.appending(Escaping.self)
    }
    #expect(throws: FolderError.invalidName("")) { try folders.caches.appending(Empty.self) }
    #expect(
      try folders.url(forFile: "a/b.json", in: .cache).path == "/home/ann/.cache/Demo/a/b.json")
  }
}

enum Escaping: FolderKind {
  static var folderName: String { "../../escaped" }
}

enum Empty: FolderKind {
  static var folderName: String { "" }
}
