import Foundation
import TestSupport
import Testing

/// `asset-manifest unused` and `report --sources` on an app with an asset catalog and fonts:
/// catalog sets are used by their constant or their catalog name, fonts by their constant, their
/// file or a name of the font, and what nothing uses is reported, and only that.
@Suite("asset-manifest unused: catalog sets and fonts")
struct UnusedCatalogAndFontTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("AssetManifestGeneratorTests/Fixtures")

  /// Uses of the catalog's `Icons/bell` image set by its constant, its `Accent` color set and
  /// `level` data set by name, and the sans font by its PostScript name; `star` and the serif
  /// font are used by nothing, and `moon` is kept by the configuration.
  static let source = #"""
    import StandardPaths
    import UIKit

    let bell = UIImage(asset: Assets.Icons.bell)
    let accent = UIColor(named: "Accent")
    let level = NSDataAsset(name: "level")
    let body = UIFont(name: "DejaVuSans", size: 17)
    """#

  /// The app: `Assets/` with the catalog fixture and two fonts, `Scene.swift`, and a
  /// configuration that keeps `mo*`.
  static func app() throws -> TemporaryFolder {
    let folder = try TemporaryFolder(files: [])
    let assets = folder.url.appendingPathComponent("Assets")
    try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: fixtures.appendingPathComponent("CatalogConstants/Media.xcassets"),
      to: assets.appendingPathComponent("Media.xcassets"))
    let fonts = assets.appendingPathComponent("Fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    for font in ["DejaVuSans-Subset.ttf", "DejaVuSerif-Bold-Subset.ttf"] {
      try FileManager.default.copyItem(
        at: fixtures.appendingPathComponent("Fonts/" + font),
        to: fonts.appendingPathComponent(font))
    }
    try Data(source.utf8).write(to: folder.url.appendingPathComponent("Scene.swift"))
    try Data(#"{"keep": ["mo*"]}"#.utf8).write(
      to: folder.url.appendingPathComponent("asset-manifest.json"))
    return folder
  }

  @Test func reportsTheUnreferencedSetAndFontOnly() throws {
    let folder = try Self.app()
    defer { folder.remove() }
    let assets = folder.url.appendingPathComponent("Assets").path
    let unused = try CommandRunner.run([
      "unused", assets, "--sources", folder.url.path, "--config",
      folder.url.appendingPathComponent("asset-manifest.json").path, "--layout", "relative",
    ])
    #expect(unused.status == 0, "\(unused.error)")
    let advice: String = "if the app builds its name at run time [unused-asset]"
    let font: String =
      "\(assets)/Fonts/DejaVuSerif-Bold-Subset.ttf:1: warning: "
      + "'Fonts/DejaVuSerif-Bold-Subset.ttf' is never referenced: no source names "
      + "Assets.Fonts.dejaVuSerifBoldSubset or a string that looks it up "
      + "(\"DejaVuSerif-Bold-Subset\", or its font's name \"DejaVuSerif-Bold\"); delete its "
      + "files, or add it to \"keep\" in asset-manifest.json " + advice
    let set: String =
      "\(assets)/Media.xcassets/star.imageset/Contents.json:1: warning: 'star' (an image set "
      + "of Media.xcassets) is never referenced: no source names Assets.star or a string that "
      + "looks it up (\"star\"); delete the set, or add it to \"keep\" in asset-manifest.json "
      + advice
    #expect(
      unused.error.split(separator: "\n").map(String.init)
        == [font, set, "7 assets, 2 findings in 1 source file"], "\(unused.error)")
  }

  /// Each other way to name them keeps them: the font's family, the set's constant through
  /// an alias, a namespaced set by its catalog name, and a walk of every asset.
  @Test func everyOtherKindOfUseKeepsThem() throws {
    let folder = try Self.app()
    defer { folder.remove() }
    try Data(
      #"""
      import SwiftUI
      typealias A = Assets
      let star = Image(asset: A.star)
      let bell = Image("Icons/bell")
      let serif = Font.custom("DejaVu Serif", size: 12)
      """#.utf8
    ).write(to: folder.url.appendingPathComponent("More.swift"))
    let assets = folder.url.appendingPathComponent("Assets").path
    let unused = try CommandRunner.run([
      "unused", assets, "--sources", folder.url.path, "--config",
      folder.url.appendingPathComponent("asset-manifest.json").path, "--layout", "relative",
    ])
    #expect(unused.error == "7 assets, 0 findings in 2 source files\n", "\(unused.error)")
    // Without the configuration, only the kept set is reported.
    let unkept = try CommandRunner.run([
      "unused", assets, "--sources", folder.url.path, "--layout", "relative",
    ])
    #expect(
      unkept.error.split(separator: "\n").map { $0.prefix(while: { $0 != ":" }) } == [
        "\(assets)/Media.xcassets/Misc/moon.imageset/Contents.json",
        "7 assets, 1 finding in 2 source files",
      ], "\(unkept.error)")
  }

  @Test func theReportListsThem() throws {
    let folder = try Self.app()
    defer { folder.remove() }
    let page = folder.url.appendingPathComponent("report.html")
    let report = try CommandRunner.run([
      "report", folder.url.appendingPathComponent("Assets").path, "--sources",
      folder.url.path, "--config", folder.url.appendingPathComponent("asset-manifest.json").path,
      "--layout", "relative", "--output", page.path,
    ])
    #expect(report.status == 0, "\(report.error)")
    let html = try String(contentsOf: page, encoding: .utf8)
    let heading = try #require(
      html.range(of: "<h3 id=\"findings-unused\">Unused assets (2)</h3>"))
    let end = try #require(html.range(of: "</ol>", range: heading.upperBound..<html.endIndex))
    let list = html[heading.upperBound..<end.lowerBound]
    #expect(list.contains("&#39;star&#39; (an image set of Media.xcassets) is never referenced"))
    #expect(list.contains("&#39;Fonts/DejaVuSerif-Bold-Subset.ttf&#39; is never referenced"))
  }
}
