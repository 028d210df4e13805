import AssetManifestAudit
import AssetManifestGenerator
import Foundation
import Testing

/// The formats' escaping, on findings no file system would give: every control character, quotes
/// and backslashes in a message and a path come back as they were.
@Suite("Finding formats keep any text")
struct FindingFormatRenderTests {
  static let awkward = "a\u{1}\u{7F}\t\"q\"\\b\r\nc%2C:,é"

  static var finding: Diagnostic {
    var finding = Diagnostic(.neverChosen, "Art/" + awkward + ".png", awkward, line: 7)
    finding.notes = [Diagnostic.Note(path: awkward, awkward)]
    return finding
  }

  /// The `uri` of the first of a SARIF result's `locations` or `relatedLocations`.
  static func uri(_ result: [String: Any], _ key: String) -> String? {
    ((result[key] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
      .flatMap { ($0["artifactLocation"] as? [String: String])?["uri"] }
  }

  /// A baseline in the folder the tests run in, which the SARIF fingerprints are relative to.
  static let baseline = FindingBaseline(path: "asset-manifest-baseline.json", entries: [])

  @Test func jsonReadsBackTheSameText() throws {
    let text = FindingFormat.json.render(
      [Self.finding], tool: (name: "t", version: "1"), baseline: Self.baseline, folder: "/work")
    #expect(text.split(separator: "\n").count == 1, "one line per finding")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(object["message"] as? String == Self.awkward)
    #expect(object["path"] as? String == "Art/" + Self.awkward + ".png")
    #expect(object["line"] as? Int == 7)
    #expect(object["rule"] as? String == "never-chosen")
    let notes = try #require(object["notes"] as? [[String: String]])
    #expect(notes == [["path": Self.awkward, "message": Self.awkward]])
  }

  @Test func githubKeepsOneCommandAndEscapesWhatEndsAProperty() {
    let text = FindingFormat.github.render(
      [Self.finding], tool: (name: "t", version: "1"), baseline: Self.baseline, folder: "/work")
    #expect(text.split(separator: "\n").count == 1, "one command")
    let properties = text.drop { $0 != " " }.dropFirst().prefix { $0 != ":" }
    // Only the separators the runner splits on appear unescaped in the properties.
    #expect(properties.split(separator: ",").count == 3, "\(properties)")
    #expect(properties.contains("%2C") && properties.contains("%3A") && properties.contains("%25"))
    #expect(text.contains("%0D%0A"))
  }

  @Test func sarifIsJSONWithOneResultPerFinding() throws {
    let text = FindingFormat.sarif.render(
      [Self.finding, Self.finding], tool: (name: "asset-manifest", version: "1"),
      baseline: Self.baseline, folder: "/work")
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == 2)
    let message = (results[0]["message"] as? [String: String])?["text"]
    #expect(message == Self.awkward)
    let uri = Self.uri(results[0], "locations")
    // A URI reference: no byte a URI may not hold raw.
    #expect(uri?.allSatisfy { $0.isASCII && !$0.isWhitespace && $0 != "\"" && $0 != "\\" } == true)
    #expect(uri?.removingPercentEncoding == "file:///work/Art/" + Self.awkward + ".png")
  }

  /// GitHub reads a relative path from the repository's root whatever folder the step ran in,
  /// and makes an absolute one below the checkout relative to it: the formats it reads name each
  /// file absolutely, and JSON keeps the text's paths.
  @Test(arguments: [
    ("Art/hero.png", "/ci/repo/ios/Art/hero.png"), ("./hero.png", "/ci/repo/ios/hero.png"),
    (".//Art/./hero.png", "/ci/repo/ios/Art/hero.png"), ("../hero.png", "/ci/repo/ios/../hero.png"),
    ("/elsewhere/hero.png", "/elsewhere/hero.png"), ("/ci//repo/./hero.png", "/ci/repo/hero.png"),
  ])
  func theFormatsGitHubReadsNameFilesAbsolutely(given: String, seen: String) throws {
    var finding = Diagnostic(.neverChosen, given, "m")
    finding.notes = [Diagnostic.Note(path: given, "n")]
    let tool = (name: "asset-manifest", version: "1")
    let github = FindingFormat.github.render(
      [finding], tool: tool, baseline: Self.baseline, folder: "/ci/repo/ios")
    #expect(github.hasPrefix("::warning file=\(seen),line=1,"), "\(github)")
    #expect(github.contains("%0A\(seen): n"), "\(github)")
    let sarif = FindingFormat.sarif.render(
      [finding], tool: tool, baseline: Self.baseline, folder: "/ci/repo/ios/")
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
    let result = try #require(
      ((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
    #expect(Self.uri(result, "locations") == "file://" + seen)
    #expect(Self.uri(result, "relatedLocations") == "file://" + seen)
    // Scripts read JSON with the paths the text prints.
    let json = FindingFormat.json.render(
      [finding], tool: tool, baseline: Self.baseline, folder: "/ci/repo/ios")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(object["path"] as? String == given)
  }

  /// Where the working folder could not be read, a relative path stays as the text prints it.
  @Test func aRelativePathStaysWithoutAWorkingFolder() {
    let github = FindingFormat.github.render(
      [Diagnostic(.neverChosen, "./hero.png", "m")], tool: (name: "t", version: "1"),
      baseline: Self.baseline, folder: "")
    #expect(github.hasPrefix("::warning file=./hero.png,line=1,"), "\(github)")
  }
}
