import Foundation
import TestSupport
import Testing

/// The README's `Package.swift` for a path dependency, pasted into a new package as a user would,
/// builds and runs the plugin, so the install instructions cannot go stale.
@Suite("README install snippet")
struct ReadmeSnippetTests {
  /// Marks the snippet in README.md; the Swift code block right after it is the manifest.
  static let marker = "<!-- snippet: path-dependency -->\n```swift\n"
  /// The snippet's dependency: a checkout next to the user's package.
  static let dependency = #".package(path: "../StandardPaths")"#

  /// The manifest the README shows after `marker`.
  static func pathDependencySnippet() throws -> String {
    let readme = try String(
      contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
    let start = try #require(readme.range(of: marker), "README.md has no path-dependency snippet")
    let end = try #require(
      readme.range(of: "\n```\n", range: start.upperBound..<readme.endIndex),
      "the path-dependency snippet has no closing fence")
    return String(readme[start.upperBound..<end.lowerBound]) + "\n"
  }

  /// Getting started repeats the manifest for readers of the documentation; it must not drift.
  @Test func gettingStartedShowsTheSameManifest() throws {
    let article = try String(
      contentsOf: Repository.root.appendingPathComponent(
        "Sources/StandardPaths/StandardPaths.docc/GettingStarted.md"),
      encoding: .utf8)
    let snippet = try Self.pathDependencySnippet()
    #expect(article.contains("```swift\n" + snippet + "```\n"))
  }

  @Test func pathDependencySnippetBuilds() throws {
    let snippet = try Self.pathDependencySnippet()
    try #require(snippet.contains(Self.dependency), "the snippet no longer says \(Self.dependency)")
    let package = try TemporaryPackage(
      files: ["hero.png", "hero@2x.png", "hero~ipad.png"].map { "Sources/Game/Assets/" + $0 },
      targets: "")
    defer { package.remove() }

    // SwiftPM names a path dependency after its folder, and this checkout's folder may have any
    // name, so the package's link named StandardPaths stands for it: `package: "StandardPaths"`
    // in the snippet stays as the README has it.
    let manifest = snippet.replacingOccurrences(
      of: Self.dependency, with: ".package(path: \"\(TemporaryPackage.checkout.path)\")")
    try package.write(manifest, to: "Package.swift")
    // `Assets.hero` exists only if the plugin ran on Sources/Game/Assets.
    try package.write(
      """
      import StandardPaths

      /// The file a retina iPhone 5 gets for hero.png.
      public let hero = Assets.hero.path(for: .iphone568h)
      """, to: "Sources/Game/Game.swift")

    let build = try package.run()
    #expect(build.status == 0, "\(build.output)")
  }
}
