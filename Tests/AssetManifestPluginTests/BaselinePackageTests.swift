import Foundation
import TestSupport
import Testing

/// A findings baseline in a package that builds with the plugin, as a team adopts it: a strict
/// build fails on old warnings, the command plugin records them, the configuration names the
/// file, the build passes, and a new warning fails it again.
@Suite("findings baseline in a package")
struct BaselinePackageTests {
  @Test(timeLimit(minutes: 20))
  func theBuildHidesRecordedWarningsAndShowsANewOne() throws {
    let package = try TemporaryPackage(
      files: [
        "Sources/App/Images/logo.png", "Sources/App/Images/old_2x.png",
        "Sources/Clean/Images/star.png",
      ],
      targets: """
            .target(
              name: "App", dependencies: [\(TemporaryPackage.runtime)],
              resources: [.copy("Images")], plugins: [\(TemporaryPackage.plugin)]),
            .target(
              name: "Clean", dependencies: [\(TemporaryPackage.runtime)],
              resources: [.copy("Images")], plugins: [\(TemporaryPackage.plugin)]),
        """)
    defer { package.remove() }
    try package.write("let logo = Assets.Images.logo\n", to: "Sources/App/App.swift")
    try package.write("let star = Assets.Images.star\n", to: "Sources/Clean/Clean.swift")
    try package.write(#"{"strict": true}"#, to: "Sources/App/asset-manifest.json")
    let old = "Sources/App/Images/old_2x.png"

    let strict = try package.run()
    #expect(strict.status != 0)
    #expect(strict.output.contains("\(old):1: error: "), "\(strict.output)")

    let record = try package.package([
      "--allow-writing-to-package-directory", "generate-asset-manifest", "--write-baseline",
    ])
    #expect(record.status == 0, "\(record.output)")
    #expect(
      record.output.contains(
        "add \"baseline\": \"asset-manifest-baseline.json\" to "
          + "\(package.url.path)/Sources/App/asset-manifest.json"), "\(record.output)")
    #expect(
      record.output.contains(
        "list \"asset-manifest-baseline.json\" under exclude: [...] of target 'App' in "
          + "Package.swift"),
      "\(record.output)")
    // A target with nothing to record gets no file to name and exclude for nothing.
    #expect(
      record.output.contains(
        "target 'Clean': no warning to record, so no baseline was written"), "\(record.output)")
    #expect(
      !FileManager.default.fileExists(
        atPath: package.url.appendingPathComponent("Sources/Clean/asset-manifest-baseline.json")
          .path))
    let file = package.url.appendingPathComponent("Sources/App/asset-manifest-baseline.json")
    let recorded = try String(contentsOf: file, encoding: .utf8)
    #expect(recorded.contains("\"path\": \"Images/old_2x.png\""), "\(recorded)")
    // `logo` is used, `old_2x.png` is not: the audit's warning is recorded beside the build's.
    #expect(recorded.contains("\"rule\": \"unused-asset\""), "\(recorded)")
    #expect(recorded.contains("\"rule\": \"near-miss-suffix\""), "\(recorded)")

    try package.write(
      #"{"strict": true, "baseline": "asset-manifest-baseline.json"}"#,
      to: "Sources/App/asset-manifest.json")
    let quiet = try package.run()
    #expect(quiet.status == 0, "\(quiet.output)")
    #expect(!quiet.output.contains("old_2x.png"), "\(quiet.output)")
    // The baseline is the plugin's own file, no asset to declare (it advised `.process` of it).
    #expect(!quiet.output.contains("[plugin-unhandled-resources]"), "\(quiet.output)")

    try package.write(TinyPNG.data(width: 4, height: 4), to: "Sources/App/Images/new_2x.png")
    let new = try package.run()
    #expect(new.status != 0)
    #expect(new.output.contains("Sources/App/Images/new_2x.png:1: error: "), "\(new.output)")
    #expect(!new.output.contains("old_2x.png:1:"), "\(new.output)")

    // A baseline into a folder that is not there: said once, with what to create, by a path
    // without `..`.
    try package.write(
      #"{"baseline": "../App/ci/bl.json"}"#, to: "Sources/App/asset-manifest.json")
    let missing = try package.package([
      "--allow-writing-to-package-directory", "generate-asset-manifest", "--write-baseline",
    ])
    #expect(missing.status != 0)
    let says = "the baseline's folder '\(package.url.path)/Sources/App/ci' does not exist"
    #expect(missing.output.components(separatedBy: says).count == 2, "\(missing.output)")
    #expect(
      missing.output.contains("failed to write a complete baseline:\ntarget 'App': \(says)"),
      "\(missing.output)")
  }
}
