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
  /// The line the finding is about: 1 for a file as a whole (assets have no lines; Xcode and
  /// SwiftPM need one to show the finding against the file), the setting's line in a
  /// configuration file.
  package var line: Int

  package init(_ severity: Severity, _ path: String, _ message: String, line: Int = 1) {
    self.severity = severity
    self.path = path
    self.message = message
    self.line = line
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

  package var description: String {
    "\(printedPath):\(line): \(severity.rawValue): \(message)"
  }

  /// The path with control characters escaped (`\t`, `\n`, `\u{1B}`), so that a file name
  /// holding one cannot break the one-line form a build reads.
  private var printedPath: String {
    guard path.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    else { return path }
    return path.unicodeScalars.map { scalar in
      scalar.properties.generalCategory == .control
        ? scalar.escaped(asASCII: true) : String(scalar)
    }.joined()
  }

  /// The finding as a build shows it: in strict mode every warning fails the build, so it is
  /// printed as the error it is.
  package func printed(strict: Bool) -> String {
    guard strict, severity == .warning else { return description }
    return "\(printedPath):\(line): error: \(message) (a warning; strict mode fails the build)"
  }
}
