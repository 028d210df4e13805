import AssetManifestGenerator
import CommandLineArguments

extension ConfigurationKeys {
  /// The keys as `asset-manifest generate --help` lists them after the options, in a column as
  /// the options are: each with what it means and its default. Documentation, like the keys'
  /// table, so the build plugin's tool, whose help points here, compiles none of it.
  package static var helpText: String {
    let keys = all.map { key in
      (key.name, key.help + " (default: \(key.defaultDescription ?? key.defaultValue ?? "none"))")
    }
    return "    Configuration (asset-manifest.json; every key may be left out):\n"
      + Usage.column(keys.map { ($0, Markdown.plain($1)) }, indent: 6).joined(separator: "\n")
  }
}
