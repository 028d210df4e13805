import AssetManifestAudit
import AssetManifestGenerator
import Foundation
import TestSupport
import Testing

/// A baseline written with `--write-baseline` reads back as the same entries, whatever the
/// findings' paths and messages hold, and writing what was read gives the same bytes.
@Suite("Findings baseline: written, read back")
struct BaselineRoundTripTests {
  /// Scalars that JSON must escape or that tools mangle: quotes, backslashes, controls, line
  /// ends, a combining mark, a character outside the BMP, a lone `%`.
  static let awkward: [Character] = [
    "\"", "\\", "\u{0}", "\u{1}", "\u{7F}", "\n", "\r\n", "\t", "\u{301}", "😀", "%", "/", " ",
    "é", "\u{2028}",
  ]

  @Test func randomFindingsReadBackAsWritten() throws {
    var random = SeededGenerator(seed: SeededGenerator.configuredSeed)
    let warnings = Rule.ID.allCases.filter { Rules.rule($0).level == .warning }
    for _ in 0..<SeededGenerator.rounds(default: 200) {
      let findings = (0..<Int.random(in: 0...20, using: &random)).map { _ in
        Diagnostic(
          warnings.randomElement(using: &random)!,
          "Assets/" + text(&random).replacingOccurrences(of: "\u{0}", with: "0"),
          text(&random))
      }
      let path = "Baselines/baseline.json"
      let written = FindingBaseline(path: path, entries: []).recording(findings) { _ in true }
      let data = Data(written.text.utf8)
      let read = try FindingBaseline.read(path, data: data).get()
      #expect(read.entries.count == findings.count)
      #expect(
        read.entries.sorted(by: order) == written.entries.sorted(by: order),
        "\(written.text)")
      #expect(read.text == written.text)
      // What was written hides exactly what was recorded.
      let hiding = read.hiding(findings) { _ in true }
      #expect(hiding.shown.isEmpty && hiding.hidden == findings.count && hiding.fixed == 0)
    }
  }

  private func text(_ random: inout SeededGenerator) -> String {
    String(
      (0..<Int.random(in: 1...12, using: &random)).map { _ in
        Bool.random(using: &random)
          ? Self.awkward.randomElement(using: &random)!
          : Character(Unicode.Scalar(UInt8.random(in: 0x61...0x7A, using: &random)))
      })
  }

  private func order(_ left: FindingBaseline.Entry, _ right: FindingBaseline.Entry) -> Bool {
    [left.path, left.rule, left.fingerprint, left.message].lexicographicallyPrecedes(
      [right.path, right.rule, right.fingerprint, right.message])
  }
}
