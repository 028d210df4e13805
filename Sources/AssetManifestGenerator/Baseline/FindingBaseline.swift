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

  /// The files a run checks, to which its use of the baseline is confined: a run that reads one
  /// resource folder of a target neither calls the entries of the target's other folders fixed
  /// nor drops them when it records its own.
  package struct Scope: Sendable, Equatable {
    /// Folders and files from the root, links resolved; nil for every file.
    private let paths: [String]?

    /// Every file: a run whose input has no place of its own, such as a test's listing.
    package static let everything = Scope(paths: nil)

    private init(paths: [String]?) { self.paths = paths }

    /// The folders (with every file below them) and the files `paths` name, as typed.
    package init(_ paths: [String]) { self.paths = paths.map(FindingBaseline.absolute) }

    /// Whether the file at `path`, from the root, is in the scope.
    func contains(_ path: String) -> Bool {
      paths?.contains { path == $0 || path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") } ?? true
    }
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
  /// The files the run that uses the baseline checks; the entries of others are left alone.
  package var scope = Scope.everything
  /// The entries whose findings the configuration's rules do not look for (a rule turned off,
  /// a file exempt from its rule), which are left alone too: not fixed, and kept by a record.
  package var leftAlone: Set<Entry> = []

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
    // A write leaves a file it cannot read as it is (it would lose the other command's
    // entries): deleting it is the way to record it anew. The path may be a slip (a source
    // file, a report), whose deletion would lose work: the advice is for a baseline only.
    let rewrite =
      "; if it is the baseline, fix it by hand, or delete it and record it again with "
      + "--write-baseline; if it is not, name the baseline's path instead"
    // Told before it is opened: a named pipe would hold the command.
    if given == nil, let why = FolderEntries.whyNotAFile(path) {
      guard FolderEntries.isGone(path) else {
        return refuse("this baseline \(why); name the baseline file")
      }
      // Said for either way to record one: a build's finding is read by SwiftPM users.
      let folder = (path as NSString).deletingLastPathComponent
      let create =
        FileManager.default.fileExists(atPath: folder.isEmpty ? "." : folder)
        ? "" : "create the folder '\(OneLine.escaped(folder))', then "
      return refuse(
        "this baseline does not exist; \(create)record it with \(recording(path)), or name "
          + "another")
    }
    guard let data = given ?? FileManager.default.contents(atPath: path) else {
      return refuse("cannot read this baseline; make it readable (chmod u+r)")
    }
    if let mistake = JSONSyntax(utf8: Array(data), example: #""version": 1"#).firstMistake {
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

  /// The two ways to record the baseline at `path`, for advice that a build prints as well as
  /// the command line: a SwiftPM user has the plugin's command, not `asset-manifest`.
  package static func recording(_ path: String) -> String {
    "swift package --allow-writing-to-package-directory generate-asset-manifest "
      + "--write-baseline, or asset-manifest lint DIR --write-baseline \(OneLine.escaped(path))"
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
  ///   `reports` says this run checks, of files in its scope, matched nothing (fixed since the
  ///   baseline was written).
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
    // The key holds the rule and the file, all that decides whether the run checks an entry.
    let checked = Set(entries.filter { isChecked($0, by: reports) }.map(\.key))
    let fixed = checked.reduce(0) { $0 + (unmatched[$1] ?? 0) }
    return (shown, findings.count - shown.count, fixed)
  }

  /// Whether a run that checks the rules `reports` names, in the files of `scope`, checks
  /// `entry`: an unknown rule's entries count as its own, so that it reports them fixed and a
  /// write drops them; those `leftAlone` (not looked for) do not.
  package func isChecked(_ entry: Entry, by reports: (Rule.ID) -> Bool) -> Bool {
    (Rule.ID(rawValue: entry.rule).map(reports) ?? true) && isInScope(entry)
      && !leftAlone.contains(entry)
  }

  /// Whether `entry`'s file is one the run that uses the baseline checks.
  package func isInScope(_ entry: Entry) -> Bool {
    scope.contains(
      URL(fileURLWithPath: (folder as NSString).appendingPathComponent(entry.path))
        .standardizedFileURL.path)
  }

  /// Each entry's file relative to the resource folder of `locations` that holds it (the
  /// innermost when they nest, `""` for the folder itself), as exemptions match a finding's;
  /// an entry outside them all has none. The folders' links are resolved once.
  package func resourcePaths(in locations: SourceLocations) -> [Entry: String] {
    let roots = locations.roots.map { Self.absolute($0) }
    var paths: [Entry: String] = [:]
    for entry in entries {
      let file = Self.absolute((folder as NSString).appendingPathComponent(entry.path))
      paths[entry] = roots.compactMap { root -> String? in
        if file == root { return "" }
        return file.hasPrefix(root + "/") ? String(file.dropFirst(root.count + 1)) : nil
      }.min { $0.utf8.count < $1.utf8.count }
    }
    return paths
  }

  /// `path` from the root, its links resolved, so that a file reached through a linked folder
  /// (`/tmp` on macOS) and through its target is one path.
  fileprivate static func absolute(_ path: String) -> String {
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
