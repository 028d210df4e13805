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

  /// The keys as `generate --help` lists them, under the options: each with its meaning and
  /// default, wrapped to the usage's width.
  package static var helpText: String {
    let width = all.map(\.name.count).max()! + 4
    var text = "    Configuration (asset-manifest.json; every key may be left out):\n"
    for key in all {
      let defaultText = key.defaultDescription ?? key.defaultValue ?? "none"
      let words = Markdown.plain(key.help + " (default: \(defaultText))")
      let lead = "      " + key.name
      let padded = lead + String(repeating: " ", count: max(2, 6 + width - lead.count))
      text += Markdown.wrapped(words, first: padded, indent: 6 + width, width: 92) + "\n"
    }
    return text
  }
}
