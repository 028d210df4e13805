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

  /// `text` as a JSON string: quotes, backslashes and every control character escaped, as
  /// RFC 8259 requires; the rest as it is (JSON text is UTF-8).
  static func string(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
