/// A kind of data, and so a standard folder: the original's six, four more for the app's own
/// data, and the user's own folders for media and the desktop.
public enum StandardFolder: String, Sendable, CaseIterable, Hashable {
  /// User documents, visible to the user (the original's `publicDataPath`).
  case publicData = "public"
  /// The app's own data, not meant for the user to edit (`privateDataPath`).
  case privateData = "private"
  /// Data that can be downloaded or computed again; the system may delete it (`cacheDataPath`).
  case cache
  /// Data kept until the app deletes it but left out of backups (`offlineDataPath`).
  case offline
  /// Scratch files that may vanish once the app quits (`temporaryDataPath`).
  case temporary
  /// The app's read-only resources (`resourcePath`).
  case resources
  /// Settings the user or the app writes.
  case config
  /// State worth keeping between runs but not worth backing up: history, recent files.
  case state
  /// Log files.
  case logs
  /// Sockets, pipes and lock files that live as long as the user's session.
  case runtime
  /// The user's downloads.
  case downloads
  /// The user's pictures.
  case pictures
  /// The user's music.
  case music
  /// The user's videos (`Movies` on macOS).
  case videos
  /// The user's desktop.
  case desktop
  /// The user's document templates.
  case templates
  /// The folder the user shares with others on the network.
  case publicShare = "public-share"

  /// Whether the folder is the app's own, so asking for it creates it.
  ///
  /// Public data, temporary, resources and the user's folders belong to the user or the system
  /// and are never created.
  public var isCreatedOnFirstUse: Bool {
    switch self {
    case .privateData, .cache, .offline, .config, .state, .logs, .runtime: true
    default: false
    }
  }

  /// Whether backups should skip the folder on `platform`.
  ///
  /// Offline data everywhere; on Linux also the cache, which the system never excludes there.
  public func isExcludedFromBackup(on platform: Platform) -> Bool {
    self == .offline || (self == .cache && platform == .linux)
  }
}
