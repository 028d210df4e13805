import AssetManifestAudit
import AssetManifestGenerator
import Foundation
import TestSupport
import Testing

/// The documentation's table of the rules (the DocC article Checks.md) and its configuration,
/// example and table (Configuration.md), are what the registry and the declaration of the keys
/// make, so that neither drifts from the code. On a difference the test prints the expected text
/// to paste between the markers; `RECORD_README=1 swift test --filter ReadmeTableTests` writes it
/// in, and fails so that it is never silent. (The tables were the README's once, hence the
/// names.)
@Suite("Generated documentation tables", .serialized)
struct ReadmeTableTests {
  /// Each generated region: its marker's name, the document that holds it and its text.
  static let regions: [String: (document: String, text: String)] = [
    "rules": ("Sources/StandardPaths/StandardPaths.docc/Checks.md", Rules.markdownTable),
    "configuration": (
      "Sources/StandardPaths/StandardPaths.docc/Configuration.md",
      "```json\n" + ConfigurationKeys.example + "```\n\n" + ConfigurationKeys.markdownTable
    ),
  ]

  @Test(arguments: ["rules", "configuration"])
  func documentRegionIsGenerated(name: String) throws {
    let (document, expected) = try #require(Self.regions[name])
    let url = Repository.root.appendingPathComponent(document)
    let text = try String(contentsOf: url, encoding: .utf8)
    let start = try #require(
      text.range(of: "<!-- \(name): generated"), "\(document) has no '\(name)' marker")
    let body = try #require(text.range(of: "-->\n", range: start.upperBound..<text.endIndex))
    let end = try #require(
      text.range(of: "<!-- end of \(name) -->", range: body.upperBound..<text.endIndex),
      "\(document)'s '\(name)' region has no end marker")
    let found = String(text[body.upperBound..<end.lowerBound])
    if ProcessInfo.processInfo.environment["RECORD_README"] == "1" {
      try (text[..<body.upperBound] + expected + text[end.lowerBound...]).write(
        to: url, atomically: true, encoding: .utf8)
      Issue.record("recorded \(document)'s '\(name)' region; run again without RECORD_README")
      return
    }
    #expect(
      found == expected,
      """
      \(document)'s '\(name)' region is not what the code makes; paste this between its markers \
      (or run RECORD_README=1 swift test --filter ReadmeTableTests):
      \(expected)
      """)
  }
}
