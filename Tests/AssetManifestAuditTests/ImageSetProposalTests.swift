import AssetManifestAudit
import AssetManifestGenerator
import Testing

/// The image set proposed to replace an asset's loose variants: Xcode's `Contents.json`, with
/// the slots Apple's Asset Catalog Format Reference gives each suffix.
@Suite("The proposed image set")
struct ImageSetProposalTests {
  static func proposal(_ paths: [String]) throws -> ImageSetProposal {
    let groups = Grouper.group(paths.map(ParsedFile.init(path:)))
    #expect(groups.count == 1)
    return try #require(ImageSetProposal(group: groups[0]))
  }

  @Test func contentsJSONIsXcodesFormat() throws {
    let proposal = try Self.proposal([
      "Characters/hero.png", "Characters/hero@2x.png", "Characters/hero@3x.png",
      "Characters/hero~ipad.png", "Characters/hero@2x~ipad.png", "Characters/hero-568h@2x.png",
      "Characters/hero-hd.png",
    ])
    #expect(proposal.folder == "Characters/hero.imageset")
    #expect(proposal.leftOut == ["Characters/hero-hd.png"])
    #expect(
      proposal.contentsJSON == """
        {
          "images" : [
            {
              "filename" : "hero.png",
              "idiom" : "universal",
              "scale" : "1x"
            },
            {
              "filename" : "hero@2x.png",
              "idiom" : "universal",
              "scale" : "2x"
            },
            {
              "filename" : "hero@3x.png",
              "idiom" : "universal",
              "scale" : "3x"
            },
            {
              "filename" : "hero-568h@2x.png",
              "idiom" : "iphone",
              "scale" : "2x",
              "subtype" : "retina4"
            },
            {
              "filename" : "hero~ipad.png",
              "idiom" : "ipad",
              "scale" : "1x"
            },
            {
              "filename" : "hero@2x~ipad.png",
              "idiom" : "ipad",
              "scale" : "2x"
            }
          ],
          "info" : {
            "author" : "xcode",
            "version" : 1
          }
        }

        """)
  }

  @Test func onlyImageAssetsWithVariantsAreProposed() {
    for paths in [["a.png"], ["v.nib", "v~ipad.nib"], ["f.ttf", "f@2x.ttf"]] {
      let groups = Grouper.group(paths.map(ParsedFile.init(path:)))
      #expect(ImageSetProposal(group: groups[0]) == nil, "\(paths)")
    }
  }
}
