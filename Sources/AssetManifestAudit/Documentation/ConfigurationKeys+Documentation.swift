import AssetManifestGenerator

extension ConfigurationKeys {
  /// Configuration.md's table of the keys: key, meaning, default and an example.
  package static var markdownTable: String {
    var table = "| key | meaning | default | example |\n|---|---|---|---|\n"
    for key in all {
      let defaultText = key.defaultDescription ?? key.defaultValue.map { "`\($0)`" } ?? "none"
      table +=
        "| `\(key.name)` | \(Markdown.cell(key.help)) | \(Markdown.cell(defaultText)) | "
        + "`\(Markdown.cell(key.example))` |\n"
    }
    return table
  }

  /// A configuration that sets every key to its example, as Configuration.md shows it.
  package static var example: String {
    JSONValue.object(all.map { ($0.name, .raw($0.example)) }).rendered() + "\n"
  }
}
