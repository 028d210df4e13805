import AssetManifestGenerator
import Foundation

/// `asset-manifest generate --input DIR --output FILE`: the build plugin's command.
enum GenerateCommand {
  static func run(_ raw: [String]) throws(UsageError) -> Int32 {
    let arguments = try Arguments(
      raw, options: GeneratorArguments.options.union(["--input", "--output"]),
      flags: GeneratorArguments.flags)
    _ = try arguments.positionals()
    guard let input = arguments.value("--input"), let output = arguments.value("--output") else {
      throw UsageError("generate needs --input DIR and --output FILE")
    }
    let options = try GeneratorArguments.options(arguments, input: input)
    let result = ManifestGenerator.generate(try GeneratorArguments.scan(input), options: options)
    GeneratorArguments.report(result.diagnostics)
    guard let source = result.source else {
      Output.error("asset-manifest: '\(output)' left as it was; fix the errors above")
      return ExitStatus.failure
    }
    do {
      try GeneratedFileWriter.write(source, to: URL(fileURLWithPath: output))
    } catch {
      Output.error("\(output):1: error: cannot write the generated file: \(error)")
      return ExitStatus.failure
    }
    return ExitStatus.success
  }
}
