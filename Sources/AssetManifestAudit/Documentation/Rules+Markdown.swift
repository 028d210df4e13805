import AssetManifestGenerator

extension Rules {
  /// Checks.md's table of the rules: ID, default severity (`fixed` for the rules the
  /// configuration cannot change), what it finds, an example and the fix.
  package static var markdownTable: String {
    var table = "| rule | severity | finds | example | fix |\n|---|---|---|---|---|\n"
    for rule in all {
      let severity = rule.level.rawValue + (rule.isConfigurable ? "" : ", fixed")
      table +=
        "| `\(rule.id.rawValue)` | \(severity) | \(Markdown.cell(rule.summary)) | "
        + "\(Markdown.cell(rule.example)) | \(Markdown.cell(rule.fix)) |\n"
    }
    return table
  }
}
