import Foundation
import TestSupport
import Testing

/// Every ```swift block of the README and the DocC articles compiles, as a user would paste it
/// into a package that depends on this one: a whole `Package.swift` is the README's install
/// snippet (built by `ReadmeSnippetTests`), a block that imports Testing is a test target, and
/// any other block is the `main.swift` of an executable target of its own, with the plugin and
/// a `Characters/hero` asset when it uses `Assets`. A block that is not meant to compile says so
/// in its fence (```` ```swift not-compiled ````); a block for Apple's SDKs says ```` ```swift apple
/// ```` and is compiled by `Scripts/compile-apple.sh` in an app against Apple's iOS SDK.
@Suite("Documentation snippets")
struct DocumentationSnippetTests {
  /// What the documents take as known from the text around a block, declared before a block
  /// that uses it without declaring it.
  static let context = [
    "folders": """
    let folders = try FolderTable(
      identity: AppIdentity(name: "Demo", identifier: "com.example.Demo", organization: "Acme"))
    """
  ]

  static let assetFiles =
    ["hero.png", "hero@2x.png", "hero~ipad.png", "de.lproj/hero@2x~ipad.png"].map {
      "Assets/Characters/" + $0
    } + ["en.lproj", "de.lproj", "Base.lproj"].map { "Assets/\($0)/help.html" }

  @Test func everyDocumentHasSwiftBlocksAndEveryManifestIsTheInstallSnippet() throws {
    let snippets = try DocumentationSnippet.documents().flatMap(DocumentationSnippet.snippets)
    #expect(snippets.count >= 15, "the parser finds the blocks: \(snippets)")
    let install = try ReadmeSnippetTests.pathDependencySnippet()
    for snippet in snippets where snippet.isManifest {
      #expect(snippet.code == install, "\(snippet) is not the install snippet, which is built")
    }
  }

  /// The blocks left to the Apple type-check are the ones it can compile: each imports an Apple
  /// UI module, which is how the script picks the platforms to compile it for.
  @Test func appleBlocksImportAnAppleUIModule() throws {
    let apple = try DocumentationSnippet.documents().flatMap(DocumentationSnippet.snippets)
      .filter(\.isForAppleSDKs)
    #expect(apple.count >= 2, "a SwiftUI and a UIKit example")
    for snippet in apple {
      #expect(
        snippet.code.contains("import SwiftUI") || snippet.code.contains("import UIKit")
          || snippet.code.contains("import AppKit"), "\(snippet)")
    }
  }

  @Test(timeLimit(minutes: 30))
  func everySwiftBlockCompiles() throws {
    let snippets = try DocumentationSnippet.documents().flatMap(DocumentationSnippet.snippets)
      .filter { !$0.isManifest && !$0.isMarkedNotCompiled && !$0.isForAppleSDKs }
    var files: [String] = ["Sources/Game/Game.swift"] + Self.assetFiles.map { "Sources/Game/" + $0 }
    var targets = [
      """
          .target(
            name: "Game", dependencies: [\(TemporaryPackage.runtime)],
            resources: [.copy("Assets")], plugins: [\(TemporaryPackage.plugin)]),
      """
    ]
    var sources: [(path: String, text: String, snippet: DocumentationSnippet?)] = [
      ("Sources/Game/Game.swift", "", nil)
    ]
    for (index, snippet) in snippets.enumerated() {
      let name = "Snippet\(index)"
      let origin = "// From \(snippet).\n"
      if snippet.code.contains("import Testing") {
        targets.append(
          "    .testTarget(name: \"\(name)\", dependencies: [\"Game\", \(TemporaryPackage.runtime)]),"
        )
        sources.append(("Tests/\(name)/\(name).swift", origin + snippet.code, snippet))
        continue
      }
      let usesAssets = snippet.code.contains("Assets.")
      if usesAssets { files += Self.assetFiles.map { "Sources/\(name)/" + $0 } }
      let assets =
        usesAssets
        ? ", resources: [.copy(\"Assets\")], plugins: [\(TemporaryPackage.plugin)]" : ""
      targets.append(
        "    .executableTarget(name: \"\(name)\", dependencies: [\(TemporaryPackage.runtime)]\(assets)),"
      )
      let known = Self.context.filter { name, _ in
        snippet.code.contains(name + ".") && !snippet.code.contains("let \(name) ")
      }.map(\.value)
      sources.append(
        (
          "Sources/\(name)/main.swift",
          "import Foundation\nimport StandardPaths\n" + known.joined(separator: "\n") + "\n"
            + origin + snippet.code, snippet
        ))
    }
    let package = try TemporaryPackage(
      files: files.filter { !$0.hasSuffix(".swift") }, targets: targets.joined(separator: "\n"))
    defer { package.remove() }
    for source in sources { try package.write(source.text, to: source.path) }

    let build = try package.build(["--build-tests"])
    // Name each block that failed by its document and line, not by the scratch file.
    let errors = build.output.split(separator: "\n").filter { $0.contains(": error:") }
    let failed = sources.filter { source in errors.contains { $0.contains(source.path + ":") } }
      .compactMap(\.snippet)
    #expect(build.status == 0, "blocks that do not compile: \(failed)\n\(build.output)")
  }
}
