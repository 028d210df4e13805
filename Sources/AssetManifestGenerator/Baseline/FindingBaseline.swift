import AssetFileReaders
import Foundation

/// The warnings a project has accepted for now (`asset-manifest lint --write-baseline`), which
/// the build and the audit leave unprinted so that a large app can switch the checks on and see
/// only what it adds, as Android lint's and SwiftLint's baselines do.
///
/// A finding is matched by its rule, its file relative to the baseline's folder and a
/// fingerprint of what it says (``Diagnostic/fingerprint(relativePath:)``), never by its line:
/// moving a setting in the configuration keeps it hidden, while an edit that changes what the
/// finding says (another pixel size, another file) shows it again. Errors are never recorded:
/// they stop generation, because the generated answers would be wrong.
package struct FindingBaseline: Sendable, Equatable {
  /// One accepted finding: what the file records per finding.
  package struct Entry: Hashable, Sendable {
    package var rule: String
    /// The finding's file, relative to the baseline's folder.
    package var path: String
    package var fingerprint: String
    /// What the finding said when it was recorded, for the review of the file; not matched.
    package var message: String
    /// What matches a finding: all but the message, which is for people.
    var key: [String] { [rule, path, fingerprint] }
  }

  /// The version of the file's format, which its `version` key must hold.
  package static let formatVersion = 1
  /// The baseline file, as the user or the configuration named it.
  package var path: String
  /// The accepted findings.
  package var entries: [Entry]
  /// The folder the entries' paths are relative to: the baseline's own, from the root, so that
  /// the build (which names files by absolute paths) and the command line (which names them as
  /// typed) record and match the same paths.
  package let folder: String

  package init(path: String, entries: [Entry]) {
    self.path = path
    self.entries = entries
    folder = Self.absolute((path as NSString).deletingLastPathComponent)
  }

  /// Why a baseline cannot be used: the finding that says so.
  package struct Unreadable: Error {
    package var diagnostic: Diagnostic
  }

  /// The baseline at `path` (holding `data`, when given), or the finding that says why it
  /// cannot be used.
  package static func read(_ path: String, data given: Data? = nil) -> Result<
    FindingBaseline, Unreadable
  > {
    func refuse(_ message: String, line: Int = 1) -> Result<FindingBaseline, Unreadable> {
      .failure(Unreadable(diagnostic: Diagnostic(.baselineInvalid, path, message, line: line)))
    }
    let rewrite = "; write it again with asset-manifest lint --write-baseline, or fix it by hand"
    guard let data = given ?? FileManager.default.contents(atPath: path) else {
      return refuse(
        "cannot read this baseline; create it with asset-manifest lint --write-baseline "
          + "\(OneLine.escaped(path)), or name another")
    }
    if let mistake = JSONSyntax(String(decoding: data, as: UTF8.self), example: #""version": 1"#)
      .firstMistake
    {
      return refuse(mistake.message + rewrite, line: mistake.line)
    }
    let object = try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
    guard let file = object as? [String: Any], file["version"] as? Int == formatVersion,
      let findings = file["findings"] as? [[String: Any]]
    else {
      return refuse(
        "this is no baseline of version \(formatVersion): an object with \"version\": "
          + "\(formatVersion) and a \"findings\" list" + rewrite)
    }
    var entries: [Entry] = []
    for finding in findings {
      guard let rule = finding["rule"] as? String, let file = finding["path"] as? String,
        let fingerprint = finding["fingerprint"] as? String
      else {
        return refuse("a finding lacks its \"rule\", \"path\" or \"fingerprint\" string" + rewrite)
      }
      entries.append(
        Entry(
          rule: rule, path: file, fingerprint: fingerprint,
          message: finding["message"] as? String ?? ""))
    }
    return .success(FindingBaseline(path: path, entries: entries))
  }

  /// The entry that records `finding`.
  package func entry(for finding: Diagnostic) -> Entry {
    let relative = Self.relative(Self.absolute(finding.path), to: folder)
    return Entry(
      rule: finding.rule.rawValue, path: relative,
      fingerprint: finding.fingerprint(relativePath: relative), message: finding.message)
  }

  /// What is left of `findings` once the baseline's are taken out: each entry hides one
  /// warning, so that a second finding of one kind in one file still shows.
  ///
  /// - Returns: the findings to print, how many were hidden, and how many entries of the rules
  ///   `reports` says this run checks matched nothing (fixed since the baseline was written).
  package func hiding(_ findings: [Diagnostic], reports: (Rule.ID) -> Bool) -> (
    shown: [Diagnostic], hidden: Int, fixed: Int
  ) {
    // Only a warning's key is made: each resolves its file's links, and errors never match.
    var unmatched: [[String]: Int] = [:]
    for entry in entries { unmatched[entry.key, default: 0] += 1 }
    var shown: [Diagnostic] = []
    for finding in findings {
      let key = finding.severity == .warning ? entry(for: finding).key : []
      if let count = unmatched[key], count > 0 {
        unmatched[key] = count - 1
      } else {
        shown.append(finding)
      }
    }
    let fixed = unmatched.filter { key, _ in Self.isChecked(key[0], by: reports) }
      .values.reduce(0, +)
    return (shown, findings.count - shown.count, fixed)
  }

  /// Whether a run that checks the rules `reports` names checks the entries of `rule`: an
  /// unknown rule's entries count as its own, so that it reports them fixed and a write drops
  /// them.
  package static func isChecked(_ rule: String, by reports: (Rule.ID) -> Bool) -> Bool {
    Rule.ID(rawValue: rule).map(reports) ?? true
  }

  /// `path` from the root, its links resolved, so that a file reached through a linked folder
  /// (`/tmp` on macOS) and through its target is one path.
  private static func absolute(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
  }

  /// `path` relative to `folder`, both from the root: `..` for each of the folder's components
  /// the path leaves.
  private static func relative(_ path: String, to folder: String) -> String {
    let file = path.split(separator: "/")
    let base = folder.split(separator: "/")
    let shared = zip(file, base).prefix { $0 == $1 }.count
    return
      (Array(repeating: "..", count: base.count - shared) + file.dropFirst(shared).map(String.init))
      .joined(separator: "/")
  }
}
