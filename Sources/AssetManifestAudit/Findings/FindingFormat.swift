import AssetManifestGenerator

/// How `asset-manifest lint` and `unused` print their findings: as people read them, or as the
/// tools CI runs read them. Every format carries each finding's rule, severity, file, line and
/// message; one place (``render(_:tool:)``) turns findings into any of them.
package enum FindingFormat: String, CaseIterable, Sendable {
  /// `path:line: severity: message [rule-id]`, the form SwiftPM and Xcode show next to the file.
  case text
  /// One JSON object per finding, one per line (JSON Lines), for scripts.
  case json
  /// A SARIF 2.1.0 log, which GitHub code scanning and other analysis viewers read.
  case sarif
  /// GitHub Actions workflow commands, which Actions shows as annotations on the pull request.
  case github

  /// The findings, in the order given, in this format; `tool` names the program and its
  /// version for the formats that record them (SARIF), `baseline` the folder its fingerprints
  /// are made relative to, as `--write-baseline` records them. The formats GitHub reads (SARIF
  /// and its annotations) name each file by its absolute path, a relative one joined to
  /// `folder`, the folder the command runs in.
  package func render(
    _ findings: [Diagnostic], tool: (name: String, version: String), baseline: FindingBaseline,
    folder: String
  ) -> String {
    switch self {
    case .text: findings.map { $0.description + "\n" }.joined()
    case .json: findings.map { FindingJSON.line(for: $0) + "\n" }.joined()
    case .sarif:
      // The fingerprints are the baseline's, made from the paths as given.
      SARIFLog(
        findings: findings.map { PathForGitHub.finding($0, in: folder) }, tool: tool,
        fingerprints: findings.map { baseline.entry(for: $0).fingerprint }
      ).text
    case .github:
      findings.map { GitHubAnnotation.line(for: PathForGitHub.finding($0, in: folder)) + "\n" }
        .joined()
    }
  }
}
