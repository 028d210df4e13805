import AssetManifestGenerator

extension Rules {
  /// Checks.md's table of the rules: ID, default severity (`fixed` for the rules the
  /// configuration cannot change), and the rule's texts: what it finds, an example and the fix.
  package static var markdownTable: String {
    var table = "| rule | severity | finds | example | fix |\n|---|---|---|---|---|\n"
    for rule in all {
      let severity = rule.level.rawValue + (rule.isConfigurable ? "" : ", fixed")
      let documentation = rule.id.documentation
      table +=
        "| `\(rule.id.rawValue)` | \(severity) | \(Markdown.cell(documentation.summary)) | "
        + "\(Markdown.cell(documentation.example)) | \(Markdown.cell(documentation.fix)) |\n"
    }
    return table
  }
}
