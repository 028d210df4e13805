import AssetManifestCommandLine
import AssetManifestGenerator
import CommandLineArguments

/// `asset-manifest lint DIR`: the generator's checks, without writing anything.
enum LintCommand {
  static let usage = """
    lint (DIR | --resources FILE) [--config FILE] [--strict] [--layout LAYOUT] [--format FORMAT]
         [--baseline FILE | --write-baseline FILE]
        Run the checks only, printing path:line: error|warning: lines.
    \(Help.layoutOption)
    \(GeneratorArguments.formatOption)
    \(BaselineOptions.usage)
        Exit status: 0 clean (or warnings only), 1 errors (or warnings with --strict).
    """

  static func run(_ raw: [String]) throws(UsageError) -> Int32 {
    let arguments = try Arguments(
      raw, options: GeneratorArguments.options.union(["--format", "--write-baseline"]),
      flags: GeneratorArguments.flags)
    let format = try GeneratorArguments.format(arguments)
    guard
      let prepared = try GeneratorArguments.prepare(arguments, directory: try arguments.directory())
    else { return ExitStatus.failure }
    let result = ManifestGenerator.generate(prepared.listing, options: prepared.options)
    if let path = arguments.value("--write-baseline") {
      let errors = result.diagnostics.filter { $0.severity == .error }
      GeneratorArguments.report(errors, strict: false)
      let written = BaselineOptions.write(result.diagnostics, to: path, reports: reports)
      return written && errors.isEmpty ? ExitStatus.success : ExitStatus.failure
    }
    GeneratorArguments.report(
      result.diagnostics, strict: prepared.options.strict, format: format,
      baseline: BaselineOptions.fingerprints(prepared.options))
    // In strict mode every finding fails the lint, so each counts as the error it is printed as.
    let errors =
      prepared.options.strict
      ? result.diagnostics.count : result.diagnostics.filter { $0.severity == .error }.count
    let warnings = result.diagnostics.count - errors
    Output.error(
      "\(Output.counted(result.groups.filter(\.isConstant).count, "asset")), \(Output.counted(errors, "error")), "
        + Output.counted(warnings, "warning")
        + BaselineOptions.summary(result.baselineCounts, options: prepared.options))
    return result.source == nil ? ExitStatus.failure : ExitStatus.success
  }

  /// The rules whose findings lint reports: all but the unused-asset audit's.
  static func reports(_ rule: Rule.ID) -> Bool { Rules.rule(rule).topic != .unused }
}
