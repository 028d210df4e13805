import AssetManifestGenerator
import CommandLineArguments
import Foundation

/// `asset-manifest table DIR`: every asset × every device → the chosen file.
enum TableCommand {
  static let usage = """
    table (DIR | --resources FILE) [--json] [--config FILE] [--layout LAYOUT]
        Print every asset and the file each device gets (tab-separated, or JSON). The
        LANGUAGE column (JSON: "language") is empty for an asset no language folder holds,
        '*' for a localized asset (what a user of a language it lacks gets), then one row
        per language folder ('-' for its file outside any language folder).
    """

  static func run(_ raw: [String]) throws(UsageError) -> Int32 {
    let arguments = try Arguments(
      raw, options: GeneratorArguments.options, flags: GeneratorArguments.flags.union(["--json"]))
    guard
      let prepared = try GeneratorArguments.prepare(arguments, directory: try arguments.directory())
    else { return ExitStatus.failure }
    let result = ManifestGenerator.generate(prepared.listing, options: prepared.options)
    GeneratorArguments.report(result.diagnostics, strict: prepared.options.strict)
    let table = result.table
    let deviceNames = table.devices.map(\.description)
    if arguments.has("--json") {
      let assets = zip(result.groups, table.answers).map { group, answers in
        [
          "request": group.request, "type": group.type ?? "", "language": language(group),
          "variants": group.files.map(\.path),
          "chosen": Dictionary(
            uniqueKeysWithValues: zip(deviceNames, answers.map { $0.map { table.files[$0] } ?? "" })
          ),
        ] as [String: Any]
      }
      let object: [String: Any] = ["devices": deviceNames, "assets": assets]
      let data =
        (try? JSONSerialization.data(
          withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]))
        ?? Data()
      print(String(decoding: data, as: UTF8.self))
    } else {
      print((["ASSET", "LANGUAGE"] + deviceNames).joined(separator: "\t"))
      for (group, answers) in zip(result.groups, table.answers) {
        let cells = answers.map { $0.map { table.files[$0] } ?? "-" }
        print(([group.request, language(group)] + cells).joined(separator: "\t"))
      }
    }
    return ExitStatus.success
  }

  /// The LANGUAGE column's cell for `group`.
  private static func language(_ group: AssetGroup) -> String {
    switch group.role {
    case .asset: ""
    case .localizedAsset: "*"
    case .localization(let language): language ?? "-"
    }
  }
}
