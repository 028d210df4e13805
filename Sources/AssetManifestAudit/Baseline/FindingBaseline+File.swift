import AssetManifestGenerator
import Foundation

/// How `--write-baseline` records findings: sorted, one key per line, keys in order, so that a
/// baseline diffs well in review and the same findings always give the same bytes.
extension FindingBaseline {
  /// This baseline with the warnings of `findings` in place of the entries of the rules
  /// `reports` says the run checked: `lint` and `unused` share one file, each rewriting its own
  /// rules' entries, so a fixed finding leaves at the next write and the other's stay.
  package func recording(_ findings: [Diagnostic], reports: (Rule.ID) -> Bool) -> FindingBaseline {
    let kept = entries.filter { entry in
      Rule.ID(rawValue: entry.rule).map { !reports($0) } ?? false
    }
    let recorded = findings.filter { $0.severity == .warning }.map(entry(for:))
    return FindingBaseline(path: path, entries: kept + recorded)
  }

  /// The file's text: `{"findings": [...], "version": 1}`, each finding's keys `fingerprint`,
  /// `message`, `path` and `rule`, the findings ordered by path, rule, fingerprint and message
  /// as bytes.
  package var text: String {
    let sorted = entries.sorted { left, right in
      for (a, b) in [
        (left.path, right.path), (left.rule, right.rule), (left.fingerprint, right.fingerprint),
        (left.message, right.message),
      ] where a != b {
        return UTF8Order.precedes(a, b)
      }
      return false
    }
    let findings = sorted.map { entry in
      "    {\n      \"fingerprint\": \(JSONValue.quoted(entry.fingerprint)),\n"
        + "      \"message\": \(JSONValue.quoted(entry.message)),\n"
        + "      \"path\": \(JSONValue.quoted(entry.path)),\n"
        + "      \"rule\": \(JSONValue.quoted(entry.rule))\n    }"
    }
    let list = findings.isEmpty ? "[]" : "[\n" + findings.joined(separator: ",\n") + "\n  ]"
    return "{\n  \"findings\": \(list),\n  \"version\": \(Self.formatVersion)\n}\n"
  }
}
