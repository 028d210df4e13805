import AssetManifestAudit
import Foundation
import TestSupport
import Testing

/// The strings of storyboards and property lists, which name images and colors as a Swift
/// literal does, against Python's own XML parser (`xml.etree.ElementTree`): every attribute
/// value and every text, trimmed.
@Suite("Strings of storyboards and property lists")
struct MarkupStringsTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("AssetManifestGeneratorTests/Fixtures/Markup")

  /// What ElementTree reads from the file at `path`: its attribute values and texts.
  static func elementTreeStrings(_ path: String) throws -> Set<String> {
    let script = """
      import json, sys, xml.etree.ElementTree as ET
      found = set()
      for element in ET.parse(sys.argv[1]).iter():
          found.update(value.strip() for value in element.attrib.values())
          found.update(text.strip() for text in (element.text, element.tail) if text)
      found.discard("")
      print(json.dumps(sorted(found)))
      """
    let run = try Python.run(["-c", script, path])
    try #require(run.status == 0, "\(run.output)")
    return Set(try JSONDecoder().decode([String].self, from: Data(run.output.utf8)))
  }

  @Test(arguments: ["Main.storyboard", "Info.plist"])
  func readsWhatAnXMLParserReads(file: String) throws {
    let url = Self.fixtures.appendingPathComponent(file)
    let strings = MarkupStrings.strings(in: try Data(contentsOf: url))
    #expect(strings == (try Self.elementTreeStrings(url.path)))
  }

  @Test func theNamesAStoryboardAndAnInfoPlistGiveAreAmongThem() throws {
    let storyboard = MarkupStrings.strings(
      in: try Data(contentsOf: Self.fixtures.appendingPathComponent("Main.storyboard")))
    let named: Set = ["storyBackground", "Buttons/play", "TitleBackground", "Play & Win"]
    #expect(storyboard.isSuperset(of: named))
    #expect(!storyboard.contains { $0.contains("commentOnly") }, "a comment names nothing")
    let plist = MarkupStrings.strings(
      in: try Data(contentsOf: Self.fixtures.appendingPathComponent("Info.plist")))
    #expect(plist.isSuperset(of: ["LaunchLogo", "Launch Color", "a <raw> note"]))
  }

  /// A document cut anywhere is read to its end (the fuzzer's first find: a tag cut inside a
  /// value trapped).
  @Test func aCutDocumentIsReadToItsEnd() throws {
    let text = Array(#"<a b="x" c='y'>t &amp; u<!-- c --><![CDATA[d]]></a>"#.utf8)
    for end in 0...text.count {
      _ = MarkupStrings.strings(in: Data(text[..<end]))
    }
    #expect(MarkupStrings.strings(in: Data(#"<imageView image="hero"#.utf8)) == ["hero"])
  }

  /// A binary property list, as Xcode may leave an `Info.plist`: its strings, keys included.
  @Test func aBinaryPropertyListsStringsAreRead() throws {
    let plist: [String: Any] = [
      "UILaunchScreen": ["UIImageName": "LaunchLogo"], "Icons": ["star", ["moon"]], "Count": 3,
    ]
    let data = try PropertyListSerialization.data(
      fromPropertyList: plist, format: .binary, options: 0)
    #expect(data.starts(with: Array("bplist".utf8)))
    #expect(
      MarkupStrings.strings(in: data)
        == ["UILaunchScreen", "UIImageName", "LaunchLogo", "Icons", "star", "moon", "Count"])
    #expect(MarkupStrings.strings(in: Data("bplist00 cut short".utf8)).isEmpty)
  }
}
