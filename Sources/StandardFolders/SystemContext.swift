/// Everything about the machine that decides the folders, gathered in one value so that the
/// layout is a pure function of it and tests can inject any platform's.
public struct SystemContext: Sendable {
  /// The platform whose rules apply.
  public var platform: Platform
  /// The environment variables (`HOME`, `XDG_*`, `TMPDIR`, `LOCALAPPDATA`, …).
  public var environment: [String: String]
  /// The variables whose values are not UTF-8, which no `String` can hold: the layout ignores
  /// them with a warning, as it ignores a relative value.
  public var unreadableVariables: Set<String>
  /// The home folder from the password database (POSIX) or the profile (Windows), used when
  /// `HOME` (or `USERPROFILE`) is unset or relative. On iOS, the app's container.
  public var accountHome: String?
  /// The user's numeric ID, which names `/run/user/<uid>` and the fallback runtime folder on
  /// Linux.
  public var userID: UInt32
  /// The main bundle's resources folder.
  public var resourcesPath: String
  /// The Windows known folders the system reports (they can be redirected), by the standard
  /// folder each stands for: Documents for ``StandardFolder/publicData``, Downloads, Pictures…
  public var knownFolders: [StandardFolder: String]
  /// The per-user temporary folder the system gives when `TMPDIR` is unset: on Apple
  /// platforms the one Foundation uses (`/var/folders/…/T/`), elsewhere `nil`.
  public var userTemporaryFolder: String?
  /// The bytes of a file, or `nil` when it cannot be read: how `user-dirs.dirs` is read.
  public var readFile: @Sendable (String) -> [UInt8]?
  /// Whether a folder exists (not as a link), belongs to the user and has mode 0700: how
  /// `XDG_RUNTIME_DIR` and `/run/user/<uid>` are chosen, and how the runtime folder's first
  /// level is checked before anything is made inside it.
  public var isPrivateFolder: @Sendable (String) -> Bool

  /// A context made of the given values; files read as missing and no folder counts as
  /// private unless the closures say otherwise.
  public init(
    platform: Platform,
    environment: [String: String],
    unreadableVariables: Set<String> = [],
    accountHome: String? = nil,
    userID: UInt32 = 1000,
    resourcesPath: String = "/",
    knownFolders: [StandardFolder: String] = [:],
    userTemporaryFolder: String? = nil,
    readFile: @escaping @Sendable (String) -> [UInt8]? = { _ in nil },
    isPrivateFolder: @escaping @Sendable (String) -> Bool = { _ in false }
  ) {
    self.platform = platform
    self.environment = environment
    self.unreadableVariables = unreadableVariables
    self.accountHome = accountHome
    self.userID = userID
    self.resourcesPath = resourcesPath
    self.knownFolders = knownFolders
    self.userTemporaryFolder = userTemporaryFolder
    self.readFile = readFile
    self.isPrivateFolder = isPrivateFolder
  }

  /// An absolute path from the environment, or `nil` when the variable is unset, empty or
  /// relative (the XDG rule: relative values are ignored).
  func absolute(_ variable: String) -> String? {
    guard let value = environment[variable], platform.isAbsolute(value) else { return nil }
    return value
  }
}
