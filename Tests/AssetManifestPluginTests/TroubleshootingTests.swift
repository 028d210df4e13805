import Foundation
import TestSupport
import Testing

/// The Troubleshooting article's table quotes SwiftPM's own messages; each is reproduced here with
/// a throwaway package, so a SwiftPM that words them otherwise shows up as a failure to reword.
@Suite("Troubleshooting messages")
struct TroubleshootingTests {
  static let runtime = TemporaryPackage.runtime
  static let plugin = TemporaryPackage.plugin

  /// The article that quotes the messages.
  static let article = "Sources/StandardPaths/StandardPaths.docc/Troubleshooting.md"

  /// Each layout, and the part of SwiftPM's message the article quotes.
  static let cases: [(files: [String], target: String, quoted: String)] = [
    (
      ["a/x.png", "b/x.png"],
      "resources: [.process(\"a\"), .process(\"b\")], plugins: [\(plugin)]",
      "multiple resources named 'x.png' in target 'Game'"
    ),
    (
      ["Resources/a.png", "Resources/Raw/b.png"],
      "resources: [.process(\"Resources\"), .copy(\"Resources/Raw\")], plugins: [\(plugin)]",
      "duplicate resource rule 'copy' found for file at '…/Sources/Game/Resources/Raw'"
    ),
    (
      ["Other/a.png"], "resources: [.copy(\"Assets\")], plugins: [\(plugin)]",
      "Invalid Resource 'Assets': File not found."
    ),
    (
      ["Assets/a.png"],
      "resources: [.copy(\"Assets\")], plugins: [.plugin(name: \"AssetManifest\", "
        + "package: \"\(TemporaryPackage.dependencyName)\")]",
      "product 'AssetManifest' required by package 'game' target 'Game' not found in package "
        + "'StandardPaths'."
    ),
    (
      ["Resources/de.lproj/a.txt"], "resources: [.process(\"Resources\")], plugins: [\(plugin)]",
      "manifest property 'defaultLocalization' not set; it is required in the presence of "
        + "localized resources"
    ),
  ]

  @Test(timeLimit(minutes: 20), arguments: cases.indices)
  func swiftPMSaysWhatTheArticleQuotes(index: Int) throws {
    let (files, target, quoted) = Self.cases[index]
    let package = try TemporaryPackage(
      files: files.map { "Sources/Game/" + $0 },
      targets: """
            .target(name: "Game", dependencies: [\(Self.runtime)], \(target)),
        """)
    defer { package.remove() }
    try package.write("public let game = 1\n", to: "Sources/Game/Game.swift")
    let build = try package.run()
    #expect(build.status != 0)
    // SwiftPM names the package after its folder, here a temporary one; the article says 'game'.
    let identity = package.url.lastPathComponent.lowercased()
    let said = build.output.replacingOccurrences(of: "'\(identity)'", with: "'game'")
      .replacingOccurrences(of: package.url.path, with: "…")
    #expect(said.contains(quoted), "\(build.output)")
    let article = try String(
      contentsOf: Repository.root.appendingPathComponent(Self.article), encoding: .utf8)
    #expect(article.contains(quoted), "\(Self.article) quotes it")
  }
}
