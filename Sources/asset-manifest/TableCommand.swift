import AssetFileReaders
import AssetManifestAudit
import AssetManifestCommandLine
import AssetManifestGenerator
import CommandLineArguments
import Foundation
import StandardPathsCore

/// `asset-manifest table DIR`: every asset × every device → the chosen file.
enum TableCommand {
  static let usage = Usage(
    "table", ["(DIR | --input DIR | --resources FILE)"],
    overview: """
          Print every asset and the file each device gets (tab-separated, or JSON). The
          LANGUAGE column (JSON: "language") is empty for an asset no language folder holds,
          '*' for a localized asset (what a user of a language it lacks gets), then one row
          per language folder ('-' for its file outside any language folder). The JSON
          gives each row's "swiftName", the constant as the generated code names it
          (Assets.Characters.hero); a language row has its localized asset's, the one
          constant that reaches every language folder. The JSON also lists the asset
          catalogs' sets ("catalogs"): each slot once, with its "appearance"
          ({"luminosity": "dark"}) and other "traits", and a color set's "colors"; an
          image, color or data set's "catalogName" (Icons/star) and "swiftName"
          (Assets.Icons.star), and an image set's "chosen" slot file per device (its
          idiom's slots, else universal; then the exact scale, else the next higher, else
          the highest lower). The text table gives each image set a row after the assets,
          named by its path in the bundle listing (Media.xcassets/star.imageset).
      """,
    options: [
      Option("--json", help: "print the JSON described above instead of the tab-separated table")
    ]
      + GeneratorArguments.options,
    epilogue: "    Exit status: 0 printed (findings on standard error), 1 the input cannot be read."
  )

  static func run(_ raw: [String]) throws(UsageError) -> Int32 {
    let arguments = try Arguments(raw, options: usage.options)
    guard
      let prepared = try GeneratorArguments.prepare(arguments, directory: try arguments.directory())
    else { return ExitStatus.failure }
    let result = ManifestGenerator.generate(prepared.listing, options: prepared.options)
    GeneratorArguments.report(result.diagnostics, strict: prepared.options.strict)
    let table = result.table
    let deviceNames = table.devices.map(\.description)
    if arguments.has("--json") {
      let names = AssetNames(result, namespace: prepared.options.namespace)
      let assets = zip(result.groups.indices, table.answers).map { index, answers in
        let group = result.groups[index]
        return [
          "request": group.request, "swiftName": names.swiftNames[index] ?? "",
          "type": group.type ?? "", "language": language(group),
          "variants": group.files.map(\.path),
          "chosen": Dictionary(
            uniqueKeysWithValues: zip(deviceNames, answers.map { $0.map { table.files[$0] } ?? "" })
          ),
        ] as [String: Any]
      }
      let object: [String: Any] = [
        "devices": deviceNames, "assets": assets,
        "catalogs": prepared.listing.catalogs.map {
          catalogObject($0, result.catalogConstants, table.devices, prepared.options.namespace)
        },
      ]
      let data =
        (try? JSONSerialization.data(
          withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]))
        ?? Data()
      print(String(decoding: data, as: UTF8.self))
    } else {
      // One row per line and one cell per tab, whatever a name holds (a tab, a newline, a
      // U+202E that would reverse the row): `--json` gives the names as they are.
      func row(_ cells: [String]) { print(cells.map(OneLine.escaped).joined(separator: "\t")) }
      row(["ASSET", "LANGUAGE"] + deviceNames)
      for (group, answers) in zip(result.groups, table.answers) {
        row([group.request, language(group)] + answers.map { $0.map { table.files[$0] } ?? "-" })
      }
      for constant in result.catalogConstants {
        guard let chosen = chosenFiles(constant, table.devices) else { continue }
        row([constant.setPath, ""] + chosen.map { $0 ?? "-" })
      }
    }
    return ExitStatus.success
  }

  /// A catalog in `--json`: its sets, each marked as a catalog asset, with their slots (each
  /// once, with its appearance and other traits), or a color set's colors.
  private static func catalogObject(
    _ catalog: AssetCatalog, _ constants: [CatalogConstant], _ devices: [Device],
    _ namespace: String
  ) -> [String: Any] {
    let sets = catalog.sets.map { set -> [String: Any] in
      var object: [String: Any] = [
        "name": set.name, "path": set.path, "kind": set.kind, "catalogAsset": true,
        "files": set.files,
      ]
      if let constant = constants.first(where: { $0.setPath == set.path }) {
        object["catalogName"] = constant.name
        object["swiftName"] = constant.expression(namespace: namespace)
        if let chosen = chosenFiles(constant, devices) {
          object["chosen"] = Dictionary(
            uniqueKeysWithValues: zip(devices.map(\.description), chosen.map { $0 ?? "" }))
        }
      }
      if set.isColorSet {
        object["colors"] = set.colors.map { color -> [String: Any] in
          var fields = traitFields(idiom: color.idiom, color.appearances, color.traits)
          if let space = color.colorSpace { fields["colorSpace"] = space }
          if !color.components.isEmpty { fields["components"] = dictionary(color.components) }
          if let reference = color.reference { fields["reference"] = reference }
          if let platform = color.platform { fields["platform"] = platform }
          return fields
        }
      } else {
        object["slots"] = set.listedSlots.map { slot -> [String: Any] in
          var fields = traitFields(idiom: slot.idiom, slot.appearances, slot.traits)
          if let scale = slot.scale { fields["scale"] = scale }
          if let file = slot.filename {
            fields["filename"] = file
            if let facts = set.images[file] { fields["pixels"] = [facts.width, facts.height] }
          }
          return fields
        }
      }
      if let reason = set.unreadable { object["unreadable"] = reason }
      return object
    }
    return ["catalog": catalog.path, "sets": sets]
  }

  /// A slot's or a color's idiom, `appearance` (`{"luminosity": "dark", "contrast": "high"}`)
  /// and `traits` (`{"locale": "de"}`), each left out when it has none.
  private static func traitFields(
    idiom: String, _ appearances: [CatalogTrait], _ traits: [CatalogTrait]
  ) -> [String: Any] {
    var fields: [String: Any] = ["idiom": idiom]
    if !appearances.isEmpty { fields["appearance"] = dictionary(appearances) }
    if !traits.isEmpty { fields["traits"] = dictionary(traits) }
    return fields
  }

  /// `traits` as a JSON object, by name; the last of a name written twice wins.
  private static func dictionary(_ traits: [CatalogTrait]) -> [String: String] {
    Dictionary(traits.map { ($0.name, $0.value) }) { _, last in last }
  }

  /// The path in the bundle listing of the file each of `devices` gets from an image set's
  /// constant (nil for a device no slot serves); nil for a color or data set.
  private static func chosenFiles(_ constant: CatalogConstant, _ devices: [Device]) -> [String?]? {
    guard case .image(_, _, let slots, _) = constant.entry else { return nil }
    return devices.map { device in
      CatalogSlotChoice.choose(slots, for: device).map {
        constant.catalogPath + "/" + slots[$0].file
      }
    }
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
