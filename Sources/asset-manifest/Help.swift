import AssetManifestAudit
import AssetManifestCommandLine
import AssetManifestGenerator
import CommandLineArguments

/// The texts `--help` prints: the overview, and each command's own usage.
enum Help {
  /// What `asset-manifest --help` prints.
  static var text: String {
    """
    USAGE: asset-manifest <command> [arguments]

    Resolves device-specific file variants (foo@2x.png, foo~ipad.png, foo-568h@2x.png,
    foo-hd.png) the way StandardPaths does at run time, generates the typed, precomputed
    Swift manifest the AssetManifestPlugin build plugin compiles into a target, and checks
    and audits a target's assets. Where each standard folder of an app goes is
    'standard-folders'.

    COMMANDS:
    \(commands.map { indented($0.text()) }.joined(separator: "\n\n"))

      help [COMMAND], --help
          Show this text, or with COMMAND that command's usage, as 'asset-manifest
          <command> --help' does.

      --version
          Print the version (\(GeneratorVersion.current)).

    Bad arguments exit with status 2.
    """
  }

  /// Every command's usage, in the order `--help` lists them.
  static let commands = [
    DevicesCommand.usage, ResolveCommand.usage, generate, LintCommand.usage,
    TableCommand.usage, SizeCommand.usage, ReportCommand.usage, UnusedCommand.usage,
    RulesCommand.usage,
  ]

  /// `generate`'s usage, which ends with the configuration's keys here: the build plugin's tool,
  /// which runs `generate` too, leaves that documentation to this command line.
  private static var generate: Usage {
    var usage = GenerateCommand.usage
    usage.epilogue += "\n\n" + ConfigurationKeys.helpText
    return usage
  }

  /// The usage of the command `name`, as `asset-manifest name --help` prints it.
  static func usage(of name: String) -> String? {
    commands.first { $0.command == name }?.text(prefix: "USAGE: asset-manifest ")
  }

  private static func indented(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
  }
}
