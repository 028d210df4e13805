import Foundation
import StandardFolders
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Creating folders on a real disk: modes, races, backup tags and errors.
@Suite struct CreationTests {
  static let identity = AppIdentity(name: "Demo", identifier: "com.example.Demo")

  static func mode(_ path: String) -> mode_t? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return status.st_mode & 0o7777
  }

  @Test func createdLevelsAreOwnerOnlyAndExistingOnesKeepTheirMode() throws {
    let root = try TemporaryFolder(files: [])
    defer { root.remove() }
    let home = root.url.path
    try FileManager.default.createDirectory(
      atPath: home + "/.local", withIntermediateDirectories: false,
      attributes: [.posixPermissions: 0o755])
    let folders = try FolderTable(
      isolatedAt: root.url, identity: Self.identity, platform: .linux)
    let offline = try folders.url(for: .offline)
    #expect(offline.path == home + "/.local/share/Demo/Offline Data")
    #expect(Self.mode(home + "/.local") == 0o755)
    for level in ["/.local/share", "/.local/share/Demo", "/.local/share/Demo/Offline Data"] {
      #expect(Self.mode(home + level) == 0o700, "\(level)")
    }
  }

  @Test func everyOwnFolderIsCreatedAndSharedOnesAreNot() throws {
    let root = try TemporaryFolder(files: [])
    defer { root.remove() }
    let folders = try FolderTable(
      isolatedAt: root.url, identity: Self.identity, platform: .linux)
    for folder in StandardFolder.allCases {
      let url = try folders.url(for: folder)
      var isFolder: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
      #expect(exists == folder.isCreatedOnFirstUse, "\(folder)")
      #expect(!exists || isFolder.boolValue)
      #expect(url.path.hasPrefix(root.url.standardizedFileURL.path), "\(folder) \(url.path)")
    }
  }

  @Test func manyTasksCreatingTheSameNestedFolderAllSucceed() async throws {
    let root = try TemporaryFolder(files: [])
    defer { root.remove() }
    let folders = try FolderTable(
      isolatedAt: root.url, identity: Self.identity, platform: .linux)
    let nested = try folders.caches.appending(Thumbnails.self).appending(Thumbnails.Large_Ones.self)
    let results = await withTaskGroup(of: Result<URL, FolderError>.self) { group in
      for _ in 0..<64 {
        group.addTask { Result { () throws(FolderError) in try nested.create() } }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results.count == 64)
    for result in results { #expect(try result.get() == nested.url) }
    #expect(Self.mode(nested.url.path) == 0o700)
  }

  @Test(
    .disabled(
      if: HostSystem.isDarwin,
      """
      Apple platforms keep a folder out of backups with the isExcludedFromBackup resource value, \
      not a CACHEDIR.TAG (offlineAndCacheAreExcludedFromBackups checks it there)
      """))
  func offlineAndCacheCarryACacheDirectoryTag() throws {
    let root = try TemporaryFolder(files: [])
    defer { root.remove() }
    let folders = try FolderTable(
      isolatedAt: root.url, identity: Self.identity, platform: .linux)
    for folder in [StandardFolder.offline, .cache] {
      let tag = try folders.url(for: folder).appendingPathComponent("CACHEDIR.TAG")
      let text = try String(contentsOf: tag, encoding: .utf8)
      #expect(text.hasPrefix("Signature: 8a477f597d28d172789f06886806bc55\n"))
      #expect(text.contains("created by Demo"))
    }
    let privateData = try folders.url(for: .privateData)
    #expect(
      !FileManager.default.fileExists(
        atPath: privateData.appendingPathComponent("CACHEDIR.TAG").path))
  }

  /// What Apple platforms do instead of the tag: the resource value that Time Machine and the
  /// iCloud backup read, on the folder itself.
  @Test(
    .enabled(
      if: HostSystem.isDarwin,
      "the isExcludedFromBackup resource value is Apple's; elsewhere the folders carry a CACHEDIR.TAG"
    ))
  func offlineAndCacheAreExcludedFromBackups() throws {
    #if canImport(Darwin)
      let root = try TemporaryFolder(files: [])
      defer { root.remove() }
      let folders = try FolderTable(
        isolatedAt: root.url, identity: Self.identity, platform: .linux)
      for folder in [StandardFolder.offline, .cache, .privateData] {
        // A URL of its own, so that no value cached in the one returned is read back.
        let url = URL(fileURLWithPath: try folders.url(for: folder).path, isDirectory: true)
        let values = try url.resourceValues(forKeys: [.isExcludedFromBackupKey])
        #expect(values.isExcludedFromBackup == (folder != .privateData), "\(folder)")
        #expect(!FileManager.default.fileExists(atPath: url.path + "/CACHEDIR.TAG"), "\(folder)")
      }
    #endif
  }

  @Test func aFileInTheWayIsAnErrorNamingIt() throws {
    let root = try TemporaryFolder(files: [".local/share"])
    defer { root.remove() }
    let folders = try FolderTable(
      isolatedAt: root.url, identity: Self.identity, platform: .linux)
    let blocker = root.url.standardizedFileURL.path + "/.local/share"
    #expect(throws: FolderError.notAFolder(path: blocker)) { try folders.url(for: .privateData) }
    #expect(throws: FolderError.notAFolder(path: blocker)) { try folders.url(for: .offline) }
    // The path may come from a variable that names a real file: the variable is the fix then.
    #expect(
      FolderError.notAFolder(path: blocker).description
        == "\(blocker) is a file where a folder should be; move it away, or, when HOME or an "
        + "XDG_* variable gives this path, point the variable at a folder")
  }

  @Test(
    .disabled(
      if: geteuid() == 0 && !FileManager.default.fileExists(atPath: "/proc"),
      "the superuser writes through any mode; the test then needs Linux's read-only /proc"))
  func anUnwritableParentIsAnErrorNamingThePath() throws {
    let root = try TemporaryFolder(files: [])
    defer { root.remove() }
    // The superuser writes through any mode, so under root a read-only file system stands in.
    let parent = geteuid() == 0 ? "/proc" : root.url.path + "/locked"
    if geteuid() != 0 {
      try FileManager.default.createDirectory(
        atPath: parent, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o500])
    }
    let context = SystemContext(platform: .linux, environment: ["HOME": parent + "/home"])
    let folders = try FolderTable(identity: Self.identity, context: context)
    do {
      _ = try folders.url(for: .cache)
      Issue.record("creating below \(parent) succeeded")
    } catch {
      guard case .cannotCreate(let path, let reason) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(path == parent + "/home")
      #expect(!reason.isEmpty)
      #expect(error.description.contains(parent + "/home"))
      // Under root the reason is /proc's refusal, not permissions: the advice names the usual
      // reasons rather than assuming one.
      #expect(
        error.description.contains(
          "fix that cause (make the parent writable by this user, free space, or mount the disk "
            + "writable)"))
    }
  }

  @Test func aRuntimeFolderOpenToOthersIsRefused() throws {
    let root = try TemporaryFolder(files: [])
    defer { root.remove() }
    let folders = try FolderTable(
      isolatedAt: root.url, identity: Self.identity, platform: .linux)
    let runtime = try folders.url(for: .runtime)
    #expect(runtime.lastPathComponent == "Demo")
    let parent = runtime.deletingLastPathComponent().path
    #expect(Self.mode(parent) == 0o700)
    chmod(parent, 0o755)
    #expect(throws: FolderError.insecureRuntimeFolder(path: parent)) {
      try folders.url(for: .runtime)
    }
  }
}

/// A custom folder, declared the AppFolder way.
enum Thumbnails: FolderKind {
  enum Large_Ones: FolderKind {}
}
