import AssetManifestGenerator
import Foundation

/// How `--write-baseline` records findings: sorted, one key per line, keys in order, so that a
/// baseline diffs well in review and the same findings always give the same bytes.
extension FindingBaseline {
  /// This baseline with the warnings of `findings` in place of the entries the run checked
  /// (`isChecked(_:by:)`): `lint` and `unused` share one file, each rewriting its own rules'
  /// entries, and a run over one folder rewrites only that folder's, so a fixed finding leaves at
  /// the next write and the others stay.
  package func recording(_ findings: [Diagnostic], reports: (Rule.ID) -> Bool) -> FindingBaseline {
    var recorded = self
    recorded.entries =
      entries.filter { !isChecked($0, by: reports) }
      + findings.filter { $0.severity == .warning }.map(entry(for:))
    return recorded
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
      JSONValue.object([
        ("fingerprint", .string(entry.fingerprint)), ("message", .string(entry.message)),
        ("path", .string(entry.path)), ("rule", .string(entry.rule)),
      ])
    }
    return JSONValue.object([("findings", .array(findings)), ("version", .int(Self.formatVersion))])
      .rendered() + "\n"
  }
}
