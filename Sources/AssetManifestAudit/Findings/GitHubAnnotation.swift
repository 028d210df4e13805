import AssetManifestGenerator

/// A finding as a GitHub Actions workflow command (`--format github`):
/// `::warning file=PATH,line=N,title=[rule-id]::message`, which Actions shows as an annotation on
/// the file's line in the pull request. Notes follow the message on lines of their own.
enum GitHubAnnotation {
  /// The command for `finding`, on one line.
  static func line(for finding: Diagnostic) -> String {
    let notes = finding.notes.map { "\($0.path): \($0.message)" }
    let message = ([finding.message] + notes).joined(separator: "\n")
    return "::\(finding.severity.rawValue) file=\(escaped(finding.path, property: true)),"
      + "line=\(finding.line),title=\(escaped("[\(finding.rule.rawValue)]", property: true))::"
      + escaped(message, property: false)
  }

  /// `text` escaped as the Actions runner reads a command back: `%`, carriage returns and line
  /// feeds everywhere, so that a message of several lines stays one command, and in a property's
  /// value also `:` and `,`, which would end it.
  static func escaped(_ text: String, property: Bool) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": out += "%25"
      case "\r": out += "%0D"
      case "\n": out += "%0A"
      case ":" where property: out += "%3A"
      case "," where property: out += "%2C"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
