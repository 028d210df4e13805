import AssetManifestGenerator
import Foundation
@_spi(AssetManifestGenerated) import StandardPaths
import TestSupport
import Testing

/// A `.tiff` is a variant of the image a desktop tries it for, by the resolver's own rule, in any
/// letter case of the image's extension.
@Suite("TIFF variants")
struct TIFFGroupingTests {
  static let files = [
    "hero.PNG", "hero.tiff", "icon.jpeg", "icon.tiff", "model.obj.gz", "model.tiff",
  ]
  static let output = Fixtures.generate(files)
  static let manifest: AssetManifest = {
    let (names, table, _) = ManifestEncoder.encode(output.groups, output.table)
    return ImmortalManifests.keep(
      try! AssetManifest(decoding: names, table: table, resourceURL: nil))
  }()

  @Test func theTIFFJoinsTheImageWhoseMacAnswerItIs() throws {
    let requests = Self.output.groups.map(\.request)
    #expect(requests == ["hero.PNG", "icon.jpeg", "model.obj.gz", "model.tiff"])
    let source = try #require(Self.output.source)
    #expect(!source.contains("heroTiff"))
    for (group, request) in requests.enumerated() {
      let asset = Asset(Self.manifest, group)
      let variants = asset.variants.map(\.name)
      for device in [Device.mac, .macRetina] {
        // Every file a device chooses for the asset is one of its variants.
        if let chosen = asset.path(for: device) { #expect(variants.contains(chosen), "\(request)") }
      }
    }
    let hero = Asset(Self.manifest, 0)
    #expect(hero.variants.map(\.name) == ["hero.PNG", "hero.tiff"])
    #expect(hero.path(for: .mac) == "hero.tiff")
    #expect(hero.path(for: .iphone) == "hero.PNG")
  }

  @Test func onlyImageTypesTryATIFF() {
    #expect(VariantResolver.desktopTIFF(for: "hero.PNG", ofType: "PNG") == "hero.tiff")
    #expect(VariantResolver.desktopTIFF(for: "a.JPG", ofType: "JPG") == "a.tiff")
    #expect(VariantResolver.desktopTIFF(for: "model.obj.gz", ofType: "obj.gz") == nil)
    #expect(VariantResolver.desktopTIFF(for: "hero", ofType: nil) == nil)
    #expect(VariantResolver.desktopTIFF(for: "hero.tiff", ofType: "tiff") == nil)
  }
}
