import AssetManifestGenerator
import Foundation
@_spi(AssetManifestGenerated) import StandardPaths
import TestSupport
import Testing

/// Random folder, language and file names, hostile characters included, written through the
/// generator and read back with the runtime's decoder: every table the generator accepts reads
/// back with the same assets, languages and answers, and every name that could change the
/// table's structure is refused before anything is written.
@Suite("Hostile names round-trip through the table")
struct HostileNameRoundTripTests {
  /// Pieces of names: the separators of the table's lines and lists, quotes, escapes, Unicode
  /// that is equal but spelled apart, and ordinary language codes.
  static let pieces = [
    "a", "b", "hero", " ", ",", "\t", "\n", "\"", "\\", "é", "e\u{301}", "日本", "-", "_", "@2x",
    "~ipad", ".", "x y", "a,b", "de", "pt-BR", "zh-Hans", "Base", "German", "sr_Latn", "419",
  ]
  static let languages = [
    "de", "en", "pt-BR", "pt_BR", "zh-Hans", "Base", "German", "a b", "x,y", "d\ne", "f\tg",
    "q\"r", "es-419", "", "e\u{301}", "-", "_", "-de",
  ]

  @Test func everyAcceptedTableReadsBackTheSame() throws {
    var random = SeededGenerator(seed: SeededGenerator.configuredSeed)
    var accepted = 0
    for _ in 0..<SeededGenerator.rounds(default: 300) {
      var files: [String] = []
      for _ in 0..<Int.random(in: 1...8, using: &random) {
        var name = ""
        for _ in 0..<Int.random(in: 1...3, using: &random) {
          name += Self.pieces.randomElement(using: &random)!
        }
        var path = name + [".png", ".txt", "@2x.png"].randomElement(using: &random)!
        if Bool.random(using: &random) {
          path = Self.languages.randomElement(using: &random)! + ".lproj/" + path
        }
        if Bool.random(using: &random) {
          path = Self.pieces.randomElement(using: &random)! + "/" + path
        }
        files.append(path)
      }
      let output = Fixtures.generate(files)
      guard output.source != nil else { continue }
      accepted += 1
      let encoded = ManifestEncoder.encode(output.groups, output.table)
      let manifest = try ImmortalManifests.keep(
        AssetManifest(decoding: encoded.names, table: encoded.table, resourceURL: nil))
      #expect(manifest.count == output.groups.count, "\(files)")
      let languages = Set(output.groups.compactMap(\.language))
      #expect(Set(manifest.languages) == languages, "\(files)")
      for (index, group) in output.groups.enumerated() where group.isConstant {
        let asset = Asset(manifest, index)
        #expect(asset.name == group.request, "\(files)")
        for (column, device) in output.table.devices.enumerated()
        where group.role != .localizedAsset {
          let expected = output.table.answers[index][column].map { output.table.files[$0] }
          #expect(asset.path(for: device) == expected, "\(group.request) on \(device): \(files)")
        }
      }
    }
    // The names are hostile, not hopeless: some tables are accepted, or nothing was compared.
    #expect(accepted > 20, "\(accepted) tables accepted")
  }
}
