extension LayoutRules {
  /// macOS: `~/Library/…/<identifier>`. iOS and the other Apple platforms: the container's
  /// `Documents`, `Library` and `tmp`, with no app folder, since the container is the app's.
  mutating func apple() throws(DirectoryError) -> [StandardFolder: String] {
    let home = try home(from: "HOME")
    let library = platform.join(home, "Library")
    let (platform, identifier) = (platform, identity.identifier)
    let ownFolder: (String) -> String =
      platform == .macOS ? { platform.join($0, identifier) } : { $0 }
    let privateData = ownFolder(platform.join(library, "Application Support"))
    let fallbackTemporary = platform == .macOS ? "/tmp" : platform.join(home, "tmp")
    let temporary = variable("TMPDIR") ?? fallbackTemporary
    return [
      .publicData: platform.join(home, "Documents"),
      .privateData: privateData,
      .cache: ownFolder(platform.join(library, "Caches")),
      .offline: platform.join(privateData, "Offline Data"),
      .temporary: temporary,
      .resources: context.resourcesPath,
      .config: privateData,
      .state: privateData,
      .logs: ownFolder(platform.join(library, "Logs")),
      .runtime: platform.join(temporary, identity.identifier),
    ]
  }

  /// Linux: the XDG Base Directory Specification, and `user-dirs.dirs` for documents.
  mutating func xdg() throws(DirectoryError) -> [StandardFolder: String] {
    let home = try home(from: "HOME")
    let app = identity.name
    let configHome = variable("XDG_CONFIG_HOME") ?? platform.join(home, ".config")
    let dataHome = variable("XDG_DATA_HOME") ?? platform.join(home, ".local", "share")
    let cacheHome = variable("XDG_CACHE_HOME") ?? platform.join(home, ".cache")
    let stateHome = variable("XDG_STATE_HOME") ?? platform.join(home, ".local", "state")
    let temporary = variable("TMPDIR") ?? "/tmp"
    let userDirectories = self.userDirectories(configHome: configHome, home: home)
    let documents =
      userFolder(.publicData, "DOCUMENTS", in: userDirectories)
      ?? variable("XDG_DOCUMENTS_DIR") ?? platform.join(home, "Documents")
    let privateData = platform.join(dataHome, app)
    let state = platform.join(stateHome, app)
    return [
      .publicData: documents,
      .privateData: privateData,
      .cache: platform.join(cacheHome, app),
      .offline: platform.join(privateData, "Offline Data"),
      .temporary: temporary,
      .resources: context.resourcesPath,
      .config: platform.join(configHome, app),
      .state: state,
      .logs: platform.join(state, "log"),
      .runtime: runtime(temporary: temporary),
    ]
  }

  /// `user-dirs.dirs` in the config home, read when it exists, its unreadable lines noted.
  private mutating func userDirectories(configHome: String, home: String) -> UserDirectories? {
    let file = platform.join(configHome, "user-dirs.dirs")
    guard let bytes = context.readFile(file) else { return nil }
    let directories = UserDirectories(parsing: bytes, home: home, file: file)
    for warning in directories.warnings { note(warning) }
    return directories
  }

  /// The folder `user-dirs.dirs` names `name`, if any. A value that is not UTF-8 is kept as
  /// bytes for `folder`, and its text shows each byte that is not UTF-8 as U+FFFD.
  private mutating func userFolder(
    _ folder: StandardFolder, _ name: String, in directories: UserDirectories?
  ) -> String? {
    guard let bytes = directories?.folders[name] else { return nil }
    let text = String(decoding: bytes, as: UTF8.self)
    if Array(text.utf8) != bytes {
      rawPaths[folder] = bytes
      note(
        "XDG_\(name)_DIR in user-dirs.dirs is not UTF-8; it is shown as '\(text)', and "
          + "fileSystemPath(for:) has its bytes")
    }
    return text
  }

  /// `$XDG_RUNTIME_DIR/<app>` when that folder is the user's own with mode 0700, else
  /// `<temporary>/runtime-<uid>/<app>`, which creation checks the same way.
  private mutating func runtime(temporary: String) -> String {
    if let runtime = variable("XDG_RUNTIME_DIR") {
      if context.isPrivateFolder(runtime) { return platform.join(runtime, identity.name) }
      note("XDG_RUNTIME_DIR='\(runtime)' is not a folder of this user's with mode 0700")
    }
    let fallback = platform.join(temporary, "runtime-\(context.userID)", identity.name)
    note("no usable XDG_RUNTIME_DIR; the runtime folder falls back to \(fallback)")
    return fallback
  }

  /// Windows: `%LOCALAPPDATA%\<org>\<app>` for the app's data, the Documents known folder,
  /// and `%TEMP%`. Unset variables default to `%USERPROFILE%\AppData\Local`,
  /// `%USERPROFILE%\AppData\Roaming` and `%LOCALAPPDATA%\Temp`; an unset `USERPROFILE` to
  /// the account's profile, else `C:\Users\<USERNAME or USER>`, else (with a warning) the
  /// literal template `C:\Users\%USERNAME%`.
  mutating func windows(roamingConfiguration: Bool) -> [StandardFolder: String] {
    let profile: String
    if let found = try? home(from: "USERPROFILE") {
      profile = found
    } else if let user = context.environment["USERNAME"] ?? context.environment["USER"],
      !user.isEmpty
    {
      profile = platform.join(#"C:\Users"#, user)
    } else {
      profile = #"C:\Users\%USERNAME%"#
      note("USERPROFILE, USERNAME and USER are unset; the profile is shown as \(profile)")
    }
    let local = variable("LOCALAPPDATA") ?? platform.join(profile, "AppData", "Local")
    let roaming = variable("APPDATA") ?? platform.join(profile, "AppData", "Roaming")
    let temporary = variable("TEMP") ?? platform.join(local, "Temp")
    let (platform, identity) = (platform, identity)
    let ownFolder = { (base: String) in
      identity.organization.map { platform.join(base, $0, identity.name) }
        ?? platform.join(base, identity.name)
    }
    let privateData = ownFolder(local)
    return [
      .publicData: context.knownDocumentsFolder ?? platform.join(profile, "Documents"),
      .privateData: privateData,
      .cache: platform.join(privateData, "Cache"),
      .offline: platform.join(privateData, "Offline Data"),
      .temporary: temporary,
      .resources: context.resourcesPath,
      .config: roamingConfiguration ? ownFolder(roaming) : privateData,
      .state: privateData,
      .logs: platform.join(privateData, "Logs"),
      .runtime: ownFolder(temporary),
    ]
  }
}
