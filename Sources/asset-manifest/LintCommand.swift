import AssetManifestGenerator

/// `asset-manifest lint DIR`: the generator's checks, without writing anything.
enum LintCommand {
  static func run(_ raw: [String]) throws(UsageError) -> Int32 {
    let arguments = try Arguments(
      raw, options: GeneratorArguments.options, flags: GeneratorArguments.flags)
    let input = try arguments.positionals("DIR")[0]
    let options = try GeneratorArguments.options(arguments, input: input)
    let result = ManifestGenerator.generate(try GeneratorArguments.scan(input), options: options)
    GeneratorArguments.report(result.diagnostics)
    let errors = result.diagnostics.filter { $0.severity == .error }.count
    let warnings = result.diagnostics.count - errors
    Output.error("\(result.groups.count) assets, \(errors) errors, \(warnings) warnings")
    return result.source == nil ? ExitStatus.failure : ExitStatus.success
  }
}
