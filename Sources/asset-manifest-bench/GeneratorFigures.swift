import AssetManifestGenerator
import Foundation

/// Figure 6: the generator core on 10,000 and 100,000 files, and on a catalog of 10,000 sets
/// beside 10,000 files, from listing to rendering.
struct GeneratorFigures {
  let quick: Bool

  func measure(into report: inout Report) {
    let small = generationSeconds(files: 10_000).seconds
    let large = generationSeconds(files: 100_000).seconds
    report.add(
      "generate_10k_s", small, goal: "<= 0.5", detail: "scan, contents, parse, group, check, render"
    )
    report.add(
      "generate_100k_s", large, goal: "<= 5", detail: "scan, contents, parse, group, check, render")
    report.add("generate_growth", large / small, goal: "<= 12", detail: "100k time / 10k time")
    // Writing the 48,000 files of the full size took this host 37–50 s before any timing, so a
    // quick run takes a tenth of them.
    let thousands = quick ? 1 : 10
    let catalog = generationSeconds(files: thousands * 1_000, catalogSets: thousands * 1_000)
    // The loose files' budget, 50 µs a file (0.5 s for 10,000), for every file on disk: a
    // catalog's Contents.json files and images are listed, read or both.
    report.add(
      "generate_\(thousands)k_sets_\(thousands)k_files_s", catalog.seconds,
      goal: String(format: "<= %.2f", Double(catalog.files) * 50e-6),
      detail: "the same with a catalog beside the files: \(catalog.files) files, 50 µs each")
  }

  /// Seconds to lay out and generate a folder of about `files` loose files (assets × 3.3) and
  /// `SyntheticAssets.catalog` of `catalogSets` sets, and how many files the folder holds; NaN
  /// seconds unless the file is rendered with a constant for every set.
  private func generationSeconds(files: Int, catalogSets: Int = 0) -> (
    seconds: Double, files: Int
  ) {
    let catalog = catalogSets > 0 ? SyntheticAssets.catalog(sets: catalogSets) : [:]
    let names = SyntheticAssets.files(assets: files * 10 / 33) + catalog.keys
    guard let folder = try? SyntheticAssets.materialise(names, contents: catalog) else {
      return (.nan, names.count)
    }
    defer { try? FileManager.default.removeItem(at: folder) }
    var constants: Int?
    let seconds = Measurement.seconds(repetitions: quick ? 1 : 5) {
      // The loose files are empty, so the image and content stages cost an open and a `stat`
      // each; the catalog stage reads every set's Contents.json and image headers.
      guard
        let listing = try? AssetReader.read([ResourceEntry(path: folder.path, rule: .contents)])
      else { return 0 }
      let output = ManifestGenerator.generate(listing, options: GeneratorOptions())
      constants = output.source.map { _ in output.catalogConstants.count }
      return output.source?.utf8.count ?? 0
    }
    return (constants == catalogSets ? seconds : .nan, names.count)
  }
}
