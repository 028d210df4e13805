extension LayoutRules {
  /// The user's folders: the `user-dirs.dirs` key, then the default below the home folder.
  private static let userFolders: [(StandardFolder, key: String, default: String)] = [
    (.publicData, "DOCUMENTS", "Documents"), (.downloads, "DOWNLOAD", "Downloads"),
    (.pictures, "PICTURES", "Pictures"), (.music, "MUSIC", "Music"),
    (.videos, "VIDEOS", "Videos"), (.desktop, "DESKTOP", "Desktop"),
    (.templates, "TEMPLATES", "Templates"), (.publicShare, "PUBLICSHARE", "Public"),
  ]

  /// Linux: the XDG Base Directory Specification, and `user-dirs.dirs` for the user's folders.
  mutating func xdg() throws(FolderError) -> [StandardFolder: String] {
    let home = try home(from: "HOME")
    let configHome = variable("XDG_CONFIG_HOME") ?? platform.join(home, ".config")
    let dataHome = variable("XDG_DATA_HOME") ?? platform.join(home, ".local", "share")
    let cacheHome = variable("XDG_CACHE_HOME") ?? platform.join(home, ".cache")
    let stateHome = variable("XDG_STATE_HOME") ?? platform.join(home, ".local", "state")
    let temporary = variable("TMPDIR") ?? "/tmp"
    let privateData = appFolder(in: dataHome)
    let config = appFolder(in: configHome)
    let state = appFolder(in: stateHome)
    var paths: [StandardFolder: String] = [
      .privateData: privateData,
      .cache: appFolder(in: cacheHome),
      .offline: platform.join(privateData, "Offline Data"),
      .temporary: temporary,
      .resources: context.resourcesPath,
      .config: config,
      .state: state,
      .logs: platform.join(state, "log"),
      .runtime: runtime(temporary: temporary),
    ]
    let userDirectories = self.userDirectories(configHome: configHome, home: home)
    for (folder, key, fallback) in Self.userFolders {
      paths[folder] =
        userFolder(folder, key, in: userDirectories) ?? variable("XDG_\(key)_DIR")
        ?? platform.join(home, fallback)
    }
    searchPaths[.privateData] =
      [privateData]
      + list("XDG_DATA_DIRS", default: ["/usr/local/share", "/usr/share"]).map(appFolder)
    searchPaths[.config] = [config] + list("XDG_CONFIG_DIRS", default: ["/etc/xdg"]).map(appFolder)
    return paths
  }

  /// The absolute folders of the colon-separated `variable`, or `fallback` when it names none;
  /// empty entries are skipped and relative ones warned about, as with single folders.
  private mutating func list(_ variable: String, default fallback: [String]) -> [String] {
    guard isReadable(variable) else { return fallback }
    let entries = (context.environment[variable] ?? "").split(separator: ":").map(String.init)
    let absolute = entries.filter(platform.isAbsolute)
    for entry in entries where !platform.isAbsolute(entry) {
      note("\(variable) entry '\(entry)' is not an absolute path and is ignored")
    }
    return absolute.isEmpty ? fallback : absolute
  }

  /// `user-dirs.dirs` in the config home, read when it exists, its unreadable lines noted.
  private mutating func userDirectories(configHome: String, home: String) -> UserDirectories? {
    let file = platform.join(configHome, "user-dirs.dirs")
    guard let bytes = context.readFile(file) else { return nil }
    let directories = UserDirectories(parsing: bytes, home: home, file: file)
    for warning in directories.warnings { note(warning) }
    return directories
  }

  /// The folder `user-dirs.dirs` names `key`, if any. A value that is not UTF-8 is kept as
  /// bytes for `folder`, and its text shows each byte that is not UTF-8 as U+FFFD.
  private mutating func userFolder(
    _ folder: StandardFolder, _ key: String, in directories: UserDirectories?
  ) -> String? {
    guard let bytes = directories?.folders[key] else { return nil }
    let text = String(decoding: bytes, as: UTF8.self)
    if Array(text.utf8) != bytes {
      rawPaths[folder] = bytes
      note(
        "XDG_\(key)_DIR in user-dirs.dirs is not UTF-8; it is shown as '\(text)', and "
          + "fileSystemPath(for:) has its bytes")
    }
    return text
  }

  /// `$XDG_RUNTIME_DIR/<app>` when that folder is the user's own with mode 0700, else
  /// `/run/user/<uid>/<app>` when that one is, else `<temporary>/runtime-<uid>/<app>`, whose
  /// `runtime-<uid>` is checked before anything is made in it.
  private mutating func runtime(temporary: String) -> String {
    if let runtime = variable("XDG_RUNTIME_DIR") {
      if context.isPrivateFolder(runtime) { return appFolder(in: runtime) }
      note(
        "XDG_RUNTIME_DIR='\(runtime)' is not a folder of this user's with mode 0700 that no "
          + "other user can rename (it may not exist, or a folder above it may be writable by "
          + "all); point XDG_RUNTIME_DIR at such a folder")
    }
    let session = "/run/user/\(context.userID)"
    if context.isPrivateFolder(session) { return appFolder(in: session) }
    let parent = platform.join(temporary, "runtime-\(context.userID)")
    runtimeGuard = parent
    let fallback = appFolder(in: parent)
    note("no usable XDG_RUNTIME_DIR or \(session); the runtime folder falls back to \(fallback)")
    return fallback
  }
}
