import Foundation
import TestSupport
import Testing

/// The audit in the command's output: catalogs in `table --json`, and a report section per
/// kind of finding, counted in its summary.
@Suite("The asset audit in the table and the report")
struct AuditReportTests {
  /// Assets with the test catalog, two files of the same bytes and an asset no source names.
  static func app() throws -> TemporaryFolder {
    let folder = try TemporaryFolder(files: [])
    let assets = folder.url.appendingPathComponent("Assets")
    try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: Repository.root.appendingPathComponent(
        "Tests/AssetManifestGeneratorTests/Fixtures/Catalog/Media.xcassets"),
      to: assets.appendingPathComponent("Media.xcassets"))
    let logo = TinyPNG.data(width: 4, height: 4)
    try logo.write(to: assets.appendingPathComponent("logo.png"))
    try logo.write(to: assets.appendingPathComponent("logo-copy.png"))
    try TinyPNG.data(width: 4, height: 4, red: 9).write(
      to: assets.appendingPathComponent("spare.png"))
    try Data("let a = Assets.logo\nlet b = UIImage(named: \"logo-copy\")\n".utf8).write(
      to: folder.url.appendingPathComponent("App.swift"))
    return folder
  }

  @Test func tableJSONListsTheCatalogSetsAsCatalogAssets() throws {
    let folder = try Self.app()
    defer { folder.remove() }
    let table = try CommandRunner.run(["table", "Assets", "--json"], in: folder.url)
    #expect(table.status == 0, "\(table.error)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(table.output.utf8)) as? [String: Any])
    let catalogs = try #require(object["catalogs"] as? [[String: Any]])
    #expect(catalogs.map { $0["catalog"] as? String } == ["Media.xcassets"])
    let sets = try #require(catalogs.first?["sets"] as? [[String: Any]])
    #expect(sets.count == 8)
    #expect(sets.allSatisfy { $0["catalogAsset"] as? Bool == true })
    let hero = try #require(sets.first { $0["name"] as? String == "hero" })
    let slots = try #require(hero["slots"] as? [[String: Any]])
    #expect(slots.map { $0["filename"] as? String } == ["hero.png", "hero@2x.png", "hero@3x.png"])
    #expect(slots.map { $0["pixels"] as? [Int] } == [[64, 64], [64, 64], [192, 192]])
    let assets = try #require(object["assets"] as? [[String: Any]])
    #expect(
      assets.map { $0["request"] as? String } == ["logo-copy.png", "logo.png", "spare.png"],
      "catalog images get no constants")
  }

  @Test func theReportHasASectionPerKindCountedInItsSummary() throws {
    let folder = try Self.app()
    defer { folder.remove() }
    let report = try CommandRunner.run(
      ["report", "Assets", "--sources", "App.swift", "--output", "report.html"], in: folder.url)
    #expect(report.status == 0, "\(report.error)")
    let page = try String(
      contentsOf: folder.url.appendingPathComponent("report.html"), encoding: .utf8)
    #expect(
      page.contains(
        "3 assets, 3 files, 19 devices, 8 catalog sets; 7 findings (1 unused, 5 in catalogs, "
          + "1 duplicates)."), "\(page.prefix(2_000))")
    #expect(page.contains("<h3 id=\"findings-unused\">Unused assets (1)</h3>"))
    #expect(page.contains("<h3 id=\"findings-catalog\">Asset catalogs (5)</h3>"))
    #expect(page.contains("<h3 id=\"findings-duplicate\">Duplicate files (1)</h3>"))
    #expect(page.contains("&#39;spare.png&#39; is never referenced"))
    #expect(page.contains("<h2 id=\"catalogs\">Asset catalogs</h2>"))
    #expect(page.contains("<tr class=\"catalog-asset\"><th>hero</th><td>imageset</td>"))
  }
}
