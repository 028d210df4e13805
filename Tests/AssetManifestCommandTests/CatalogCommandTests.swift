import Foundation
import TestSupport
import Testing

/// `resolve` and `table` on an asset catalog's sets: the fixture of the generator's catalog
/// constant tests.
@Suite("asset-manifest resolve and table on catalog sets")
struct CatalogCommandTests {
  static let fixture = "Tests/AssetManifestGeneratorTests/Fixtures/CatalogConstants"
  /// A color set whose one color is the system's blue.
  static let systemBlue =
    #"{"colors": [{"idiom": "universal", "color": {"platform": "ios", "reference": "systemBlueColor"}}]}"#

  @Test func resolvePrintsTheImageSetsChosenFile() throws {
    let result = try CommandRunner.run([
      "resolve", Self.fixture, "star", "--catalog", "--device", "ipad-retina", "--layout",
      "relative",
    ])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output == "Media.xcassets/star.imageset/star-ipad@2x.png\n")
  }

  @Test(arguments: [
    (
      ["Icons/bell", "--catalog", "--device", "iphone-736h"],
      "Media.xcassets/Icons/bell.imageset/bell@2x.png\n"
    ),
    (
      ["Assets.Icons.bell", "--swift-name", "--device", "iphone"],
      "Media.xcassets/Icons/bell.imageset/bell@2x.png\n"
    ),
    (["star", "--catalog", "--device", "mac"], "Media.xcassets/star.imageset/star.png\n"),
    (["level", "--catalog"], "Media.xcassets/level.dataset/level.json\n"),
    (
      ["Accent", "--catalog"],
      "any: srgb red 1.0, green 0.5, blue 0.0, alpha 1.0\n"
        + "dark: srgb red 0.5019607843137255, green 0.25098039215686274, blue 1.0, alpha 1.0\n"
        + "high-contrast: display-p3 red 1.0, green 0.0, blue 0.0, alpha 0.5\n"
    ),
  ])
  func resolveNamesSetsByCatalogOrSwiftName(arguments: [String], expected: String) throws {
    let result = try CommandRunner.run(
      ["resolve", Self.fixture] + arguments + ["--layout", "relative"])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output == expected)
  }

  /// A color set and an image set of one name, which their Swift names tell apart: `--catalog`
  /// took the first in path order, with no way to the other; it now names both.
  @Test func aCatalogNameOfTwoSetsNamesTheirSwiftNames() throws {
    let color = "Colors.xcassets/background.colorset/Contents.json"
    let image = "Images.xcassets/background.imageset/Contents.json"
    let folder = try TemporaryFolder(files: [color, image])
    defer { folder.remove() }
    try Data(Self.systemBlue.utf8).write(to: folder.url.appendingPathComponent(color))
    try Data(#"{"images": []}"#.utf8).write(to: folder.url.appendingPathComponent(image))
    func resolve(_ name: String, _ kind: String) throws -> CommandRunner.Result {
      try CommandRunner.run(["resolve", folder.url.path, name, kind, "--layout", "relative"])
    }
    let result = try resolve("background", "--catalog")
    #expect(result.status == 1)
    #expect(
      result.error.contains(
        "'background' names 2 sets of the asset catalogs in '\(folder.url.path)': "
          + "Colors.xcassets/background.colorset (Assets.backgroundColor), "
          + "Images.xcassets/background.imageset (Assets.backgroundImage); pass one of their "
          + "Swift names with --swift-name"), "\(result.error)")
    // Its old Swift name finds nothing, and the nearest names are the sets'.
    let old = try resolve("background", "--swift-name")
    #expect(old.status == 1)
    #expect(
      old.error.contains(
        "no constant is named 'background' in '\(folder.url.path)'; the nearest: "
          + "Assets.backgroundColor ('Colors.xcassets/background.colorset'), "
          + "Assets.backgroundImage ('Images.xcassets/background.imageset')"), "\(old.error)")
    let chosen = try resolve("backgroundColor", "--swift-name")
    #expect(chosen.output == "any: the system color systemBlueColor (ios)\n", "\(chosen.error)")
  }

  /// A color slot that names a system color says which, instead of an empty color.
  @Test func resolveNamesASystemColor() throws {
    let contents = "Media.xcassets/Tint.colorset/Contents.json"
    let folder = try TemporaryFolder(files: [contents])
    defer { folder.remove() }
    try Data(Self.systemBlue.utf8).write(to: folder.url.appendingPathComponent(contents))
    let result = try CommandRunner.run([
      "resolve", folder.url.path, "Tint", "--catalog", "--layout", "relative",
    ])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output == "any: the system color systemBlueColor (ios)\n")
  }

  @Test func aDeviceNoSlotServesIsAMiss() throws {
    let result = try CommandRunner.run([
      "resolve", Self.fixture, "moon", "--catalog", "--device", "ipad", "--layout", "relative",
    ])
    #expect(result.status == 1)
    #expect(
      result.error.contains(
        "no slot of the image set 'moon' (Media.xcassets/Misc/moon.imageset) serves device "
          + "ipad: it fills iphone 2x, iphone 3x, watch 2x"))
  }

  @Test func tableListsEachImageSetsChoices() throws {
    let text = try CommandRunner.run(["table", Self.fixture, "--layout", "relative"])
    #expect(text.status == 0)
    let star = try #require(
      text.output.split(separator: "\n").first { $0.hasPrefix("Media.xcassets/star.imageset\t") })
    #expect(
      star.split(separator: "\t", omittingEmptySubsequences: false)[2]
        == "Media.xcassets/star.imageset/star.png")
    let json = try CommandRunner.run(["table", Self.fixture, "--json", "--layout", "relative"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let catalogs = try #require(object["catalogs"] as? [[String: Any]])
    let sets = try #require(catalogs.first?["sets"] as? [[String: Any]])
    let bell = try #require(sets.first { $0["catalogName"] as? String == "Icons/bell" })
    #expect(bell["swiftName"] as? String == "Assets.Icons.bell")
    let chosen = try #require(bell["chosen"] as? [String: String])
    #expect(chosen["ipad-retina"] == "Media.xcassets/Icons/bell.imageset/bell@2x.png")
  }
}
