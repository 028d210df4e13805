import Foundation
import TestSupport
import Testing

/// A command given a target's resources reads them as the build of that target on this machine
/// does: with the `asset-manifest.json` beside the target's sources, which the plugin passes,
/// and with this machine's compilation of asset catalogs, which decides the
/// `catalog-not-compiled` warning.
@Suite("Commands read a target as its build does")
struct TargetConfigurationTests {
  /// `LayoutDefaultTests`' package, `.process("Resources")`, with `configuration` beside the
  /// target's sources and a catalog with one color set in `Resources`.
  static func package(configuration: String) throws -> TemporaryFolder {
    let folder = try LayoutDefaultTests.package(#".process("Resources")"#)
    let app = folder.url.appendingPathComponent("Sources/App")
    try Data(configuration.utf8).write(to: app.appendingPathComponent("asset-manifest.json"))
    let set = app.appendingPathComponent("Resources/Media.xcassets/accent.colorset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    try Data(#"{"info": {"author": "xcode", "version": 1}}"#.utf8).write(
      to: set.deletingLastPathComponent().appendingPathComponent("Contents.json"))
    try Data(
      #"""
      {"colors": [{"idiom": "universal", "color": {"color-space": "srgb",
        "components": {"red": "1.000", "green": "0.000", "blue": "0.000", "alpha": "1.000"}}}],
       "info": {"author": "xcode", "version": 1}}
      """#.utf8
    ).write(to: set.appendingPathComponent("Contents.json"))
    return folder
  }

  @Test("without --config, the configuration beside the target's sources is read, with a note")
  func theTargetsConfigurationIsRead() throws {
    let folder = try Self.package(configuration: "{\n  \"namespace\": \"Media\"\n}\n")
    defer { folder.remove() }
    let table = try CommandRunner.run(["table", "Sources/App/Resources", "--json"], in: folder.url)
    #expect(table.status == 0, "\(table.error)")
    #expect(table.output.contains(#""swiftName" : "Media.spinner""#), "\(table.output)")
    #expect(
      table.error.contains(
        "Sources/App/asset-manifest.json:1: note: reading the configuration of the target that "
          + "holds 'Sources/App/Resources', as the build does (pass --config to read another)"),
      "\(table.error)")

    // Its mistakes are found from the target's folder, a resource folder and one inside it.
    try Data("{\n  \"namspace\": \"Media\"\n}\n".utf8).write(
      to: folder.url.appendingPathComponent("Sources/App/asset-manifest.json"))
    for given in ["Sources/App", "Sources/App/Resources", "Sources/App/Resources/Images"] {
      let lint = try CommandRunner.run(["lint", given], in: folder.url)
      #expect(lint.status == 1, "\(given): \(lint.error)")
      #expect(
        lint.error.contains(
          "Sources/App/asset-manifest.json:2: error: unknown key 'namspace' (did you mean "
            + "'namespace'?)"), "\(given): \(lint.error)")
      #expect(lint.error.contains("holds '\(given)', as the build does"), "\(lint.error)")
    }

    // So from the plugin's resource list, whose targetDirectory names the target (the build
    // passes --config; a user running the list by hand does not).
    let list = folder.url.appendingPathComponent("list.json")
    try Data(
      (#"{"target": "App", "targetDirectory": "Sources/App", "resources": "#
        + #"[{"path": "Sources/App/Resources", "rule": "process"}]}"#).utf8
    ).write(to: list)
    let listed = try CommandRunner.run(["lint", "--resources", list.path], in: folder.url)
    #expect(listed.status == 1, "\(listed.error)")
    #expect(
      listed.error.contains("/Sources/App/asset-manifest.json:2: error: unknown key 'namspace'"),
      "\(listed.error)")
    #expect(listed.error.contains("/Sources/App', as the build does"), "\(listed.error)")

    // A configuration named on the command line is read instead, and no note speaks of the other.
    try Data(#"{"namespace": "Shelf"}"#.utf8).write(
      to: folder.url.appendingPathComponent("other.json"))
    let named = try CommandRunner.run(
      ["table", "Sources/App/Resources", "--json", "--config", "other.json"], in: folder.url)
    #expect(named.status == 0, "\(named.error)")
    #expect(named.output.contains(#""swiftName" : "Shelf.spinner""#), "\(named.output)")
    #expect(!named.error.contains("note: reading the configuration"), "\(named.error)")
  }

  /// The configuration's `folder` keeps one resource entry of the target in the build; a
  /// command given the target's folder keeps the same one, and refuses a `folder` that names
  /// none, as the build does.
  @Test func theConfigurationsFolderIsKeptAsTheBuildKeepsIt() throws {
    let folder = try LayoutDefaultTests.package(#".process("Resources"), .copy("Raw")"#)
    defer { folder.remove() }
    let app = folder.url.appendingPathComponent("Sources/App")
    try FileManager.default.createDirectory(
      at: app.appendingPathComponent("Raw"), withIntermediateDirectories: true)
    try Data("{}".utf8).write(to: app.appendingPathComponent("Raw/data.json"))
    let configuration = app.appendingPathComponent("asset-manifest.json")
    try Data("{\n  \"folder\": \"Raw\"\n}\n".utf8).write(to: configuration)
    let table = try CommandRunner.run(["table", "Sources/App"], in: folder.url)
    #expect(table.status == 0, "\(table.error)")
    #expect(table.output.contains("\nRaw/data.json\t"), "\(table.output)")
    #expect(!table.output.contains("spinner"), "only the folder the build reads: \(table.output)")
    #expect(
      table.error.contains(
        "asset-manifest.json:2: note: reading only 'Raw' of the target's resources, as its "
          + "'folder' says"), "\(table.error)")
    // Given one of the target's folders, or a layout, the command reads no target's entries,
    // and says that the configuration's `folder` is not what chose them.
    for (arguments, why) in [
      (
        ["Sources/App/Resources", "--config", configuration.path],
        "'Sources/App/Resources' is not a target's folder that a Package.swift declares"
      ),
      (
        ["Sources/App", "--layout", "copy"],
        "--layout reads 'Sources/App' as one folder; leave out --layout to read only that entry"
      ),
    ] {
      let unapplied = try CommandRunner.run(["table"] + arguments, in: folder.url)
      #expect(unapplied.status == 0, "\(unapplied.error)")
      #expect(
        unapplied.error.contains(
          "asset-manifest.json:2: note: 'folder' ('Raw') does not apply here: \(why)"),
        "\(unapplied.error)")
    }

    try Data("{\n  \"folder\": \"Rwa\"\n}\n".utf8).write(to: configuration)
    let lint = try CommandRunner.run(["lint", "Sources/App"], in: folder.url)
    #expect(lint.status == 1)
    #expect(
      lint.error.contains(
        "asset-manifest.json:2: error: 'folder' names 'Rwa', which holds none of the resources "
          + "of target 'App'; name one of its resource entries as Package.swift declares it (Raw, "
          + "Resources), or remove 'folder' to scan them all [configuration-unknown-folder]"),
      "\(lint.error)")
  }

  @Test("lint and generate print the catalog warnings this machine's build prints")
  func catalogsAreCheckedAsTheBuildHereChecksThem() throws {
    let folder = try Self.package(configuration: "{}")
    defer { folder.remove() }
    let output = folder.url.appendingPathComponent("Assets.swift").path
    let lint = try CommandRunner.run(["lint", "Sources/App/Resources"], in: folder.url)
    let generate = try CommandRunner.run(
      ["generate", "--input", "Sources/App/Resources", "--output", output], in: folder.url)
    let findings = { (text: String) in
      text.split(separator: "\n").filter { $0.hasSuffix("[catalog-not-compiled]") }
    }
    #expect(findings(lint.error) == findings(generate.error), "\(lint.error)\n\(generate.error)")
    // Xcode's actool compiles the catalog on a Mac; SwiftPM elsewhere copies it as it is.
    #if canImport(Darwin)
      #expect(findings(lint.error).isEmpty, "\(lint.error)")
    #else
      #expect(findings(lint.error).count == 1, "\(lint.error)")
      #expect(lint.error.contains("SwiftPM on this platform has no actool"), "\(lint.error)")
    #endif
  }

  @Test("bundle main is warned in a package's target, and a folder no package holds is Xcode's")
  func aPackageTargetsBundleIsItsOwn() throws {
    let folder = try Self.package(configuration: "{\n  \"bundle\": \"main\"\n}\n")
    defer { folder.remove() }
    let lint = try CommandRunner.run(["lint", "Sources/App"], in: folder.url)
    #expect(lint.status == 0, "\(lint.error)")
    #expect(
      lint.error.contains(
        "Sources/App/asset-manifest.json:2: warning: 'bundle' is \"main\", but SwiftPM puts this "
          + "target's resources in a bundle of their own, Bundle.module"),
      "\(lint.error)")
    // The warning speaks of the file's value, not of one the command line gives.
    try Data("{\n  \"bundle\": \"module\"\n}\n".utf8).write(
      to: folder.url.appendingPathComponent("Sources/App/asset-manifest.json"))
    let given = try CommandRunner.run(["lint", "Sources/App", "--bundle", "main"], in: folder.url)
    #expect(given.status == 0, "\(given.error)")
    #expect(!given.error.contains("[configuration-bundle-mismatch]"), "\(given.error)")
    try Data("{\n  \"bundle\": \"main\"\n}\n".utf8).write(
      to: folder.url.appendingPathComponent("Sources/App/asset-manifest.json"))
    // The same files and configuration in a folder no target holds, first inside the package
    // (an example Xcode app in a library's repository), then with no Package.swift at all: an
    // Xcode project's folder, whose app bundle is Bundle.main and whose build compiles the
    // catalog. (On a Mac, where actool compiles every catalog, only the first holds news.)
    let project = folder.url.appendingPathComponent("Example/App")
    try FileManager.default.createDirectory(
      at: project.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.moveItem(
      at: folder.url.appendingPathComponent("Sources/App"), to: project)
    for removesPackage in [false, true] {
      if removesPackage {
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Package.swift"))
      }
      let xcode = try CommandRunner.run(
        ["lint", "Example/App/Resources", "--config", "Example/App/asset-manifest.json"],
        in: folder.url)
      #expect(xcode.status == 0, "\(xcode.error)")
      #expect(!xcode.error.contains("[configuration-bundle-mismatch]"), "\(xcode.error)")
      #expect(!xcode.error.contains("[catalog-not-compiled]"), "\(xcode.error)")
    }
  }
}
