import AssetManifestAudit
import AssetManifestCommandLine
import AssetManifestGenerator
import CommandLineArguments

/// `asset-manifest size DIR`: what each device downloads of the loose files, what it uses, and
/// what it would download were the image assets in an asset catalog.
enum SizeCommand {
  static let usage = Usage(
    "size", ["(DIR | --input DIR | --resources FILE)"],
    overview: """
          Per device (the known devices, those the configuration ships to when it says),
          in bytes read from the files: what it downloads (every loose file: Apple thins
          only asset catalogs), what it uses (the file the table chooses in each asset),
          what it never uses, and what it would download were the image assets with
          variants in an asset catalog (only its slot); then the largest savings, by
          asset. Every file counts; only image assets with variants an image set holds
          (png, jpg, heic, heif, avci, pdf) can move, so nib, JSON, fonts and single files
          save nothing.
      """,
    options: [
      Option(
        "--format", "FORMAT", choices: ["text", "json"],
        help: "text (the default), or json: one JSON object with sorted keys, for CI"),
      Option(
        "--proposals",
        help: "also print the image set that would replace each of the \(SizeAudit.proposalCount) "
          + "largest savings: its Contents.json, and the devices whose file the move would change "
          + "(which 'lint' checks once the rule catalog-move-changes-file is on)"),
    ] + GeneratorArguments.options,
    epilogue: "    Exit status: 0 measured, 1 the input cannot be read.")

  static func run(_ raw: [String]) throws(UsageError) -> Int32 {
    let arguments = try Arguments(raw, options: usage.options)
    let format = arguments.value("--format") ?? "text"
    // Only the names and the files' sizes count: no file is read, no check run, no source made.
    guard
      let prepared = try GeneratorArguments.prepare(
        arguments, directory: try arguments.directory(), contents: false)
    else { return ExitStatus.failure }
    let resolved = ManifestGenerator.resolve(prepared.listing, options: prepared.options)
    let audit = measure(groups: resolved.groups, table: resolved.table, prepared)
    print(
      format == "json" ? audit.json : audit.text(proposals: arguments.has("--proposals")),
      terminator: "")
    return ExitStatus.success
  }

  /// The size audit of a generation, over the devices the configuration ships to.
  static func measure(
    groups: [AssetGroup], table: ResolvedTable, _ prepared: GeneratorArguments.Prepared
  ) -> SizeAudit {
    SizeAudit.measure(
      groups: groups, table: table,
      sizes: SizeAudit.fileSizes(of: groups, locations: prepared.listing.locations),
      devices: SizeAudit.devices(shipped: prepared.options.shippedDevices))
  }
}
