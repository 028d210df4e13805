/// A finding about the input, printed in one place as `path:line: severity: message`, the form
/// SwiftPM and Xcode show next to the file.
package struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
  /// How bad a finding is.
  package enum Severity: String, Hashable, Sendable, Comparable {
    case warning
    case error

    package static func < (lhs: Severity, rhs: Severity) -> Bool {
      lhs == .warning && rhs == .error
    }
  }

  package var severity: Severity
  /// The file the finding is about, relative to the scanned folder (or as the user gave it).
  package var path: String
  package var message: String

  package init(_ severity: Severity, _ path: String, _ message: String) {
    self.severity = severity
    self.path = path
    self.message = message
  }

  /// The order findings are reported in, total so that no two processes print them differently:
  /// errors first, then by path and message as bytes (`String`'s `<` ties on names equal in
  /// Unicode but spelled apart).
  package static func reportOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
    if lhs.severity != rhs.severity { return lhs.severity > rhs.severity }
    if !lhs.path.utf8.elementsEqual(rhs.path.utf8) {
      return ByteOrder.precedes(lhs.path, rhs.path)
    }
    return ByteOrder.precedes(lhs.message, rhs.message)
  }

  /// File names carry no lines, so every finding points at line 1, which is what makes Xcode and
  /// SwiftPM show it against the file.
  package var description: String { "\(path):1: \(severity.rawValue): \(message)" }
}
