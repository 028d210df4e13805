/// Where every standard folder of one app goes on one platform: a pure function of a
/// ``SystemContext`` and an ``AppIdentity``, computed without touching the disk.
///
/// The paths are strings in the platform's own syntax, so a Windows layout can be computed
/// and shown on Linux. ``StandardDirectories`` turns a layout for this machine into URLs and
/// creates the folders.
public struct DirectoryLayout: Sendable, Equatable {
  /// The platform whose rules made the layout.
  public let platform: Platform
  /// What the computation had to work around, such as an ignored relative `XDG_*` value or a
  /// runtime folder that fell back to the temporary folder.
  public let warnings: [String]
  private let paths: [StandardFolder: String]
  private let rawPaths: [StandardFolder: [UInt8]]

  /// Computes every folder of `identity` under `context`'s rules.
  ///
  /// - Parameter roamingConfiguration: on Windows, put ``StandardFolder/config`` in the
  ///   roaming `%APPDATA%` instead of `%LOCALAPPDATA%`; other platforms ignore it.
  /// - Throws: ``DirectoryError/noHomeDirectory`` when no home folder can be found, and
  ///   ``DirectoryError/invalidIdentity(role:value:)`` for a name that cannot be a folder.
  public init(
    context: SystemContext, identity: AppIdentity, roamingConfiguration: Bool = false
  ) throws(DirectoryError) {
    try identity.validate()
    var rules = LayoutRules(context: context, identity: identity)
    switch context.platform {
    case .macOS, .iOS: paths = try rules.apple()
    case .linux: paths = try rules.xdg()
    case .windows: paths = rules.windows(roamingConfiguration: roamingConfiguration)
    }
    platform = context.platform
    warnings = rules.warnings
    rawPaths = rules.rawPaths
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

  /// `file` (a name or a relative path) inside `folder`, joined without touching the disk.
  public func path(forFile file: String, in folder: StandardFolder) -> String {
    platform.join(path(for: folder), file)
  }
}

/// The working state of one layout computation: the inputs and the warnings so far.
struct LayoutRules {
  let context: SystemContext
  let identity: AppIdentity
  private(set) var warnings: [String] = []
  /// The folders whose paths are bytes that are not UTF-8.
  var rawPaths: [StandardFolder: [UInt8]] = [:]

  init(context: SystemContext, identity: AppIdentity) {
    self.context = context
    self.identity = identity
  }

  var platform: Platform { context.platform }

  /// The absolute value of `variable`, warning when a relative value had to be ignored.
  mutating func variable(_ variable: String) -> String? {
    if let value = context.absolute(variable) { return value }
    if let value = context.environment[variable], !value.isEmpty {
      warnings.append("\(variable)='\(value)' is not an absolute path and is ignored")
    }
    return nil
  }

  /// The home folder: `variable` if absolute, else the account's, else an error.
  mutating func home(from variable: String) throws(DirectoryError) -> String {
    if let home = self.variable(variable) { return home }
    if let home = context.accountHome, platform.isAbsolute(home) { return home }
    throw .noHomeDirectory
  }

  mutating func note(_ warning: String) {
    warnings.append(warning)
  }
}
