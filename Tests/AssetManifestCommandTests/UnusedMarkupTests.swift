import Foundation
import TestSupport
import Testing

/// `asset-manifest unused` on an app whose storyboard and `Info.plist` name assets no Swift
/// source names, and whose catalog holds the accent color Xcode applies by a build setting: none
/// of them is called unused (an outside trial was told to delete each), and what nothing names
/// still is.
@Suite("asset-manifest unused: storyboards, property lists and Xcode's colors")
struct UnusedMarkupTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("AssetManifestGeneratorTests/Fixtures/Markup")

  @Test func namesOnlyMarkupGivesAreUsedAndXcodesAccentColorIsNotJudged() throws {
    let folder = try TemporaryFolder(files: [
      "Assets/storyBackground.png", "Assets/Buttons/play.png", "Assets/LaunchLogo.png",
      "Assets/forgotten.png", "Sources/App.swift",
    ])
    defer { folder.remove() }
    let assets = folder.url.appendingPathComponent("Assets")
    try FileManager.default.copyItem(
      at: Self.fixtures.appendingPathComponent("Main.storyboard"),
      to: assets.appendingPathComponent("Main.storyboard"))
    // The Info.plist among the sources, where an Xcode target keeps it.
    try FileManager.default.copyItem(
      at: Self.fixtures.appendingPathComponent("Info.plist"),
      to: folder.url.appendingPathComponent("Sources/Info.plist"))
    let catalog = assets.appendingPathComponent("Media.xcassets")
    let info = #""info": {"author": "xcode", "version": 1}"#
    for set in ["AccentColor", "TitleBackground", "Stale"] {
      let url = catalog.appendingPathComponent(set + ".colorset")
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      try Data(#"{"colors": [{"idiom": "universal"}], \#(info)}"#.utf8).write(
        to: url.appendingPathComponent("Contents.json"))
    }
    try Data("{\(info)}".utf8).write(to: catalog.appendingPathComponent("Contents.json"))

    let unused = try CommandRunner.run(
      ["unused", "Assets", "--sources", "Sources"], in: folder.url)
    let findings = unused.error.split(separator: "\n").filter { $0.contains(": warning: ") }
    #expect(
      findings.map { $0.prefix { $0 != ":" } } == [
        "Assets/Media.xcassets/Stale.colorset/Contents.json", "Assets/forgotten.png",
      ], "\(unused.error)")
    #expect(unused.error.contains("in 3 source files"), "Swift, the plist and the storyboard")
  }
}
