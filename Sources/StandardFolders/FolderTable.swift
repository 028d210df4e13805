import Foundation

/// The app's standard folders on this machine, as URLs, created on first use.
///
/// ```swift
/// let folders = try FolderTable(
///   identity: AppIdentity(name: "Demo", identifier: "com.example.Demo"))
/// let cache = try folders.url(for: .cache)          // created, mode 0700
/// let file = try folders.url(forFile: "feed.json", in: .cache)  // joined, nothing touched
/// ```
///
/// The value is cheap to copy and safe to share between threads; pass it to the code that
/// stores files, and give that code ``init(isolatedAt:identity:platform:)`` in tests.
public struct FolderTable: Sendable {
  /// The identity the folders are named after.
  public let identity: AppIdentity
  /// Every folder's path, computed once when the value is made.
  public let layout: FolderLayout
  private let context: SystemContext

  /// The folders of `identity` under `context`'s rules.
  ///
  /// - Parameter roamingConfiguration: on Windows, keep ``StandardFolder/config`` in the
  ///   roaming `%APPDATA%`.
  /// - Throws: the ``FolderLayout`` errors, and ``FolderError/foreignPlatform(_:)`` for
  ///   a Windows layout on another system or the other way round, whose paths cannot be URLs
  ///   here.
  public init(
    identity: AppIdentity = .current, context: SystemContext = .current,
    roamingConfiguration: Bool = false
  ) throws(FolderError) {
    guard (context.platform == .windows) == (Platform.current == .windows) else {
      throw .foreignPlatform(context.platform)
    }
    self.identity = identity
    self.context = context
    layout = try FolderLayout(
      context: context, identity: identity, roamingConfiguration: roamingConfiguration)
  }

  /// Folders that all live under `root`, for tests: `root` stands for the home folder, the
  /// temporary folder is `root/tmp` and the resources `root/Resources`; the real environment
  /// is not read.
  public init(
    isolatedAt root: URL, identity: AppIdentity = .current, platform: Platform = .current
  ) throws(FolderError) {
    let home = root.standardizedFileURL.path
    let temporary = platform.join(home, "tmp")
    let environment =
      platform == .windows
      ? ["USERPROFILE": home, "TEMP": temporary] : ["HOME": home, "TMPDIR": temporary]
    let machine = SystemContext.current
    // Only folders under `root` may count as private, so the real `/run/user/<uid>` is not
    // chosen for the runtime folder.
    let isPrivateFolder = machine.isPrivateFolder
    try self.init(
      identity: identity,
      context: SystemContext(
        platform: platform, environment: environment, accountHome: home,
        userID: machine.userID, resourcesPath: platform.join(home, "Resources"),
        isPrivateFolder: { $0.hasPrefix(home + "/") && isPrivateFolder($0) }))
  }

  /// The folder for `folder`, created first when it is the app's own.
  ///
  /// Private, cache, offline, config, state, logs and runtime folders are created with every
  /// missing level (mode 0700 on POSIX systems), and offline data (and the cache on Linux) is
  /// marked to be left out of backups. The runtime folder's first level in a shared folder
  /// (`runtime-<uid>` in the temporary folder on Linux, `<id>` in the temporary folder on
  /// Apple platforms) is made private first, or checked when it exists, before anything is
  /// made inside it. Public data, temporary, resources and the user's folders belong to the
  /// user or the system and are returned as they are, never created.
  ///
  /// - Throws: ``FolderError`` naming the path when a folder cannot be created or marked,
  ///   ``FolderError/insecureRuntimeFolder(path:)`` when that first runtime level is not a
  ///   folder of the user's own with mode 0700, and
  ///   ``FolderError/unrepresentablePath(path:)`` for a path a `URL` cannot name.
  public func url(for folder: StandardFolder) throws(FolderError) -> URL {
    let path = layout.path(for: folder)
    guard layout.isRepresentable(folder) else { throw .unrepresentablePath(path: path) }
    let url = URL(fileURLWithPath: path, isDirectory: true)
    guard folder.isCreatedOnFirstUse else { return url }
    if folder == .runtime, let guarded = layout.runtimeGuard {
      try FolderCreator.create(parentOf(guarded))
      try FolderCreator.createLevel(guarded)
      guard context.isPrivateFolder(guarded) else { throw .insecureRuntimeFolder(path: guarded) }
    }
    try FolderCreator.create(path)
    if folder.isExcludedFromBackup(on: layout.platform) {
      try BackupExclusion.exclude(url, appName: identity.name)
    }
    return url
  }

  /// `file` in `folder`, joined without touching the disk.
  ///
  /// - Parameter file: a name, or names joined by `/`.
  /// - Throws: ``FolderError/invalidName(_:)`` when `file` could name something outside
  ///   `folder` (see ``FolderLayout/path(forFile:in:)``).
  public func url(forFile file: String, in folder: StandardFolder) throws(FolderError) -> URL {
    URL(fileURLWithPath: try layout.path(forFile: file, in: folder), isDirectory: false)
  }

  private func parentOf(_ path: String) -> String {
    URL(fileURLWithPath: path).deletingLastPathComponent().path
  }
}
