/// A finding about the input, printed in one place as `path:line: severity: message [rule-id]`,
/// the form SwiftPM and Xcode show next to the file, with the ID of the rule that found it, which
/// the configuration's `rules` and `exempt` name.
package struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
  /// How bad a finding is.
  package enum Severity: String, Hashable, Sendable, Comparable {
    case warning
    case error

    package static func < (lhs: Severity, rhs: Severity) -> Bool {
      lhs == .warning && rhs == .error
    }
  }

  /// The rule that found it.
  package var rule: Rule.ID
  /// Its rule's severity, until the configuration's `rules` set another.
  package var severity: Severity
  /// The file the finding is about, relative to the scanned folder (or as the user gave it).
  package var path: String
  package var message: String
  /// The line the finding is about: 1 for a file as a whole (assets have no lines; Xcode and
  /// SwiftPM need one to show the finding against the file), the setting's line in a
  /// configuration file.
  package var line: Int
  /// Further files the finding concerns, each printed on a line of its own after it.
  package var notes: [Note] = []
  /// What the finding is about, for the report's sections: its rule's topic.
  package var topic: Topic { Rules.rule(rule).topic }

  /// What a finding is about.
  package enum Topic: String, Hashable, Sendable, CaseIterable {
    /// The generator's checks of the assets and the configuration.
    case checks
    /// An asset no source references.
    case unused
    /// An asset catalog.
    case catalog
    /// Files that hold the same bytes.
    case duplicate
  }

  /// A file a finding also concerns: `path:1: note: message`.
  package struct Note: Hashable, Sendable {
    package var path: String
    package var message: String

    package init(path: String, _ message: String) {
      self.path = path
      self.message = message
    }
  }

  /// A finding of `rule`, with the rule's severity (a warning for a rule that is off unless
  /// the configuration turns it on).
  package init(_ rule: Rule.ID, _ path: String, _ message: String, line: Int = 1) {
    self.rule = rule
    severity = Rules.rule(rule).level.severity ?? .warning
    self.path = path
    self.message = message
    self.line = line
  }

  /// The order findings are reported in, total so that no two processes print them differently:
  /// errors first, then by path, line, message and rule, paths and messages as bytes (`String`'s `<`
  /// ties on names equal in Unicode but spelled apart).
  package static func reportOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
    if lhs.severity != rhs.severity { return lhs.severity > rhs.severity }
    let paths = UTF8Order.compare(lhs.path, rhs.path)
    if paths != 0 { return paths < 0 }
    if lhs.line != rhs.line { return lhs.line < rhs.line }
    if lhs.message != rhs.message { return UTF8Order.precedes(lhs.message, rhs.message) }
    return lhs.rule.rawValue < rhs.rule.rawValue
  }

  package var description: String {
    "\(OneLine.escaped(path)):\(line): \(severity.rawValue): \(OneLine.escaped(message)) "
      + "[\(rule.rawValue)]" + printedNotes
  }

  private var printedNotes: String {
    notes.map { "\n\(OneLine.escaped($0.path)):1: note: \(OneLine.escaped($0.message))" }.joined()
  }

  /// The finding as a build shows it: in strict mode every warning fails the build, so it is
  /// printed as the error it is.
  package func printed(strict: Bool) -> String {
    guard strict, severity == .warning else { return description }
    return
      "\(OneLine.escaped(path)):\(line): error: \(OneLine.escaped(message)) (a warning; strict mode "
      + "fails the build) [\(rule.rawValue)]" + printedNotes
  }
}
