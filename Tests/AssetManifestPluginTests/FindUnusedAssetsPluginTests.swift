import Foundation
import TestSupport
import Testing

/// `swift package find-unused-assets`, in a package that depends on this one by path: a target
/// with the build plugin and a `.process` layout, another with `.copy` and string lookups.
@Suite("swift package find-unused-assets")
struct FindUnusedAssetsPluginTests {
  @Test(timeLimit(minutes: 20))
  func reportsEachTargetsUnusedAssetsFromItsOwnSources() throws {
    let package = try TemporaryPackage(
      files: [],
      targets: """
            .target(
              name: "App", dependencies: [\(TemporaryPackage.runtime)],
              resources: [.process("Resources")], plugins: [\(TemporaryPackage.plugin)]),
            .target(name: "Tool", resources: [.copy("Sounds")]),
            .target(name: "NoAssets"),
            .target(name: "Sky", resources: [.copy("Art")]),
            .testTarget(name: "SkyTests", dependencies: ["Sky"]),
            .testTarget(name: "AppTests", dependencies: ["App"]),
        """)
    defer { package.remove() }
    for (name, red) in [("hero", 10), ("hero@2x", 11), ("star", 12), ("star@2x", 13)] {
      try package.write(
        TinyPNG.data(width: 4, height: 4, red: UInt8(red)),
        to: "Sources/App/Resources/\(name).png")
    }
    try package.write(
      "import StandardPaths\npublic func heroPath() -> String? { Assets.hero.path }\n",
      to: "Sources/App/App.swift")
    try package.write(Data("click".utf8), to: "Sources/Tool/Sounds/click.caf")
    try package.write(Data("beep".utf8), to: "Sources/Tool/Sounds/beep.caf")
    try package.write(
      "import Foundation\nlet click = Bundle.module.url(forResource: \"click\", withExtension: \"caf\")\n",
      to: "Sources/Tool/Tool.swift")
    try package.write("let none = 1\n", to: "Sources/NoAssets/NoAssets.swift")
    // A resources module whose files its tests look up: they count as its sources.
    try package.write(Data("sky".utf8), to: "Sources/Sky/Art/sky.dat")
    try package.write("public let sky = 1\n", to: "Sources/Sky/Sky.swift")
    try package.write(
      "import Foundation\nlet url = Bundle.module.url(forResource: \"sky\", withExtension: \"dat\")\n",
      to: "Tests/SkyTests/SkyTests.swift")

    // The documentation's bundle test walks every asset to check each: it uses none of them.
    try package.write(
      """
      @testable import App
      import StandardPaths
      import Testing

      @Test func everyAssetIsInTheBundle() {
        for asset in Assets.manifest.assets { #expect(asset.path != nil) }
      }

      """, to: "Tests/AppTests/AppTests.swift")

    let audit = try package.package(["find-unused-assets"])
    #expect(audit.status == 0, "\(audit.output)")
    let star = package.url.appendingPathComponent("Sources/App/Resources/star.png").path
    #expect(
      audit.output.contains("\(star):1: warning: 'star.png' is never referenced"), "\(audit.output)"
    )
    #expect(audit.output.contains("star@2x.png:1: note: a file of 'star.png', unused with it"))
    #expect(
      audit.output.contains("Sounds/beep.caf:1: warning: 'Sounds/beep.caf' is never referenced"))
    #expect(!audit.output.contains("'hero.png' is never") && !audit.output.contains("click.caf:1"))
    #expect(!audit.output.contains("sky.dat:1"), "the tests of Sky use it: \(audit.output)")

    let one = try package.package(["find-unused-assets", "--target", "Tool", "--strict"])
    #expect(one.status != 0)
    #expect(one.output.contains("Sounds/beep.caf:1: error: 'Sounds/beep.caf' is never referenced"))
    #expect(!one.output.contains("star.png"), "only the target named")
    // GitHub Actions annotations, whose absolute paths the runner makes relative to the checkout.
    let annotated = try package.package(
      ["find-unused-assets", "--target", "Tool", "--strict", "--format", "github"])
    #expect(annotated.status != 0, "--strict still fails: \(annotated.output)")
    let beep = package.url.appendingPathComponent("Sources/Tool/Sounds/beep.caf").path
    #expect(
      annotated.output.split(separator: "\n").contains {
        $0.hasPrefix("::error file=\(beep),line=1,title=[unused-asset]::")
      }, "\(annotated.output)")
    let sarif = try package.package(["find-unused-assets", "--format", "sarif"])
    #expect(sarif.status != 0)
    #expect(sarif.output.contains("--format takes text or github here"), "\(sarif.output)")
    let none = try package.package(["find-unused-assets", "--target", "NoAssets"])
    #expect(none.status != 0)
    #expect(none.output.contains("target 'NoAssets' has no resources"), "\(none.output)")
  }
}
