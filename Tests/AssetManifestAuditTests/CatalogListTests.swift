import AssetFileReaders
import AssetManifestAudit
import AssetManifestGenerator
import Foundation
import Testing

/// The report's list of asset catalogs says what Xcode's editor shows: each slot once, with
/// its appearance and other traits, and a color set's colors rather than no slots.
@Suite("Report: the asset catalogs' sets")
struct CatalogListTests {
  static let dark = #""appearances": [{"appearance": "luminosity", "value": "dark"}]"#

  /// The page of a catalog with an image set of Any and Dark appearances, some slots empty, and
  /// a color set with a dark color.
  static func page() throws -> String {
    let slots = try CatalogContents.read(
      Data(
        """
        {"images": [
          {"idiom": "universal", "scale": "1x", "filename": "avatar.png"},
          {"idiom": "universal", "scale": "1x", "filename": "avatar-dark.png", \(dark)},
          {"idiom": "universal", "scale": "2x"},
          {"idiom": "universal", "scale": "2x", \(dark)}
        ]}
        """.utf8)
    ).get().slots
    let components =
      #""components": {"red": "0.100", "green": "0.200", "blue": "0.300", "alpha": "1.000"}"#
    let colors = try CatalogContents.read(
      Data(
        """
        {"colors": [
          {"idiom": "universal", "color": {"color-space": "srgb", \(components)}},
          {"idiom": "universal", \(dark), "color": {"color-space": "srgb", \(components)}}
        ]}
        """.utf8)
    ).get().colors
    let facts = ImageFacts(format: .png, width: 8, height: 8)
    let avatar = CatalogSet(
      path: "Media.xcassets/avatar.imageset", kind: "imageset", slots: slots,
      files: ["avatar-dark.png", "avatar.png"],
      images: ["avatar.png": facts, "avatar-dark.png": facts])
    var tint = CatalogSet(path: "Media.xcassets/Tint.colorset", kind: "colorset")
    tint.colors = colors
    let output = ManifestGenerator.generate(
      FolderListing(files: [], diagnostics: []), options: GeneratorOptions())
    return CoverageReport(
      title: "catalog", groups: output.groups, table: output.table, images: [:], findings: [],
      links: [:], thumbnails: [:],
      catalogs: [AssetCatalog(path: "Media.xcassets", sets: [avatar, tint])]
    ).html()
  }

  @Test("each slot once, with its appearance")
  func slotsWithTheirAppearance() throws {
    let page = try Self.page()
    #expect(
      page.contains(
        "<td>universal 1x: avatar.png (8×8)<br>universal 1x, dark: avatar-dark.png (8×8)<br>"
          + "universal 2x: empty<br>universal 2x, dark: empty</td>"), "\(page)")
  }

  @Test("a color set's colors, per appearance")
  func colorsPerAppearance() throws {
    let page = try Self.page()
    #expect(
      page.contains(
        "<td>universal: srgb red 0.100, green 0.200, blue 0.300, alpha 1.000<br>"
          + "universal, dark: srgb red 0.100, green 0.200, blue 0.300, alpha 1.000</td>"),
      "\(page)")
  }
}
