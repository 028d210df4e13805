import AssetManifestAudit
import AssetManifestGenerator
import Foundation

/// Figure 9: `asset-manifest size` on 10,000 assets (`SyntheticAssets.files`: 33,000 files, each
/// of a size of its own), from the folder on disk to the printed text and JSON: lay out and
/// resolve the names as `lint` does (no file read, no check), then `stat` every file, measure 19 devices, rank the savings and
/// write the ten proposed image sets; and that last part alone, which is what `size` adds.
struct SizeFigures {
  let quick: Bool

  func measure(into report: inout Report) {
    let (whole, audit) = sizeSeconds(assets: 10_000)
    report.add(
      "size_10k_assets_s", whole, goal: "<= 1",
      detail: "10,000 assets, 33,000 files: layout, names, table, then as below")
    report.add(
      "size_audit_10k_assets_s", audit, goal: "<= 1",
      detail: "size's own part: stat 33,000 files, 19 devices, text and JSON")
  }

  /// Seconds from the folder to both outputs, and of size's own part after the generation;
  /// NaN unless every device downloads exactly the bytes the files hold.
  private func sizeSeconds(assets: Int) -> (whole: Double, audit: Double) {
    let names = SyntheticAssets.files(assets: assets)
    // A PNG's header, 16 points at the name's scale so that the checks find nothing, as in an
    // app that ships, or a few bytes; then each file is stretched to a size of its own, 1 to
    // 230 KB, as a hole, so that the folder costs no disk and, as in an app, no two files share
    // a size (which would have the duplicate check read them: `duplicates_10k_files_s`).
    var contents: [String: Data] = [:]
    for name in names {
      guard name.hasSuffix(".png") else {
        contents[name] = Data("asset".utf8)
        continue
      }
      let scale: UInt8 =
        name.contains("@3x") ? 3 : name.contains("@2x") || name.contains("-hd") ? 2 : 1
      contents[name] =
        Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]) + Data("IHDR".utf8)
        + Data([0, 0, 0, 16 * scale, 0, 0, 0, 16 * scale, 8, 6, 0, 0, 0])
    }
    guard let folder = try? SyntheticAssets.materialise(names, contents: contents) else {
      return (.nan, .nan)
    }
    defer { try? FileManager.default.removeItem(at: folder) }
    var total = 0
    for (index, name) in names.enumerated() {
      let size = 1_000 + index * 7
      guard truncate(folder.appendingPathComponent(name).path, off_t(size)) == 0 else {
        return (.nan, .nan)
      }
      total += size
    }
    var downloads: Set<Int> = []
    var generated: (listing: FolderListing, groups: [AssetGroup], table: ResolvedTable)?
    let whole = Measurement.seconds(repetitions: quick ? 1 : 5) {
      guard
        let listing = try? AssetReader.read(
          [ResourceEntry(path: folder.path, rule: .contents)], contents: false)
      else { return 0 }
      let resolved = ManifestGenerator.resolve(listing, options: GeneratorOptions())
      generated = (listing, resolved.groups, resolved.table)
      return Self.audit(resolved.groups, resolved.table, listing, &downloads)
    }
    guard let (listing, groups, table) = generated, downloads == [total] else {
      return (.nan, .nan)
    }
    let audit = Measurement.seconds(repetitions: quick ? 1 : 5) {
      Self.audit(groups, table, listing, &downloads)
    }
    return (whole, downloads == [total] ? audit : .nan)
  }

  /// What `size` does after the generation: the sizes, the figures, both outputs; the bytes of
  /// the outputs, and each device's downloads into `downloads`.
  private static func audit(
    _ groups: [AssetGroup], _ table: ResolvedTable, _ listing: FolderListing,
    _ downloads: inout Set<Int>
  ) -> Int {
    let audit = SizeAudit.measure(
      groups: groups, table: table,
      sizes: SizeAudit.fileSizes(of: groups, locations: listing.locations),
      devices: SizeAudit.devices(shipped: nil))
    downloads = Set(audit.devices.map(\.downloads))
    return audit.text(proposals: true).utf8.count + audit.json.utf8.count
  }
}
