/// An `asset-manifest.json` file as written, so that a finding about one of its settings points
/// at the line that holds it.
package struct ConfigurationFile: Sendable, Equatable {
  /// The file's path as the user or the build gave it.
  package var path: String
  /// The file's text.
  package var text: String

  package init(path: String, text: String) {
    self.path = path
    self.text = text
  }

  /// The line (from 1) where `key` is written as a JSON key: for a key of the top-level object,
  /// its last spelling, the one whose value JSON keeps; else the first place `"key":` appears
  /// (an entry of `names`); 1 when it is not found.
  package func line(ofKey key: String) -> Int {
    if let last = JSONObjectKeys.topLevelKeys(in: text).last(where: { $0.key == key }) {
      return last.line
    }
    let quoted = "\"" + key + "\""
    var line = 1
    var rest = Substring(text)
    while let range = rest.range(of: quoted) {
      line += rest[..<range.lowerBound].filter(\.isNewline).count
      let after = rest[range.upperBound...].drop { $0 == " " || $0 == "\t" }
      if after.first == ":" { return line }
      rest = rest[range.upperBound...]
    }
    return 1
  }

  /// Each key the top-level object holds more than once, with the line of each repetition.
  package func repeatedKeys() -> [(key: String, line: Int)] {
    var seen = Set<String>()
    return JSONObjectKeys.topLevelKeys(in: text).filter { !seen.insert($0.key).inserted }
  }

  /// A finding about `key`, at its line.
  package func diagnostic(
    _ severity: Diagnostic.Severity, key: String, _ message: String
  ) -> Diagnostic {
    Diagnostic(severity, path, message, line: line(ofKey: key))
  }
}
