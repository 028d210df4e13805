import AssetManifestAudit
import AssetManifestGenerator
import CommandLineArguments

/// `asset-manifest rules`: every rule of the registry, as findings print their IDs.
enum RulesCommand {
  static let usage = Usage(
    "rules",
    overview: """
          List every rule: the ID its findings end with ([near-miss-suffix]), its severity
          unless asset-manifest.json's "rules" sets another ("fixed" when it cannot), and what
          it finds. "rules" sets a severity by ID ("off", "warning" or "error"), "exempt"
          lists the paths a rule leaves alone.
      """,
    options: [
      Option(
        "--json",
        help: "a JSON list of the rules: id, severity, configurable, summary, example, fix")
    ])

  static func run(_ raw: [String]) throws(UsageError) -> Int32 {
    let arguments = try Arguments(raw, options: usage.options)
    _ = try arguments.positionals()
    if arguments.has("--json") {
      let list = JSONValue.array(
        Rules.all.map { rule in
          let documentation = rule.id.documentation
          return .object([
            ("id", .string(rule.id.rawValue)), ("severity", .string(rule.level.rawValue)),
            ("configurable", .bool(rule.isConfigurable)),
            ("summary", .string(documentation.summary)),
            ("example", .string(documentation.example)), ("fix", .string(documentation.fix)),
          ])
        })
      print(list.rendered())
      return ExitStatus.success
    }
    let width = Rules.all.map(\.id.rawValue.count).max()! + 2
    print(pad("ID", width) + pad("SEVERITY", 16) + "FINDS")
    for rule in Rules.all {
      let severity = rule.level.rawValue + (rule.isConfigurable ? "" : ", fixed")
      print(
        pad(rule.id.rawValue, width) + pad(severity, 16)
          + Markdown.plain(rule.id.documentation.summary))
    }
    return ExitStatus.success
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(1, width - text.count))
  }
}
