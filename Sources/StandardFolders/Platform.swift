/// An operating system family, which decides where each folder goes.
public enum Platform: String, Sendable, CaseIterable, Hashable {
  /// macOS: folders in the user's `~/Library`, named after the app's identifier.
  case macOS = "macos"
  /// iOS, iPadOS, tvOS, watchOS and visionOS: folders inside the app's own container.
  case iOS = "ios"
  /// Linux and other Unix systems: the XDG Base Directory Specification.
  case linux
  /// Windows: known folders and `%LOCALAPPDATA%`.
  case windows

  /// The platform this code runs on.
  public static var current: Platform {
    // Statements, not implicit returns, so that typecheck-apple's self-test can put a line into
    // each branch without turning the others into errors.
    #if os(macOS)
      return .macOS
    #elseif canImport(Darwin)
      return .iOS
    #elseif os(Windows)
      return .windows
    #else
      return .linux
    #endif
  }

  /// Whether `path` is absolute in this platform's path syntax.
  func isAbsolute(_ path: String) -> Bool {
    guard self == .windows else { return path.hasPrefix("/") }
    let bytes = Array(path.utf8)
    if bytes.count >= 2, bytes[0] == UInt8(ascii: "\\"), bytes[1] == UInt8(ascii: "\\") {
      return true
    }
    guard bytes.count >= 3, bytes[1] == UInt8(ascii: ":") else { return false }
    let drive = bytes[0] | 0x20
    let separator = bytes[2] == UInt8(ascii: "\\") || bytes[2] == UInt8(ascii: "/")
    return drive >= UInt8(ascii: "a") && drive <= UInt8(ascii: "z") && separator
  }

  /// `base` followed by `components`, joined with this platform's separator.
  func join(_ base: String, _ components: String...) -> String {
    let separator: Character = self == .windows ? "\\" : "/"
    var path = base
    for component in components {
      if path.last != separator && !(self == .windows && path.last == "/") {
        path.append(separator)
      }
      path += component
    }
    return path
  }
}
