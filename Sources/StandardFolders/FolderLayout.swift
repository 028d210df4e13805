/// Where every standard folder of one app goes on one platform: a pure function of a
/// ``SystemContext`` and an ``AppIdentity``, computed without touching the disk.
///
/// The paths are strings in the platform's own syntax, so a Windows layout can be computed
/// and shown on Linux. ``FolderTable`` turns a layout for this machine into URLs and
/// creates the folders.
public struct FolderLayout: Sendable, Equatable {
  /// The platform whose rules made the layout.
  public let platform: Platform
  /// What the computation had to work around, such as an ignored relative `XDG_*` value, a
  /// line of `user-dirs.dirs` that could not be read, or a runtime folder that fell back to
  /// the temporary folder.
  public let warnings: [String]
  private let paths: [StandardFolder: String]
  private let rawPaths: [StandardFolder: [UInt8]]
  private let searchPathLists: [StandardFolder: [String]]
  /// The first level of the runtime folder that creation must find private or make private
  /// before it makes anything inside it; `nil` when the layout already checked the folder
  /// (`XDG_RUNTIME_DIR`, `/run/user/<uid>`) or the platform has no such modes (Windows).
  let runtimeGuard: String?

  /// Computes every folder of `identity` under `context`'s rules.
  ///
  /// - Parameter roamingConfiguration: on Windows, put ``StandardFolder/config`` in the
  ///   roaming `%APPDATA%` instead of `%LOCALAPPDATA%`; other platforms ignore it.
  /// - Throws: ``FolderError/noHomeDirectory`` when no home folder can be found, and
  ///   ``FolderError/invalidIdentity(role:value:)`` for a name that cannot be a folder.
  public init(
    context: SystemContext, identity: AppIdentity, roamingConfiguration: Bool = false
  ) throws(FolderError) {
    try identity.validate(for: context.platform)
    var rules = LayoutRules(context: context, identity: identity)
    switch context.platform {
    case .macOS, .iOS: paths = try rules.apple()
    case .linux: paths = try rules.xdg()
    case .windows: paths = rules.windows(roamingConfiguration: roamingConfiguration)
    }
    platform = context.platform
    warnings = rules.warnings
    rawPaths = rules.rawPaths
    searchPathLists = rules.searchPaths
    runtimeGuard = context.platform == .windows ? nil : rules.runtimeGuard
  }

  /// The folder for `folder`.
  public func path(for folder: StandardFolder) -> String {
    paths[folder] ?? ""
  }

  /// The bytes of the folder's path, for system calls. They differ from ``path(for:)`` only
  /// for a folder named in `user-dirs.dirs` by bytes that are not UTF-8, which a `String`
  /// cannot hold (a Linux path is bytes); ``warnings`` says when that happened.
  public func fileSystemPath(for folder: StandardFolder) -> [UInt8] {
    rawPaths[folder] ?? Array(path(for: folder).utf8)
  }

  /// Whether ``path(for:)`` names the folder exactly, so that a `URL` made from it does.
  public func isRepresentable(_ folder: StandardFolder) -> Bool {
    rawPaths[folder] == nil
  }

  /// The folders to look in, in order, for data or configuration the app reads but may not
  /// write: the user's own folder first, then the system's.
  ///
  /// For ``StandardFolder/privateData``: on Linux each of `XDG_DATA_DIRS` (default
  /// `/usr/local/share:/usr/share`) with the app's folder; on macOS
  /// `/Library/Application Support/<id>`; on Windows `%PROGRAMDATA%\<org>\<app>`. For
  /// ``StandardFolder/config``: `XDG_CONFIG_DIRS` (default `/etc/xdg`) on Linux and the same
  /// system folders elsewhere. Any other folder, and everything on iOS, has only its own.
  public func searchPaths(for folder: StandardFolder) -> [String] {
    searchPathLists[folder] ?? [path(for: folder)]
  }

  /// `file` inside `folder`, joined without touching the disk.
  ///
  /// - Parameter file: a name, or names joined by `/`.
  /// - Throws: ``FolderError/invalidName(_:)`` when `file` is absolute or has an empty,
  ///   `.` or `..` level, a `\` or a NUL, and so could name something outside `folder`.
  public func path(forFile file: String, in folder: StandardFolder) throws(FolderError)
    -> String
  {
    try PathName.validate(relativePath: file)
    let levels = file.split(separator: "/").map(String.init)
    return levels.reduce(path(for: folder)) { platform.join($0, $1) }
  }
}

/// The working state of one layout computation: the inputs and what it found so far.
struct LayoutRules {
  let context: SystemContext
  let identity: AppIdentity
  private(set) var warnings: [String] = []
  /// The folders whose paths are bytes that are not UTF-8.
  var rawPaths: [StandardFolder: [UInt8]] = [:]
  /// The ordered lists of ``FolderLayout/searchPaths(for:)``, where they are more than one
  /// folder.
  var searchPaths: [StandardFolder: [String]] = [:]
  /// See ``FolderLayout/runtimeGuard``.
  var runtimeGuard: String?

  init(context: SystemContext, identity: AppIdentity) {
    self.context = context
    self.identity = identity
  }

  var platform: Platform { context.platform }

  /// The absolute value of `variable`, warning when a relative value, or one that is not
  /// UTF-8, had to be ignored.
  mutating func variable(_ variable: String) -> String? {
    guard isReadable(variable) else { return nil }
    if let value = context.absolute(variable) { return value }
    if let value = context.environment[variable], !value.isEmpty {
      warnings.append("\(variable)='\(value)' is not an absolute path and is ignored")
    }
    return nil
  }

  /// The home folder: `variable` if absolute, else the account's, else an error. On POSIX
  /// systems the value loses its trailing slashes, as Python's `expanduser` (and so
  /// platformdirs) reads it: `///` is `/`, and `/home/u/` is `/home/u`.
  mutating func home(from variable: String) throws(FolderError) -> String {
    if var home = self.variable(variable) {
      if platform != .windows {
        while home.count > 1, home.hasSuffix("/") { home.removeLast() }
      }
      return home
    }
    if let home = context.accountHome, platform.isAbsolute(home) { return home }
    throw .noHomeDirectory
  }

  /// Whether `variable`'s value could be read, warning when it is not UTF-8.
  mutating func isReadable(_ variable: String) -> Bool {
    guard context.unreadableVariables.contains(variable) else { return true }
    note("\(variable) is not UTF-8 and is ignored")
    return false
  }

  mutating func note(_ warning: String) {
    warnings.append(warning)
  }

  /// The app's own folder in `base`: named after the identifier on Apple platforms, after the
  /// name elsewhere, below the organisation on Windows, and with the version below it.
  func appFolder(in base: String) -> String {
    let folder: String
    switch platform {
    case .macOS, .iOS: folder = platform.join(base, identity.identifier)
    case .linux: folder = platform.join(base, identity.name)
    case .windows:
      folder =
        identity.organization.map { platform.join(base, $0, identity.name) }
        ?? platform.join(base, identity.name)
    }
    return versioned(folder)
  }

  /// `folder` with the identity's version below it, when it has one.
  func versioned(_ folder: String) -> String {
    identity.version.map { platform.join(folder, $0) } ?? folder
  }
}
