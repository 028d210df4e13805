import Foundation
@_spi(AssetManifestGenerated) import StandardPaths
import Testing

/// The runtime's catalog constants, read from a table as generated code hands it over.
@Suite("Catalog constants at run time")
struct CatalogConstantRuntimeTests {
  static let table = StandardPaths.AssetCatalogTable(
    format: StandardPaths.GeneratedCodeVersion5.self,
    text: """
      c5 19
      image\tIcons/star\tMedia.xcassets\t1,2,2,2,3,3,4,4,1,2,1,2,3,3,3,3,4,4,4\tuniversal:1:any:Icons/star.imageset/star.png\tuniversal:2:any:Icons/star.imageset/star@2x.png\tuniversal:3:any:Icons/star.imageset/star@3x.png\tipad:2:any:Icons/star.imageset/star-ipad@2x.png\tuniversal:2:dark:Icons/star.imageset/star-dark@2x.png
      color\tAccent\tMedia.xcassets\tany:srgb:red=1,green=0.5,blue=0,alpha=1:-:-\tdark:srgb:red=0.25,green=0.25,blue=1,alpha=1:-:-
      data\tlevel\tMedia.xcassets\tlevel.dataset/level.json
      color\tTint\tMedia.xcassets\tany:-::systemBlueColor:ios
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

  @Test func imageChoosesByAppearanceAndFallsBackToAny() {
    let star = CatalogImage(Self.table, 0)
    #expect(
      star.file(for: .iphoneRetina, appearance: .dark) == "Icons/star.imageset/star-dark@2x.png")
    #expect(star.slot(for: .iphoneRetina, appearance: .darkHighContrast)?.appearance == .dark)
    #expect(
      star.file(for: .iphoneRetina, appearance: .highContrast) == "Icons/star.imageset/star@2x.png")
    #expect(star.file(for: .iphoneRetina) == "Icons/star.imageset/star@2x.png")
    #expect(star.slots.map(\.appearance) == [.any, .any, .any, .any, .dark])
  }

  @Test func systemColorSaysSoInsteadOfAnsweringAnEmptyColor() throws {
    let tint = CatalogColor(Self.table, 3)
    let components = try #require(tint.components())
    #expect(components.systemColor == "systemBlueColor")
    #expect(components.platform == "ios")
    #expect(components.values.isEmpty)
    #expect(components.colorSpace == nil)
    #expect(tint.components(for: .dark)?.systemColor == "systemBlueColor", "falls back to any")
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
