import Foundation
import TestSupport
import Testing

/// Builds a throwaway package that uses the plugin, as a user's package would.
@Suite("swift build with the plugin", .slowTier)
struct SlowAmbiguousBuildTests {
  @Test(timeLimit(minutes: 15))
  func ambiguousVariantsFailTheBuildUntilOneIsRemoved() throws {
    let name = TemporaryPackage.dependencyName
    let package = try TemporaryPackage(
      files: [
        "Sources/App/Assets/foo.png", "Sources/App/Assets/foo@2x.png",
        "Sources/App/Assets/foo@2.0x.png",
      ],
      targets: """
            .target(
              name: "App", dependencies: [.product(name: "StandardPaths", package: "\(name)")],
              resources: [.copy("Assets")],
              plugins: [.plugin(name: "AssetManifestPlugin", package: "\(name)")])
        """)
    defer { package.remove() }
    try package.write(
      "public func size() -> Int { Assets.foo.variants.count }\n", to: "Sources/App/App.swift")

    let failed = try package.run()
    #expect(failed.status != 0)
    #expect(
      failed.output.contains(
        "Assets/foo@2.0x.png:1: error: ambiguous variants of 'Assets/foo.png'"))
    #expect(failed.output.contains("'Assets/foo@2.0x.png' and 'Assets/foo@2x.png'"))

    try FileManager.default.removeItem(
      at: package.url.appendingPathComponent("Sources/App/Assets/foo@2.0x.png"))
    let succeeded = try package.run()
    #expect(succeeded.status == 0, "\(succeeded.output)")
  }
}
