import AssetManifestCommandLine
import CommandLineArguments
import Foundation

/// `asset-manifest-generate`: the build plugin's tool, `asset-manifest generate` alone, so that a
/// clean build compiles for the host only the generator, not the reporting and the audit of the
/// `asset-manifest` command line.
@main
struct GenerateTool {
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.contains("--help") || arguments.contains("-h") {
      print(
        "USAGE: asset-manifest-generate, the build plugin's tool; the same as asset-manifest "
          + GenerateCommand.usage)
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
