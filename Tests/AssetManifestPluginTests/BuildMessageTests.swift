import Foundation
import TestSupport
import Testing

/// The first messages a user meets, each from a real `swift build` of one throwaway package
/// changed step by step: they must be `path:line: error|warning: message`, point at the right
/// line, and say what to do.
@Suite("Build messages that say what to do")
struct BuildMessageTests {
  @Test(timeLimit(minutes: 20))
  func eachMistakeGetsOneClearMessage() throws {
    let plugin = TemporaryPackage.plugin
    let runtime = TemporaryPackage.runtime
    func manifest(dependencies: String) -> String {
      """
          .target(
            name: "App", dependencies: [\(dependencies)],
            exclude: ["asset-manifest.json"], resources: [.copy("Images")],
            plugins: [\(plugin)]),
      """
    }
    let package = try TemporaryPackage(
      files: ["Sources/App/Images/logo.png", "Sources/App/Images/logo~ipad@2x.png"],
      targets: manifest(dependencies: ""))
    defer { package.remove() }
    try package.write("{}\n", to: "Sources/App/asset-manifest.json")
    try package.write("let logo = Assets.Images.logo\n", to: "Sources/App/App.swift")
    let packageManifest = package.url.appendingPathComponent("Package.swift").path
    let configuration = package.url.appendingPathComponent("Sources/App/asset-manifest.json").path

    // The runtime dependency is missing: one error naming what to add and where, instead of
    // "no such module" pointing into the build folder.
    let missing = try package.run()
    #expect(missing.status != 0)
    #expect(
      missing.output.contains(
        "error: target 'App' uses AssetManifestPlugin's generated code but does not depend on "
          + "StandardPaths, which that code imports; add \(runtime) to its dependencies: [...] "
          + "(Package.swift, line 10)"), "\(missing.output)")
    #expect(!missing.output.contains("error: error:"))
    #expect(!missing.output.contains("no such module"))
    // `swift package` builds the command plugin's tool with the build plugin applied: the
    // plugin's own error there once crashed SwiftPM ("error: fatalError", or a segfault).
    let command = try package.package([
      "--allow-writing-to-package-directory", "generate-asset-manifest", "--target", "App",
      "--report",
    ])
    #expect(command.status != 0)
    #expect(command.output.contains("does not depend on StandardPaths"), "\(command.output)")
    #expect(!command.output.contains("fatalError") && !command.output.contains("crashed"))

    // Fixed, the misordered suffix is a warning, and the build goes on.
    try package.write(
      try String(contentsOfFile: packageManifest, encoding: .utf8).replacingOccurrences(
        of: "dependencies: []", with: "dependencies: [\(runtime)]"), to: "Package.swift")
    let warned = try package.run()
    #expect(warned.status == 0, "\(warned.output)")
    #expect(warned.output.contains("Images/logo~ipad@2x.png:1: warning: 'Images/logo~ipad@2x.png'"))

    // Strict: the same finding is printed as an error, and fails the build.
    try package.write("{\n  \"strict\": true\n}\n", to: "Sources/App/asset-manifest.json")
    let strict = try package.run()
    #expect(strict.status != 0)
    #expect(
      strict.output.contains(
        "Images/logo~ipad@2x.png:1: error: 'Images/logo~ipad@2x.png' is never chosen"),
      "\(strict.output)")

    // A wrong key: an error at its own line, with no command-line usage hint.
    try package.write(
      "{\n  \"namespace\": \"Art\",\n  \"namspace\": \"Art\"\n}\n",
      to: "Sources/App/asset-manifest.json")
    let wrongKey = try package.run()
    #expect(wrongKey.status != 0)
    #expect(
      wrongKey.output.contains("\(configuration):3: error: unknown key 'namspace'"),
      "\(wrongKey.output)")
    #expect(!wrongKey.output.contains("--help"))
    #expect(!wrongKey.output.contains("error: error:"))

    // A folder that is no resource entry: the entries the target has are named.
    try package.write(
      "{\n  \"folder\": \"Pictures\"\n}\n", to: "Sources/App/asset-manifest.json")
    let wrongFolder = try package.run()
    #expect(wrongFolder.status != 0)
    #expect(
      wrongFolder.output.contains(
        "\(configuration):2: error: 'folder' names 'Pictures', which holds none of the "
          + "resources of target 'App'; name one of its resource entries as Package.swift "
          + "declares it (Images)"), "\(wrongFolder.output)")

    // Named as declared, it is used.
    try package.write("{\n  \"folder\": \"Images\"\n}\n", to: "Sources/App/asset-manifest.json")
    let rightFolder = try package.run()
    #expect(rightFolder.status == 0, "\(rightFolder.output)")
  }
}
