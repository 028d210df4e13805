import AssetManifestAudit
import AssetManifestCommandLine
import AssetManifestGenerator
import CommandLineArguments

/// `asset-manifest lint DIR`: the generator's checks, without writing anything.
enum LintCommand {
  static let usage = """
    lint (DIR | --resources FILE) [--config FILE] [--strict] [--layout LAYOUT] [--format FORMAT]
        Run the checks only, printing path:line: error|warning: lines; also checks
        that each image set 'size --proposals' proposes gives every device the file
        the loose files give it (catalog-move-changes-file).
    \(Help.layoutOption)
    \(GeneratorArguments.formatOption)
        Exit status: 0 clean (or warnings only), 1 errors (or warnings with --strict).
    """

  static func run(_ raw: [String]) throws(UsageError) -> Int32 {
    let arguments = try Arguments(
      raw, options: GeneratorArguments.options.union(["--format"]),
      flags: GeneratorArguments.flags)
    let format = try GeneratorArguments.format(arguments)
    guard
      let prepared = try GeneratorArguments.prepare(arguments, directory: try arguments.directory())
    else { return ExitStatus.failure }
    var result = ManifestGenerator.generate(prepared.listing, options: prepared.options)
    // The audit's check of the moves `size` proposes: the build's tool never runs it.
    let moves = CatalogMoveCheck.findings(
      SizeCommand.measure(result, prepared), options: prepared.options,
      locations: prepared.listing.locations)
    result.diagnostics += moves
    result.diagnostics.sort(by: Diagnostic.reportOrder)
    GeneratorArguments.report(
      result.diagnostics, strict: prepared.options.strict, format: format)
    // In strict mode every finding fails the lint, so each counts as the error it is printed as.
    let errors =
      prepared.options.strict
      ? result.diagnostics.count : result.diagnostics.filter { $0.severity == .error }.count
    let warnings = result.diagnostics.count - errors
    Output.error(
      "\(Output.counted(result.groups.filter(\.isConstant).count, "asset")), \(Output.counted(errors, "error")), "
        + Output.counted(warnings, "warning"))
    // The generation failed, or the check found what fails a lint: an error, or in strict mode
    // any finding.
    let failed = moves.contains { $0.severity == .error || prepared.options.strict }
    return result.source == nil || failed ? ExitStatus.failure : ExitStatus.success
  }
}
