import Foundation
import TestSupport
import Testing

/// Generated code in a module that gets in its way: its own `Asset` and `Device` types, a public
/// namespace under `InternalImportsByDefault`, a source file named like the generated one, a
/// configuration file, an asset catalog and a Swift file inside the resource folder, and names
/// chosen in the configuration.
///
/// A module's own `Bundle` is tested without resources (`GeneratedCodeCompilesTests`): with
/// resources, SwiftPM's own `resource_bundle_accessor.swift` names `Bundle` unqualified and
/// does not compile next to it, whatever our generated code does.
@Suite("Generated code compiles in any module")
struct GeneratedCodeInAnyModuleTests {
  static let files = [
    "Sources/Game/Assets/hero.png", "Sources/Game/Assets/hero@2x.png",
    "Sources/Game/Assets/URLBar.png", "Sources/Game/Assets/ABC.png",
    "Sources/Game/Assets/asset-manifest.json",
    "Sources/Game/Assets/Media.xcassets/Logo.imageset/Contents.json",
    "Sources/Game/Assets/Notes.swift", "Sources/Kit/Art/gear.png", "Sources/StrictKit/Art/cog.png",
  ]

  @Test(timeLimit(minutes: 20))
  func buildsAndRunsWithTheModulesOwnTypes() throws {
    let package = try TemporaryPackage(
      files: Self.files,
      targets: """
            .target(
              name: "Game", dependencies: [\(TemporaryPackage.runtime)],
              exclude: ["asset-manifest.json"], resources: [.copy("Assets")],
              swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")],
              plugins: [\(TemporaryPackage.plugin)]),
            .executableTarget(name: "Play", dependencies: ["Game"]),
            .target(
              name: "Kit", dependencies: [\(TemporaryPackage.runtime)],
              exclude: ["asset-manifest.json"], resources: [.copy("Art")],
              plugins: [\(TemporaryPackage.plugin)]),
            .target(
              name: "StrictKit", dependencies: [\(TemporaryPackage.runtime)],
              exclude: ["asset-manifest.json"], resources: [.copy("Art")],
              swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")],
              plugins: [\(TemporaryPackage.plugin)]),
        """)
    defer { package.remove() }
    try package.write(
      #"{"accessLevel": "public", "names": {"Assets/hero.png": "mainHero"}}"#,
      to: "Sources/Game/asset-manifest.json")
    // A package namespace beside the module's own plain `import StandardPaths`, in a module
    // that imports publicly by default (where `package import` would clash with it) and in one
    // that imports internally by default (where a plain import could not expose it).
    for (target, asset) in [("Kit", "gear"), ("StrictKit", "cog")] {
      try package.write(#"{"accessLevel": "package"}"#, to: "Sources/\(target)/asset-manifest.json")
      try package.write(
        "import StandardPaths\n\npackage func \(asset)Path() -> String? {\n"
          + "  Assets.Art.\(asset).path(for: Device.iphoneRetina)\n}\n",
        to: "Sources/\(target)/\(target).swift")
    }
    try package.write(
      """
      // The module's own types, named like the ones the generated code uses.
      public struct Asset { public init() {} }
      public struct Device { public init() {} }
      """, to: "Sources/Game/Types.swift")
    // Named like the file the plugin generates: the plugin must pick another name.
    try package.write("struct UserFile {}\n", to: "Sources/Game/Assets.generated.swift")
    try package.write(
      """
      import Game
      import StandardPaths

      let device = StandardPaths.Device.iphoneRetina
      print(Assets.mainHero.path(for: device) ?? "-")
      print(Assets.urlBar.name, Assets.abc.name)
      print(Assets.manifest.assets.map(\\.name).joined(separator: ","))
      _ = (Game.Asset(), Game.Device())
      """, to: "Sources/Play/main.swift")

    let build = try package.run()
    #expect(build.status == 0, "\(build.output)")
    #expect(
      build.output.contains(
        "Sources/Game/Assets/asset-manifest.json:1: warning: the configuration is read only "
          + "beside the target's sources"), "\(build.output)")
    #expect(
      build.output.contains(
        "Sources/Game/Assets/Media.xcassets/Logo.imageset/Contents.json:1: warning: cannot read "
          + "the Contents.json of 'Logo': it is not JSON"), "\(build.output)")
    #expect(build.output.contains("Sources/Game/Assets/Notes.swift:1: warning: a Swift file"))
    let run = try package.run("Play")
    #expect(run.status == 0, "\(run.output)")
    #expect(
      run.output == """
        Assets/hero@2x.png
        Assets/URLBar.png Assets/ABC.png
        Assets/ABC.png,Assets/URLBar.png,Assets/hero.png

        """)
  }
}
