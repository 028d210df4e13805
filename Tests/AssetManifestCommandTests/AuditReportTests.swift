import Foundation
import TestSupport
import Testing

/// The audit in the command's output: catalogs in `table --json`, and a report section per
/// kind of finding, counted in its summary.
@Suite("The asset audit in the table and the report")
struct AuditReportTests {
  /// Assets with the test catalog, two files of the same bytes, and an asset and a catalog set
  /// (`moon`) no source names.
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
    try Data(
      """
      let a = Assets.logo
      let b = UIImage(named: "logo-copy")
      let sets = [Assets.hero, Assets.star, Assets.sun, Assets.bell]
      let accent = UIColor(named: "Accent")

      """.utf8
    ).write(to: folder.url.appendingPathComponent("App.swift"))
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
      "catalog sets are listed apart from the loose assets")
  }

  /// A catalog with an image set of Any and Dark appearances, some slots empty, and a color set
  /// with a dark color.
  static func appearanceCatalog() throws -> TemporaryFolder {
    let folder = try TemporaryFolder(files: [])
    let catalog = folder.url.appendingPathComponent("Assets/Media.xcassets")
    let avatar = catalog.appendingPathComponent("avatar.imageset")
    let tint = catalog.appendingPathComponent("Tint.colorset")
    for set in [avatar, tint] {
      try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    }
    let dark = #""appearances": [{"appearance": "luminosity", "value": "dark"}]"#
    try Data(
      """
      {"images": [
        {"idiom": "universal", "scale": "1x", "filename": "avatar.png"},
        {"idiom": "universal", "scale": "1x", "filename": "avatar-dark.png", \(dark)},
        {"idiom": "universal", "scale": "2x"},
        {"idiom": "universal", "scale": "2x", \(dark)}
      ]}
      """.utf8
    ).write(to: avatar.appendingPathComponent("Contents.json"))
    for name in ["avatar.png", "avatar-dark.png"] {
      try TinyPNG.data(width: 8, height: 8).write(to: avatar.appendingPathComponent(name))
    }
    let components =
      #""components": {"red": "0.100", "green": "0.200", "blue": "0.300", "alpha": "1.000"}"#
    try Data(
      """
      {"colors": [
        {"idiom": "universal", "color": {"color-space": "srgb", \(components)}},
        {"idiom": "universal", \(dark), "color": {"color-space": "srgb", \(components)}}
      ]}
      """.utf8
    ).write(to: tint.appendingPathComponent("Contents.json"))
    return folder
  }

  @Test("table --json gives each slot once with its appearance, and a color set's colors")
  func tableJSONListsAppearancesAndColors() throws {
    let folder = try Self.appearanceCatalog()
    defer { folder.remove() }
    let table = try CommandRunner.run(["table", "Assets", "--json"], in: folder.url)
    #expect(table.status == 0, "\(table.error)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(table.output.utf8)) as? [String: Any])
    let catalogs = try #require(object["catalogs"] as? [[String: Any]])
    let sets = try #require(catalogs.first?["sets"] as? [[String: Any]])
    let avatar = try #require(sets.first { $0["name"] as? String == "avatar" })
    let slots = try #require(avatar["slots"] as? [[String: Any]])
    #expect(slots.count == 4, "\(slots)")
    #expect(slots.map { $0["filename"] as? String } == ["avatar.png", "avatar-dark.png", nil, nil])
    #expect(
      slots.map { ($0["appearance"] as? [String: String])?["luminosity"] }
        == [nil, "dark", nil, "dark"], "\(slots)")
    let tint = try #require(sets.first { $0["name"] as? String == "Tint" })
    #expect(tint["slots"] == nil, "a color set has colors, not an empty list of slots")
    let colors = try #require(tint["colors"] as? [[String: Any]])
    #expect(
      colors.map { ($0["appearance"] as? [String: String])?["luminosity"] } == [nil, "dark"])
    #expect(colors.allSatisfy { $0["colorSpace"] as? String == "srgb" })
    #expect(
      colors.map { ($0["components"] as? [String: String])?["red"] } == ["0.100", "0.100"],
      "\(colors)")
  }

  @Test func theReportHasASectionPerKindCountedInItsSummary() throws {
    let folder = try Self.app()
    defer { folder.remove() }
    let report = try CommandRunner.run(
      ["report", "Assets", "--sources", "App.swift", "--output", "report.html"], in: folder.url)
    #expect(report.status == 0, "\(report.error)")
    let page = try String(
      contentsOf: folder.url.appendingPathComponent("report.html"), encoding: .utf8)
    // A folder no package holds is an Xcode project's, whose build compiles its catalog on
    // every platform: no catalog-not-compiled.
    let catalogFindings = 5
    #expect(
      page.contains(
        "3 assets, 3 files, 19 devices, 8 catalog sets; \(catalogFindings + 3) findings (2 unused, "
          + "\(catalogFindings) in catalogs, 1 duplicates)."), "\(page.prefix(2_000))")
    #expect(page.contains("<h3 id=\"findings-unused\">Unused assets (2)</h3>"))
    #expect(
      page.contains("<h3 id=\"findings-catalog\">Asset catalogs (\(catalogFindings))</h3>"))
    #expect(page.contains("<h3 id=\"findings-duplicate\">Duplicate files (1)</h3>"))
    #expect(page.contains("&#39;spare.png&#39; is never referenced"))
    #expect(page.contains("&#39;moon&#39; (an image set of Media.xcassets) is never referenced"))
    #expect(page.contains("<h2 id=\"catalogs\">Asset catalogs</h2>"))
    #expect(page.contains("<tr class=\"catalog-asset\"><th>hero</th><td>imageset</td>"))
  }
}
