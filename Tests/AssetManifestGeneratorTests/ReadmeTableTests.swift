import AssetManifestAudit
import AssetManifestGenerator
import Foundation
import TestSupport
import Testing

/// The README's table of the rules and its configuration (example and table) are what the
/// registry and the declaration of the keys make, so that neither drifts from the code. On a
/// difference the test prints the expected text to paste between the markers;
/// `RECORD_README=1 swift test --filter ReadmeTableTests` writes it in, and fails so that it is
/// never silent.
@Suite("README tables", .serialized)
struct ReadmeTableTests {
  static let readme = Repository.root.appendingPathComponent("README.md")

  /// Each generated region: its marker's name and its text.
  static let regions: [String: String] = [
    "rules": Rules.markdownTable,
    "configuration": "```json\n" + ConfigurationKeys.example + "```\n\n"
      + ConfigurationKeys.markdownTable,
  ]

  @Test(arguments: ["rules", "configuration"])
  func readmeRegionIsGenerated(name: String) throws {
    let text = try String(contentsOf: Self.readme, encoding: .utf8)
    let expected = try #require(Self.regions[name])
    let start = try #require(
      text.range(of: "<!-- \(name): generated"), "README.md has no '\(name)' marker")
    let body = try #require(text.range(of: "-->\n", range: start.upperBound..<text.endIndex))
    let end = try #require(
      text.range(of: "<!-- end of \(name) -->", range: body.upperBound..<text.endIndex),
      "README.md's '\(name)' region has no end marker")
    let found = String(text[body.upperBound..<end.lowerBound])
    if ProcessInfo.processInfo.environment["RECORD_README"] == "1" {
      try (text[..<body.upperBound] + expected + text[end.lowerBound...]).write(
        to: Self.readme, atomically: true, encoding: .utf8)
      Issue.record("recorded README.md's '\(name)' region; run again without RECORD_README")
      return
    }
    #expect(
      found == expected,
      """
      README.md's '\(name)' region is not what the code makes; paste this between its markers \
      (or run RECORD_README=1 swift test --filter ReadmeTableTests):
      \(expected)
      """)
  }
}
