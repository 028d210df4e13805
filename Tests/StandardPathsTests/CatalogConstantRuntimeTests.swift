import Foundation
@_spi(AssetManifestGenerated) import StandardPaths
import Testing

/// The runtime's catalog constants, read from a table as generated code hands it over.
@Suite("Catalog constants at run time")
struct CatalogConstantRuntimeTests {
  static let table = StandardPaths.AssetCatalogTable(
    format: StandardPaths.GeneratedCodeVersion4.self,
    text: """
      c4 19
      image\tIcons/star\t1,2,2,2,3,3,4,4,1,2,1,2,3,3,3,3,4,4,4\tuniversal:1:Icons/star.imageset/star.png\tuniversal:2:Icons/star.imageset/star@2x.png\tuniversal:3:Icons/star.imageset/star@3x.png\tipad:2:Icons/star.imageset/star-ipad@2x.png
      color\tAccent\tany:srgb:red=1,green=0.5,blue=0,alpha=1\tdark:srgb:red=0.25,green=0.25,blue=1,alpha=1
      data\tlevel\tlevel.dataset/level.json
      """, bundle: nil)

  @Test func imageKnowsItsNameAndEachDevicesSlot() {
    let star = CatalogImage(Self.table, 0)
    #expect(star.name == "Icons/star")
    #expect(star.file(for: .ipadRetina) == "Icons/star.imageset/star-ipad@2x.png")
    #expect(star.file(for: .iphone) == "Icons/star.imageset/star.png")
    #expect(star.slot(for: .iphone736h)?.scale == 3)
    // A device outside the known devices is answered by the same order.
    #expect(star.file(for: Device(idiom: .desktop, scale: 2)) == "Icons/star.imageset/star@2x.png")
    #expect(star.file(for: Device(idiom: .pad, scale: 3)) == "Icons/star.imageset/star-ipad@2x.png")
  }

  @Test func colorGivesComponentsPerAppearance() {
    let accent = CatalogColor(Self.table, 1)
    #expect(accent.name == "Accent")
    #expect(accent.components()?.colorSpace == "srgb")
    #expect(accent.components()?["green"] == 0.5)
    #expect(accent.components(for: .dark)?["red"] == 0.25)
    #expect(accent.components(for: .highContrast)?["red"] == 1, "falls back to any")
    #expect(accent.components(for: .darkHighContrast)?["red"] == 0.25, "falls back to dark")
    #expect(accent.components()?.names == ["red", "green", "blue", "alpha"])
  }

  @Test func dataGivesItsNameAndFile() {
    let level = CatalogData(Self.table, 2)
    #expect(level.name == "level")
    #expect(level.file == "level.dataset/level.json")
    #expect(level.bundle == nil)
  }

  @Test func aRowOfAnotherKindAnswersNothing() {
    #expect(CatalogImage(Self.table, 1).name == "")
    #expect(CatalogColor(Self.table, 9).appearances.isEmpty)
    #expect(CatalogData(Self.table, 0).file == nil)
  }
}
