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

  /// File names carry no lines, so every finding points at line 1, which is what makes Xcode and
  /// SwiftPM show it against the file.
  package var description: String { "\(path):1: \(severity.rawValue): \(message)" }
}
