import AssetManifestGenerator
import Foundation

/// Figure 6: the generator core on 10,000 and 100,000 files, from listing to rendering.
struct GeneratorFigures {
  let quick: Bool

  func measure(into report: inout Report) {
    let small = generationSeconds(files: 10_000)
    let large = generationSeconds(files: 100_000)
    report.add(
      "generate_10k_s", small, goal: "<= 0.5", detail: "scan, contents, parse, group, check, render"
    )
    report.add(
      "generate_100k_s", large, goal: "<= 5", detail: "scan, contents, parse, group, check, render")
    report.add("generate_growth", large / small, goal: "<= 12", detail: "100k time / 10k time")
  }

  /// Seconds to scan and generate a folder of about `files` files (assets × 3.3).
  private func generationSeconds(files: Int) -> Double {
    let names = SyntheticAssets.files(assets: files * 10 / 33)
    guard let folder = try? SyntheticAssets.materialise(names) else { return .nan }
    defer { try? FileManager.default.removeItem(at: folder) }
    return Measurement.seconds(repetitions: quick ? 1 : 5) {
      guard let scanned = try? FolderScanner.scan(folder, options: .init(includeHidden: false))
      else { return 0 }
      // The files are empty, so the content stage costs a `stat` each, as distinct images do.
      let listing = ContentScanner.read(scanned)
      return ManifestGenerator.generate(listing, options: GeneratorOptions()).source?.utf8.count
        ?? 0
    }
  }
}
