import AssetFileReaders
import AssetManifestGenerator
import FuzzSupport
@_spi(AssetManifestGenerated) import StandardPaths
import StandardPathsCore

/// libFuzzer's entry point: the input's lines are the paths of a resource folder's files, any
/// bytes in their names. Every table the generator accepts must read back with the runtime's
/// decoder with the same assets, languages and answers; a name that could change the table's
/// structure must be refused. The same lines are then the values of an asset catalog's sets
/// (set names, files, color spaces, component names, system colors), whose catalog table must
/// read back set for set: no value may move another set's answer. Each broken promise is a
/// precondition, which libFuzzer reports as a crash, with the input saved to replay.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzManifestNames(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
  // Each name once, in the input's order: a Set's order changes from run to run, and a crash
  // must replay from its saved input.
  var seen: Set<String> = []
  let files = text.split(separator: "\n").map(String.init).filter { seen.insert($0).inserted }
    .prefix(64)
  let output = ManifestGenerator.generate(
    FolderListing(files: Array(files), diagnostics: []), options: GeneratorOptions())
  checkCatalogTable(Array(files))
  guard output.source != nil else { return 0 }
  let encoded = ManifestEncoder.encode(output.groups, output.table)
  let decoded: AssetManifest
  do {
    decoded = try AssetManifest(decoding: encoded.names, table: encoded.table, resourceURL: nil)
  } catch {
    preconditionFailure("an accepted table does not read back (\(error)): \(files)")
  }
  withExtendedLifetime(decoded) {
    precondition(decoded.count == output.groups.count, "\(files)")
    precondition(Set(decoded.languages) == Set(output.groups.compactMap(\.language)), "\(files)")
    for (index, group) in output.groups.enumerated() where group.isConstant {
      let asset = Asset(decoded, index)
      precondition(asset.name == group.request, "\(group.request): \(files)")
      guard group.role != .localizedAsset else { continue }
      for (column, device) in output.table.devices.enumerated() {
        let expected = output.table.answers[index][column].map { output.table.files[$0] }
        precondition(asset.path(for: device) == expected, "\(group.request), \(device): \(files)")
      }
    }
  }
  return 0
}

/// Builds a catalog whose sets take their names and values from `values`, in turn, and checks
/// that its table, encoded as the generator writes it, decodes to the same entry on each line.
func checkCatalogTable(_ values: [String]) {
  guard !values.isEmpty else { return }
  var index = 0
  func next() -> String {
    defer { index += 1 }
    return values[index % values.count]
  }
  var sets: [CatalogSet] = []
  for kind in ["colorset", "dataset", "imageset"] {
    var set = CatalogSet(path: "Media.xcassets/" + next() + "." + kind, kind: kind)
    let file = next()
    set.files = [file]
    set.slots = [CatalogSlot(idiom: next(), scale: 2, filename: file)]
    set.dataFile = file
    set.colors = [
      AssetFileReaders.CatalogColor(
        idiom: "universal", colorSpace: next(), components: [CatalogTrait(next(), "0.5")]),
      AssetFileReaders.CatalogColor(
        idiom: "universal", appearances: [CatalogTrait("luminosity", "dark")],
        reference: next(), platform: next()),
    ]
    sets.append(set)
  }
  let constants = CatalogConstants.constants([AssetCatalog(path: next(), sets: sets)])
  let entries = constants.map(\.entry)
  let lines: [Substring]
  do {
    lines = try CatalogFormat.lines(CatalogFormat.encode(entries, deviceCount: 19))
  } catch {
    preconditionFailure("a catalog table does not read back (\(error)): \(values)")
  }
  precondition(lines.count == entries.count, "\(values)")
  for (line, entry) in zip(lines, entries) {
    precondition(CatalogFormat.decode(line) == entry, "\(entry): \(values)")
  }
}

/// SwiftPM links an executable's entry point under this name; it hands control to libFuzzer.
@_cdecl("FuzzManifestNames_main")
public func fuzzMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  runLibFuzzer(argc, argv) { fuzzManifestNames($0, $1) }
}
