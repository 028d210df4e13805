import AssetManifestCommandLine
import CommandLineArguments
import Foundation

/// `asset-manifest-generate`: the build plugin's tool, `asset-manifest generate` alone, so that a
/// clean build compiles for the host only the generator, not the reporting and the audit of the
/// `asset-manifest` command line.
@main
struct GenerateTool {
  static func main() {
    let arguments = Arguments.commandLine(tool: "asset-manifest-generate")
    if Arguments.asksForHelp(arguments) {
      var usage = GenerateCommand.usage
      usage.command = "asset-manifest-generate"
      print(usage.text(prefix: "USAGE: "))
      exit(ExitStatus.success)
    }
    do {
      exit(try GenerateCommand.run(arguments))
    } catch {
      Output.error("\(error)")
      Output.error("run 'asset-manifest-generate --help' for usage")
      exit(ExitStatus.usage)
    }
  }
}
