import AssetManifestGenerator
import Foundation

/// A finding as one JSON object (`--format json`): `rule`, `severity`, `path`, `line`,
/// `message`, and `notes` (each a `path` and a `message`), keys in that order on one line.
enum FindingJSON {
  /// The object for `finding`, on one line.
  static func line(for finding: Diagnostic) -> String {
    let notes = finding.notes.map {
      "{\"path\":\(string($0.path)),\"message\":\(string($0.message))}"
    }
    return "{\"rule\":\(string(finding.rule.rawValue)),"
      + "\"severity\":\(string(finding.severity.rawValue)),\"path\":\(string(finding.path)),"
      + "\"line\":\(finding.line),\"message\":\(string(finding.message)),"
      + "\"notes\":[\(notes.joined(separator: ","))]}"
  }

  private static func string(_ text: String) -> String { JSONValue.quoted(text) }
}
