import AssetManifestCommandLine
import AssetManifestGenerator
import CommandLineArguments
import Foundation

/// The `asset-manifest` command line: argument handling and I/O over the library and the
/// generator core.
@main
struct AssetManifestCommand {
  static func main() {
    var arguments = Arguments.commandLine(tool: "asset-manifest")
    let name = arguments.isEmpty ? "--help" : arguments.removeFirst()
    do {
      let status = try run(command: name, arguments)
      Output.finish(status)
    } catch {
      Output.error("\(error)")
      let help = Help.usage(of: name) == nil ? "--help" : "\(name) --help"
      Output.error("run 'asset-manifest \(help)' for usage")
      Output.finish(ExitStatus.usage)
    }
  }

  private static func run(command: String, _ arguments: [String]) throws(UsageError) -> Int32 {
    if Arguments.asksForHelp(arguments), let usage = Help.usage(of: command) {
      print(usage)
      return ExitStatus.success
    }
    switch command {
    case "devices": return try DevicesCommand.run(arguments)
    case "resolve": return try ResolveCommand.run(arguments)
    case "generate": return try GenerateCommand.run(arguments)
    case "lint": return try LintCommand.run(arguments)
    case "table": return try TableCommand.run(arguments)
    case "size": return try SizeCommand.run(arguments)
    case "report": return try ReportCommand.run(arguments)
    case "unused": return try UnusedCommand.run(arguments)
    case "rules": return try RulesCommand.run(arguments)
    case "--help", "-h", "help":
      guard let topic = arguments.first else {
        print(Help.text)
        return ExitStatus.success
      }
      guard arguments.count == 1, let usage = Help.usage(of: topic) else {
        throw UsageError("help takes one command's name, not '\(arguments.joined(separator: " "))'")
      }
      print(usage)
      return ExitStatus.success
    case "--version":
      guard arguments.isEmpty else { throw UsageError("--version takes no arguments") }
      print(GeneratorVersion.current)
      return ExitStatus.success
    default: throw UsageError("unknown command '\(command)'")
    }
  }
}
