import AssetManifestCommandLine
import AssetManifestGenerator

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
    \(commands.map { indented($0.usage) }.joined(separator: "\n\n"))

      help, --help
          Show this text. 'asset-manifest <command> --help' shows one command's usage.

      --version
          Print the version (\(GeneratorVersion.current)).

    Bad arguments exit with status 2.
    """
  }

  /// Every command with its usage text, in the order `--help` lists them.
  static let commands: [(name: String, usage: String)] = [
    ("devices", DevicesCommand.usage), ("resolve", ResolveCommand.usage),
    ("generate", GenerateCommand.usage), ("lint", LintCommand.usage),
    ("table", TableCommand.usage), ("size", SizeCommand.usage), ("report", ReportCommand.usage),
    ("unused", UnusedCommand.usage), ("rules", RulesCommand.usage),
  ]

  /// The `--layout` option's lines in a command's usage, indented as its options are: the
  /// values `GeneratorArguments.rule` reads and the default, in the words `generate --help` uses.
  static let layoutOption = GeneratorArguments.layoutHelp(indent: 4, column: 21)

  /// The usage of the command `name`, as `asset-manifest name --help` prints it.
  static func usage(of name: String) -> String? {
    commands.first { $0.name == name }.map { "USAGE: asset-manifest " + $0.usage }
  }

  private static func indented(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
  }
}
