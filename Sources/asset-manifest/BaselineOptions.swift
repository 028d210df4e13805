import AssetManifestAudit
import AssetManifestCommandLine
import AssetManifestGenerator
import CommandLineArguments
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--baseline FILE` and `--write-baseline FILE`, which `lint` and `unused` take: the findings a
/// project has accepted, read or recorded (`FindingBaseline`).
enum BaselineOptions {
  /// `--write-baseline FILE`; `--baseline FILE` is every command's (`GeneratorArguments`).
  static let write = Option(
    "--write-baseline", "FILE",
    help: "record this command's warnings in FILE instead of printing them, keeping the other "
      + "command's entries (lint and unused share one file) and those of files it does not read "
      + "(a target's other resource folders); errors still print and are never recorded")

  /// The `--write-baseline` FILE; a usage error when it names something that is there and is
  /// no file to replace (a folder, a named pipe, a device, a broken link), which the write would
  /// call an unreadable baseline, advising the very command that was run, or a file in a folder
  /// that does not exist.
  static func path(_ arguments: Arguments) throws(UsageError) -> String? {
    guard let path = arguments.value("--write-baseline") else { return nil }
    // Refused before the run, as the other paths that cannot be written are, not after it; the
    // folder first, since a path through a file is no file either.
    if let missing = GeneratedFileWriter.missingFolder(of: path) {
      throw UsageError("--write-baseline '\(OneLine.escaped(path))': \(missing.message)")
    }
    if let why = FolderEntries.whyNotAFile(path), !FolderEntries.isGone(path) {
      throw UsageError(
        "--write-baseline '\(OneLine.escaped(path))' \(why); name the baseline file to write")
    }
    return path
  }

  /// `--write-baseline`: prints the errors of `findings`, which are never recorded, in
  /// `format` (a SARIF log of none when there are none, so that a reader of the output gets
  /// one), and records the warnings in the baseline at `path`, saying that `command` (`lint`,
  /// `unused`) did (`write(_:to:by:reports:prepared:)`).
  ///
  /// - Returns: the command's exit status: success when the file holds them and no error was
  ///   found.
  static func record(
    _ findings: [Diagnostic], to path: String, by command: String, reports: (Rule.ID) -> Bool,
    prepared: GeneratorArguments.Prepared, format: FindingFormat
  ) -> Int32 {
    let errors = findings.filter { $0.severity == .error }
    GeneratorArguments.report(
      errors, strict: false, format: format, baseline: FindingBaseline(path: path, entries: []))
    let written = lockingFolder(of: path) {
      write(findings, to: path, by: command, reports: reports, prepared: prepared)
    }
    return written && errors.isEmpty ? ExitStatus.success : ExitStatus.failure
  }

  /// Runs `body` holding an exclusive lock on the folder of `path`. `lint` and `unused` each
  /// read the baseline, add their entries and write it: run at once (a parallel make), each
  /// wrote what it had read before the other's write, and one's entries were lost. The folder
  /// is locked, not the file, since the write replaces the file: the folder the file really is
  /// in, past a symbolic link, where the writer replaces it. Where the folder cannot be opened,
  /// or the system has no `flock` (Windows), `body` runs unlocked, as before.
  private static func lockingFolder<T>(of path: String, _ body: () -> T) -> T {
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
      let folder = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        .deletingLastPathComponent().path
      let descriptor = open(folder, O_RDONLY)
      guard descriptor >= 0 else { return body() }
      defer { close(descriptor) }
      flock(descriptor, LOCK_EX)
      return body()
    #else
      return body()
    #endif
  }

  /// Records `findings` in the baseline at `path`, replacing the entries of the rules
  /// `reports` says the command checks in the files it read, but for those the configuration's
  /// rules do not look for, and prints what `command` wrote.
  ///
  /// - Returns: whether the file now holds them; a file that is there but cannot be read is
  ///   left as it is, since rewriting it would lose the other command's entries.
  private static func write(
    _ findings: [Diagnostic], to path: String, by command: String, reports: (Rule.ID) -> Bool,
    prepared: GeneratorArguments.Prepared
  ) -> Bool {
    var baseline = FindingBaseline(path: path, entries: [])
    if FileManager.default.fileExists(atPath: path) {
      switch FindingBaseline.read(path) {
      case .success(let existing): baseline = existing
      case .failure(let error):
        Output.error(error.diagnostic.description)
        Output.error(
          // The path may be a slip (a source file, a report): deleting it is no advice then.
          "asset-manifest: '\(OneLine.escaped(path))' left as it was; if it is the baseline, "
            + "correct it, or delete it to record only this command's findings; if it is not, "
            + "give --write-baseline the baseline's path")
        return false
      }
    }
    baseline.scope = prepared.scope
    baseline.leftAlone = prepared.options.entriesLeftAlone(
      in: baseline, locations: prepared.listing.locations)
    let recorded = baseline.recording(findings, reports: reports)
    let before = baseline.entries.filter { baseline.isChecked($0, by: reports) }.count
    let now = recorded.entries.count - (baseline.entries.count - before)
    let outside = baseline.entries.filter { !baseline.isInScope($0) }.count
    let aside = baseline.entries.filter(baseline.leftAlone.contains).filter(baseline.isInScope)
      .count
    do {
      try GeneratedFileWriter.write(recorded.text, to: URL(fileURLWithPath: path))
    } catch {
      Output.error(
        Diagnostic(.outputUnwritable, path, "cannot write the baseline: \(error)").description)
      return false
    }
    // What the file keeps besides this run's warnings, so that a count of 0 is not read as an
    // empty file.
    let kept = [
      outside == 0
        ? nil : "\(outside == 1 ? "1 entry" : "\(outside) entries") of files this run did not read",
      aside == 0
        ? nil
        : "\(aside == 1 ? "1 entry" : "\(aside) entries") of rules turned off or paths exempt "
          + "from them",
    ].compactMap { $0 }
    let keptNote = kept.isEmpty ? "" : "; kept " + kept.joined(separator: " and ")
    Output.error(
      // Named by the command, since the plugin runs both into one file.
      "asset-manifest \(command): recorded \(Output.counted(now, "warning")) in "
        + "'\(OneLine.escaped(path))' (\(before) before\(keptNote)); builds and checks that read it "
        + "print only new ones")
    return true
  }

  /// What a command's summary adds when a baseline hid findings or holds fixed ones.
  static func summary(_ counts: (hidden: Int, fixed: Int), options: GeneratorOptions) -> String {
    guard let baseline = options.baseline else { return "" }
    let path = OneLine.escaped(baseline.path)
    let fixed =
      counts.fixed == 0
      ? ""
      : "; \(counts.fixed == 1 ? "1 entry" : "\(counts.fixed) entries") of it matched nothing (fixed): "
        + "write it again with --write-baseline to drop them"
    return " (\(counts.hidden) hidden by the baseline '\(path)'\(fixed))"
  }

  /// The baseline whose folder findings' paths and fingerprints are relative to: the one in
  /// use, else one in the folder the command runs in, where SARIF's relative paths start.
  static func fingerprints(_ options: GeneratorOptions) -> FindingBaseline {
    fingerprints(path: options.baselinePath)
  }

  /// The same for a baseline that `path` names, or none.
  static func fingerprints(path: String?) -> FindingBaseline {
    FindingBaseline(path: path ?? "asset-manifest-baseline.json", entries: [])
  }

  /// How a command in `format` reports what stopped it before its checks (a configuration, a
  /// baseline or a resource list that cannot be used): in that format, so that a CI step that
  /// keeps the SARIF or the annotations gets the error rather than an empty file. `findings`
  /// (the assets' own, which `prepare` adds) only when `withFindings`: they are lint's.
  static func failures(
    _ arguments: Arguments, format: FindingFormat, withFindings: Bool
  ) -> (_ errors: [Diagnostic], _ findings: [Diagnostic]) -> Void {
    { errors, findings in
      GeneratorArguments.report(
        errors + (withFindings ? findings : []), strict: arguments.has("--strict"),
        format: format,
        baseline: fingerprints(
          path: arguments.value("--baseline") ?? arguments.value("--write-baseline")))
    }
  }
}
