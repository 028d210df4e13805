import AssetManifestAudit
import AssetManifestGenerator
import Foundation
import TestSupport
import Testing

@Suite("What Swift sources reference")
struct SwiftReferencesTests {
  static func chains(_ source: String) -> [String] {
    SwiftReferences(source: source).chains.map { $0.joined(separator: ".") }
  }

  @Test func chainsAcrossLinesWithoutCommentsOrBackticks() {
    let source = """
      let a = Assets.Characters.hero.path(for: .pad)
      let b = Assets
        .Characters // the cast
        .`default`
      // Assets.Sounds.beep
      /* Assets.Sounds.click /* nested */ Assets.Sounds.gone */
      """
    let found = Self.chains(source)
    #expect(found.contains("Assets.Characters.hero.path"))
    #expect(found.contains("Assets.Characters.default"))
    #expect(!found.contains { $0.contains("Sounds") }, "\(found)")
  }

  @Test("a local alias reads as what it stands for")
  func aliases() {
    let found = Self.chains(
      """
      typealias Art = Assets.Characters
      let cast = Assets.Characters.self
      func draw() { _ = Art.hero; _ = cast.villain.url }
      """)
    #expect(found.contains("Assets.Characters.hero"))
    #expect(found.contains("Assets.Characters.villain.url"))
  }

  @Test("literals without interpolation are kept, the code in an interpolation is read")
  func literals() {
    let references = SwiftReferences(
      source: #"""
        let a = UIImage(named: "sky")
        let b = Assets.manifest["Icons/star.png"]
        let c = "Sounds/\(Assets.Sounds.click.name)"
        let d = #"raw "quoted""#
        let e = """
          multi
          """
        let f = "escaped \" quote"
        """#)
    #expect(
      references.literals
        == ["sky", "Icons/star.png", #"raw "quoted""#, "\n  multi\n  ", #"escaped \" quote"#])
    #expect(references.chains.contains(["Assets", "Sounds", "click", "name"]))
  }

  @Test("any bytes are read to the end, and all that is found is in them")
  func anyBytes() {
    var generator = SeededGenerator(seed: 7)
    let alphabet = Array(##"ab.`"#\()/* =let"##.utf8) + [0x0A, 0xC3, 0xA9, 0xFF]
    for _ in 0..<2_000 {
      let count = Int.random(in: 0..<64, using: &generator)
      let bytes = (0..<count).map { _ in alphabet.randomElement(using: &generator)! }
      let source = String(decoding: bytes, as: UTF8.self)
      let references = SwiftReferences(source: source)
      let identifiers = references.chains.joined().filter { !$0.isEmpty }
      #expect(identifiers.allSatisfy { source.contains($0) }, "\(source)")
      #expect(references.literals.allSatisfy { $0.isEmpty || source.contains($0) }, "\(source)")
    }
  }
}
