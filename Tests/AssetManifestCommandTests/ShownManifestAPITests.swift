import Foundation
import StandardPaths
import TestSupport
import Testing

/// The help texts and the documents' prose show calls on `Assets.manifest` that no compiler
/// checks (`Assets.manifest["Characters/hero.png"]` was shown, and there is no subscript): each
/// member they show must be one this test uses in compiled code.
@Suite("The manifest API the help and the documents show")
struct ShownManifestAPITests {
  /// Each member of `AssetManifest` the texts may show, as they write it (with the call's first
  /// argument label), and a compiled use of it: renaming or removing one fails this file's build.
  static var members: [String: Any] {
    [
      "assets": \AssetManifest.assets,
      "count": \AssetManifest.count,
      "languages": \AssetManifest.languages,
      "preferredLanguages": \AssetManifest.preferredLanguages,
      "path(forFile:": AssetManifest.path(forFile:ofType:on:language:),
      "normalizedPath(forFile:": AssetManifest.normalizedPath(forFile:ofType:on:language:),
      "url(forFile:": AssetManifest.url(forFile:ofType:on:language:),
    ]
  }

  /// `Assets.manifest` (any namespace) then a subscript, or a member with its first label.
  static var use: NSRegularExpression {
    try! NSRegularExpression(
      pattern: #"[A-Za-z_]\.manifest\s*(?:(\[)|\.([A-Za-z_]+)(?:\(\s*([A-Za-z_]+)\s*:)?)"#)
  }

  /// The members `text` calls on a manifest, as `members` spells them.
  static func shownMembers(_ text: String) -> [String] {
    let whole = NSRange(text.startIndex..., in: text)
    return use.matches(in: text, range: whole).map { match in
      func group(_ index: Int) -> String? {
        Range(match.range(at: index), in: text).map { String(text[$0]) }
      }
      if group(1) != nil { return "[" }
      let member = group(2) ?? ""
      return group(3).map { "\(member)(\($0):" } ?? member
    }
  }

  @Test("a subscript, and a member that does not exist, are caught")
  func theCheckCatchesWhatDoesNotExist() {
    #expect(Self.shownMembers(#"Assets.manifest["Characters/hero.png"]"#) == ["["])
    #expect(
      Self.shownMembers("(Assets.manifest.url(forFile:\n    \"hero.png\"), Assets.manifest.assets")
        == ["url(forFile:", "assets"])
    #expect(Self.shownMembers("asset-manifest.json, the manifest.") == [])
  }

  /// The README and the DocC articles.
  static func documents() throws -> [String] {
    let articles = try FileManager.default.subpathsOfDirectory(
      atPath: Repository.root.appendingPathComponent("Sources").path
    ).filter { $0.contains(".docc/") && $0.hasSuffix(".md") }.map { "Sources/" + $0 }
    return ["README.md"] + articles.sorted()
  }

  @Test("every manifest call asset-manifest --help shows exists")
  func helpShowsOnlyExistingMembers() throws {
    let help = try CommandRunner.run(["--help"])
    #expect(help.status == 0)
    let shown = Self.shownMembers(help.output)
    #expect(!shown.isEmpty, "the help shows the manifest's API; the pattern finds it")
    for member in shown {
      #expect(Self.members[member] != nil, "--help shows Assets.manifest\(member), which is no API")
    }
  }

  @Test(
    "every manifest call the README and the articles show exists, in prose too",
    arguments: try documents())
  func documentsShowOnlyExistingMembers(file: String) throws {
    let text = try String(
      contentsOf: Repository.root.appendingPathComponent(file), encoding: .utf8)
    for member in Self.shownMembers(text) {
      #expect(
        Self.members[member] != nil, "\(file) shows Assets.manifest\(member), which is no API")
    }
  }
}
