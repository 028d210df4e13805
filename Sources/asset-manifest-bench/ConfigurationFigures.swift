import AssetManifestGenerator

/// Figure 7: linting a configuration that names thousands of assets that do not exist, as a
/// script that writes a `names` entry per file does once the files move: every entry is a
/// warning at its own line, and finding the line must not cost a pass over the file each.
struct ConfigurationFigures {
  let quick: Bool

  func measure(into report: inout Report) {
    let small = lintSeconds(badEntries: 1_000)
    let large = lintSeconds(badEntries: 100_000)
    report.add(
      "lint_config_1k_s", small, goal: "-", detail: "1,000 'names' entries naming no asset")
    report.add(
      "lint_config_100k_s", large, goal: "<= 1", detail: "100,000 'names' entries naming no asset")
    report.add(
      "lint_config_growth", large / small, goal: "<= 150",
      detail: "100k time / 1k time (linear: 100)")
  }

  /// Seconds to read a configuration with `badEntries` entries in `names`, one a line, apply it,
  /// generate for a folder of 100 files and print every warning; NaN when the warnings are not
  /// one per entry, each at its entry's line.
  private func lintSeconds(badEntries: Int) -> Double {
    let entries = (0..<badEntries).map { "  \"Gone/file_\($0).png\": \"file\($0)\"" }
    let text = "{\n\"names\": {\n" + entries.joined(separator: ",\n") + "\n}\n}\n"
    let listing = FolderListing(
      files: SyntheticAssets.files(assets: 30), diagnostics: [])
    var lastLine = 0
    let seconds = Measurement.seconds(repetitions: quick ? 1 : 5) {
      var options = GeneratorOptions()
      let errors = options.apply(configuration: ConfigurationFile(path: "c.json", text: text))
      let warnings = ManifestGenerator.generate(listing, options: options).diagnostics
      let printed = (errors + warnings).map { $0.printed(strict: false) }
      lastLine = warnings.map(\.line).max() ?? 0
      return printed.count
    }
    return lastLine == badEntries + 2 ? seconds : .nan
  }
}
