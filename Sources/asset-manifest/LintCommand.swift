import AssetManifestAudit
import AssetManifestCommandLine
import AssetManifestGenerator
import CommandLineArguments

/// `asset-manifest lint DIR`: the generator's checks, without writing anything.
enum LintCommand {
  static let usage = Usage(
    "lint",
    ["(DIR | --input DIR | --resources FILE)", "[--baseline FILE | --write-baseline FILE]"],
    overview: """
          Run the checks only, printing path:line: error|warning: lines; with the rule
          catalog-move-changes-file turned on, also checks that each image set
          'size --proposals' proposes gives every device the file the loose files give it.
      """,
    options: [GeneratorArguments.formatOption] + GeneratorArguments.options
      + [BaselineOptions.write],
    epilogue: "    Exit status: 0 clean (or warnings only), 1 errors (or warnings with --strict).")

  static func run(_ raw: [String]) throws(UsageError) -> Int32 {
    let arguments = try Arguments(raw, options: usage.options)
    try arguments.exclusive("--baseline", "--write-baseline")
    let baselinePath = try BaselineOptions.path(arguments)
    let format = GeneratorArguments.format(arguments)
    guard
      let prepared = try GeneratorArguments.prepare(
        arguments, directory: try arguments.directory(),
        failures: BaselineOptions.failures(arguments, format: format, withFindings: true))
    else { return ExitStatus.failure }
    // The baseline is applied here, once, to the generator's findings and to those of the
    // check of the moves `size` proposes, which the build's tool never runs.
    var options = prepared.options
    options.baseline = nil
    let result = ManifestGenerator.generate(prepared.listing, options: options)
    let moves = CatalogMoveCheck.findings(
      SizeCommand.measure(groups: result.groups, table: result.table, prepared), options: options,
      locations: prepared.listing.locations)
    let all = (result.diagnostics + moves).sorted(by: Diagnostic.reportOrder)
    if let path = baselinePath {
      return BaselineOptions.record(
        all, to: path, by: "lint", reports: reports, prepared: prepared, format: format)
    }
    let (findings, hidden, fixed) =
      prepared.options.baseline?.hiding(all, reports: reports) ?? (all, 0, 0)
    GeneratorArguments.report(
      findings, strict: options.strict, format: format,
      baseline: BaselineOptions.fingerprints(prepared.options))
    // In strict mode every finding fails the lint, so each counts as the error it is printed as.
    let errors = options.strict ? findings.count : findings.filter { $0.severity == .error }.count
    let warnings = findings.count - errors
    // An asset is a constant: the loose files' and the catalogs' sets, as `unused` counts them.
    let assets = result.groups.filter(\.isConstant).count + result.catalogConstants.count
    Output.error(
      "\(Output.counted(assets, "asset")), \(Output.counted(errors, "error")), "
        + Output.counted(warnings, "warning")
        + BaselineOptions.summary((hidden, fixed), options: prepared.options))
    return errors > 0 ? ExitStatus.failure : ExitStatus.success
  }

  /// The rules whose findings lint reports: all but the unused-asset audit's.
  static func reports(_ rule: Rule.ID) -> Bool { Rules.rule(rule).topic != .unused }
}
