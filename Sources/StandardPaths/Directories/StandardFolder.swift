/// A kind of data, and so a standard folder: the original's six and four more.
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

  /// Whether the folder is the app's own, so asking for it creates it.
  ///
  /// Public data, temporary and resources are shared or read-only and are never created.
  public var isCreatedOnFirstUse: Bool {
    switch self {
    case .publicData, .temporary, .resources: false
    default: true
    }
  }

  /// Whether backups should skip the folder on `platform`.
  ///
  /// Offline data everywhere; on Linux also the cache, which the system never excludes there.
  public func isExcludedFromBackup(on platform: Platform) -> Bool {
    self == .offline || (self == .cache && platform == .linux)
  }
}
