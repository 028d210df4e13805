import AssetManifestCommandLine
import AssetManifestGenerator
import CommandLineArguments
import Foundation

/// `--format`, which only the audit's commands (`lint`, `unused`) take: the findings formats are
/// the audit's, so the build's tool compiles none of them.
extension GeneratorArguments {
  /// `--format FORMAT`, for the commands that take it (`lint`, `unused`).
  package static let formatOption = Option(
    "--format", "FORMAT", choices: FindingFormat.allCases.map(\.rawValue),
    help: "text (the default): path:line: severity: message [rule-id] lines on standard error; "
      + "json: one JSON object per finding and line; sarif: a SARIF 2.1.0 log (GitHub code "
      + "scanning); github: ::warning file=…,line=…,title=[rule-id]::message annotations "
      + "(these two name files by their absolute paths, which GitHub makes relative to the "
      + "checkout). Every format but text goes to standard output; the summary stays on "
      + "standard error")

  /// The format `--format` names (text when absent); the parser has refused any other name.
  package static func format(_ arguments: Arguments) -> FindingFormat {
    arguments.value("--format").flatMap(FindingFormat.init) ?? .text
  }

  /// Prints the findings in `format`: text as ``report(_:strict:)`` does, the others whole on
  /// standard output, for a file or a pipe. In strict mode a warning is the error it fails as.
  /// SARIF's fingerprints are those `baseline` records.
  package static func report(
    _ diagnostics: [Diagnostic], strict: Bool, format: FindingFormat, baseline: FindingBaseline
  ) {
    guard format != .text else { return report(diagnostics, strict: strict) }
    let findings = diagnostics.map { diagnostic in
      var finding = diagnostic
      if strict { finding.severity = .error }
      return finding
    }
    let text = format.render(
      findings, tool: (name: "asset-manifest", version: GeneratorVersion.current),
      baseline: baseline, folder: FileManager.default.currentDirectoryPath)
    print(text, terminator: "")
  }
}
