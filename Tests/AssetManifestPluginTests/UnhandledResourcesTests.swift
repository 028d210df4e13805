import Foundation
import TestSupport
import Testing

/// SwiftPM processes `.lproj` folders on its own, so a target that forgets `resources:` gets
/// constants for those alone; the plugin names the files it leaves out and the line to add.
@Suite("Files SwiftPM leaves unhandled")
struct UnhandledResourcesTests {
  @Test(timeLimit(minutes: 20))
  func forgettingResourcesNamesTheFilesAndTheLine() throws {
    let package = try TemporaryPackage(
      files: [
        "Sources/App/Images/hero.png", "Sources/App/Images/villain.png",
        "Sources/App/en.lproj/help.html",
      ],
      targets: """
            .executableTarget(
              name: "App", dependencies: [\(TemporaryPackage.runtime)],
              plugins: [\(TemporaryPackage.plugin)]),
        """, defaultLocalization: "en")
    defer { package.remove() }
    try package.write(
      "import StandardPaths\nprint(Assets.help.path(language: \"en\") ?? \"-\")\n",
      to: "Sources/App/main.swift")
    let build = try package.build([])
    #expect(build.status == 0, "\(build.output)")
    #expect(
      build.output.contains(
        "target 'App' applies AssetManifestPlugin, but SwiftPM handles 2 of its files as "
          + "neither source nor resource, so no constant names them (Images/hero.png, "
          + "Images/villain.png); declare the assets with resources: [.process(\"Images\")]"),
      "\(build.output)")
    #expect(build.output.contains("[plugin-unhandled-resources]"))
  }
}
