import AssetManifestAudit
import AssetManifestGenerator
import Foundation

/// Figure 8: the asset audit. Finding the unused assets of 10,000 assets in 2,000 source files
/// (reading the sources from disk, generating, matching), and comparing the bytes of 10,000
/// files that all share their size with others, the duplicate check's worst case.
struct AuditFigures {
  let quick: Bool

  func measure(into report: inout Report) {
    report.add(
      "unused_10k_2k_sources_s", unusedSeconds(), goal: "<= 2",
      detail: "read 2,000 sources, generate, match 10,000 assets")
    report.add(
      "unused_adversarial_10mb_s", adversarialSeconds(), goal: "<= 2",
      detail: "10 MB: aliases of aliases, a line of (/[, short names, !/ divisions")
    report.add(
      "duplicates_10k_files_s", duplicateSeconds(), goal: "-",
      detail: "10,000 files of 1-4 KB, every size shared: every file read")
  }

  /// Seconds from the sources on disk and the listing to the findings; NaN unless exactly the
  /// assets no source names (every fifth) are found.
  private func unusedSeconds() -> Double {
    let listing = FolderListing(files: SyntheticAssets.files(assets: 10_000), diagnostics: [])
    let options = GeneratorOptions()
    let output = ManifestGenerator.generate(listing, options: options)
    let expressions = output.tree.constantExpressions(prefix: options.namespace)
      .sorted { $0.group < $1.group }
    guard expressions.count == 10_000,
      let folder = try? writeSources(
        expressions.map(\.expression), requests: output.groups.map(\.request))
    else { return .nan }
    defer { try? FileManager.default.removeItem(at: folder) }
    var findings = 0
    let seconds = Measurement.seconds(repetitions: quick ? 1 : 5) {
      var references = SwiftReferences()
      for index in 0..<2_000 {
        let url = folder.appendingPathComponent("Source\(index).swift")
        guard let data = FileManager.default.contents(atPath: url.path) else { return 0 }
        references.formUnion(SwiftReferences(source: String(decoding: data, as: UTF8.self)))
      }
      let output = ManifestGenerator.generate(listing, options: options)
      findings =
        UnusedAssets.find(
          groups: output.groups, tree: output.tree, options: options, references: references
        ).findings.count
      return findings
    }
    return findings == 2_000 ? seconds : .nan
  }

  /// Seconds to audit 10 MB of source in four files, each a shape that once made the reading
  /// exponential, quadratic or huge; NaN unless exactly the one unused asset is found.
  private func adversarialSeconds() -> Double {
    let sources = Self.adversarialSources(bytes: 10_000_000)
    let listing = FolderListing(
      files: ["Characters/hero.png", "Characters/villain.png", "Characters/sidekick.png"],
      diagnostics: [])
    let options = GeneratorOptions()
    let output = ManifestGenerator.generate(listing, options: options)
    var unused: [String] = []
    let seconds = Measurement.seconds(repetitions: quick ? 1 : 3) {
      // One file at a time, as `unused` reads them.
      var references = SwiftReferences()
      for source in sources { references.formUnion(SwiftReferences(source: source)) }
      unused =
        UnusedAssets.find(
          groups: output.groups, tree: output.tree, options: options, references: references
        ).findings.map(\.message)
      return unused.count
    }
    return unused.count == 1 && unused[0].hasPrefix("'Characters/sidekick.png'") ? seconds : .nan
  }

  /// About `bytes` of Swift in four files: aliases of aliases 18 deep, each name declared three
  /// times, repeated; one line of `(/[`; short identifiers; lines of `Int("4")!/2 … !/3`. The
  /// first uses `hero` through the aliases, the last `villain` between the divisions.
  static func adversarialSources(bytes: Int) -> [String] {
    let quarter = bytes / 4
    var aliases = ""
    while aliases.utf8.count < quarter {
      aliases += "let a0 = Assets.Characters.self\nlet a0 = Assets.Sounds.self\n"
      aliases += "let a0 = Assets.Icons.self\n"
      for level in 1...18 {
        for member in ["self", "p", "q"] { aliases += "let a\(level) = a\(level - 1).\(member)\n" }
      }
    }
    aliases += "let x = a18.hero\n"
    let regex = "let r = " + String(repeating: "(/[", count: quarter / 3) + "\n"
    var names = ""
    names.reserveCapacity(quarter + 16)
    var index = 0
    while names.utf8.count < quarter {
      names += "a\(index % 5_000) "
      index += 1
      if index % 20 == 0 { names += "\n" }
    }
    let line =
      #"let n = Int("4")!/2 + [Assets.Characters.self].map { $0.villain }.count + Int("6")!/3"#
    let divisions = String(repeating: line + "\n", count: quarter / (line.utf8.count + 1))
    return [aliases, regex, names, divisions]
  }

  /// 2,000 files of about 4 KB: each names four of five assets, two by constant and two by a
  /// lookup string, among ordinary code, comments and strings.
  private func writeSources(_ expressions: [String], requests: [String]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("asset-manifest-bench-sources-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for file in 0..<2_000 {
      let first = file * 5
      var text = "import StandardPaths\n\n/// Screen \(file) of the app.\nstruct Screen\(file) {\n"
      text += "  let a = \(expressions[first])\n  let b = \(expressions[first + 1]).path\n"
      text += "  let c = Assets.manifest.url(forFile: \"\(requests[first + 2])\")\n"
      text += "  let d = UIImage(named: \"\(requests[first + 3])\")\n"
      for line in 0..<40 {
        text += "  // Line \(line) lays out the \(line)th row, as the design asks.\n"
        text += "  func row\(line)(_ width: Double) -> String { \"row \\(width * \(line).5)\" }\n"
      }
      text += "}\n"
      try Data(text.utf8).write(to: folder.appendingPathComponent("Source\(file).swift"))
    }
    return folder
  }

  /// Seconds for the content stage on 10,000 files; NaN unless it finds the 100 pairs made
  /// alike.
  private func duplicateSeconds() -> Double {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("asset-manifest-bench-contents-\(UUID().uuidString)")
    var files: [String] = []
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      for index in 0..<10_000 {
        // 1,000 sizes, ten files each, every file its own fill byte; but the odd files below
        // 200 copy the file before them.
        let source = index < 200 && index % 2 == 1 ? index - 1 : index
        let bytes = [UInt8](
          repeating: UInt8(truncatingIfNeeded: source), count: 1_024 + 3 * (source % 1_000))
        let name = String(format: "file%05d.png", index)
        try Data(bytes).write(to: folder.appendingPathComponent(name))
        files.append(name)
      }
    } catch {
      return .nan
    }
    defer { try? FileManager.default.removeItem(at: folder) }
    var locations = SourceLocations()
    locations.addFolder(bundle: "", disk: folder.path)
    let listing = FolderListing(files: files, diagnostics: [], locations: locations)
    var sets = 0
    let seconds = Measurement.seconds(repetitions: quick ? 1 : 5) {
      sets = ContentScanner.read(listing).sameContents.count
      return sets
    }
    return sets == 100 ? seconds : .nan
  }
}
