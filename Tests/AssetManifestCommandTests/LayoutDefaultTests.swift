import Foundation
import TestSupport
import Testing

/// Without `--layout`, a folder of a package target's resources is read as its `Package.swift`
/// declares it, so that the commands name its assets as the built bundle and the generated
/// code do.
@Suite("The default of --layout")
struct LayoutDefaultTests {
  /// A package whose target `App` declares `Resources` with `declaration`, a used and an
  /// unused image in `Resources/Images`, and a source that names the used one as the
  /// generated code of a `.process` target does.
  static func package(_ declaration: String, also other: String = "") throws -> TemporaryFolder {
    let folder = try TemporaryFolder(files: [])
    let resources = folder.url.appendingPathComponent("Sources/App/Resources/Images")
    try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
    for name in ["spinner.png", "spinner@2x.png", "spare.png"] {
      try TinyPNG.data(width: 4, height: 4, red: UInt8(name.count))
        .write(to: resources.appendingPathComponent(name))
    }
    try Data(
      """
      // swift-tools-version: 6.1
      import PackageDescription

      let package = Package(
        name: "App",
        targets: [
          .target(
            name: "App",
            resources: [
              \(declaration)
            ]),\(other)
        ]
      )
      """.utf8
    ).write(to: folder.url.appendingPathComponent("Package.swift"))
    try Data("let spinner = Assets.spinner\n".utf8).write(
      to: folder.url.appendingPathComponent("Sources/App/App.swift"))
    return folder
  }

  @Test("a target's own folder is read as the resources its manifest declares in it")
  func aTargetFolderReadsItsDeclaredResources() throws {
    let folder = try Self.package(#".process("Resources")"#)
    defer { folder.remove() }
    let lint = try CommandRunner.run(["lint", "Sources/App"], in: folder.url)
    #expect(lint.status == 0, "\(lint.error)")
    #expect(!lint.error.contains("source-in-resources"), "no advice to move the target's source")
    #expect(
      lint.error.contains(
        "Package.swift:10: note: 'Sources/App' is a target's folder; reading its resources "
          + ".process(\"Resources\") as the build does (pass 'Sources/App/Resources' to read "
          + "that one alone)"), "\(lint.error)")
    let table = try CommandRunner.run(["table", "Sources/App"], in: folder.url)
    #expect(table.output.contains("\nspinner.png\t"), "named as the built bundle names it")
    let resolved = try CommandRunner.run(
      ["resolve", "Sources/App", "spinner.png", "--device", "iphone-retina"], in: folder.url)
    #expect(resolved.status == 0, "\(resolved.error)")
    #expect(resolved.output == "spinner@2x.png\n")
    // A target that declares no resources: its folder is no resource folder, and it says so.
    try FileManager.default.removeItem(
      at: folder.url.appendingPathComponent("Sources/App/Resources"))
    let none = try CommandRunner.run(["lint", "Sources/App"], in: folder.url)
    #expect(none.status == 2)
    #expect(
      none.error.contains("'Sources/App' is a target's folder, whose sources are no resources"))
  }

  @Test("unused reads a .process folder as SwiftPM does, without --layout")
  func unusedReadsAProcessedFolder() throws {
    let folder = try Self.package(#".process("Resources")"#)
    defer { folder.remove() }
    let unused = try CommandRunner.run(
      ["unused", "Sources/App/Resources", "--sources", "Sources/App"], in: folder.url)
    #expect(unused.status == 0, "\(unused.error)")
    #expect(!unused.error.contains("'spinner.png' is never referenced"), "\(unused.error)")
    #expect(unused.error.contains("'spare.png' is never referenced"), "\(unused.error)")
    #expect(
      unused.error.contains(
        "Package.swift:10: note: reading 'Sources/App/Resources' as .process(\"Resources\") "
          + "declares it (--layout process)"), "\(unused.error)")
    // Given by its absolute path, from another folder, the same.
    let absolute = try CommandRunner.run([
      "unused", folder.url.appendingPathComponent("Sources/App/Resources").path, "--sources",
      folder.url.appendingPathComponent("Sources/App").path,
    ])
    #expect(!absolute.error.contains("'spinner.png' is never referenced"), "\(absolute.error)")
    // An explicit --layout wins.
    let relative = try CommandRunner.run(
      ["unused", "Sources/App/Resources", "--layout", "relative", "--sources", "Sources/App"],
      in: folder.url)
    #expect(
      relative.error.contains("'Images/spinner.png' is never referenced"), "\(relative.error)")
    #expect(!relative.error.contains("note: reading"), "\(relative.error)")
  }

  @Test("resolve and table name the assets of a .process or .copy folder as the bundle does")
  func resolveAndTableFollowTheDeclaration() throws {
    let processed = try Self.package(#".process("Resources", localization: nil)"#)
    defer { processed.remove() }
    let resolve = try CommandRunner.run(
      ["resolve", "Sources/App/Resources", "spinner.png", "--device", "iphone-retina"],
      in: processed.url)
    #expect(resolve.status == 0, "\(resolve.error)")
    #expect(resolve.output == "spinner@2x.png\n")

    let copied = try Self.package(#".copy("Resources/")"#)
    defer { copied.remove() }
    let table = try CommandRunner.run(["table", "Sources/App/Resources"], in: copied.url)
    #expect(table.status == 0, "\(table.error)")
    #expect(table.output.contains("\nResources/Images/spinner.png\t"), "\(table.output)")
  }

  /// Two targets may each declare a folder of the same name in their own folders, as an app's
  /// libraries each declare `.copy("Assets")`: each target's folder reads its own declaration.
  @Test(
    "a folder another target declares too is read as its own target declares it",
    arguments: [#".copy("Resources")"#, #".process("Resources")"#])
  func eachTargetReadsItsOwnDeclaration(other: String) throws {
    let both = try Self.package(
      #".process("Resources")"#,
      also: #"\#n    .target(name: "Tool", dependencies: [.target(name: "App")],"#
        + #" resources: [\#(other)]),"#)
    defer { both.remove() }
    let note =
      "Package.swift:10: note: 'Sources/App' is a target's folder; reading its resources "
      + ".process(\"Resources\") as the build does"
    let target = try CommandRunner.run(["lint", "Sources/App"], in: both.url)
    #expect(target.status == 0, "\(target.error)")
    #expect(target.error.components(separatedBy: note).count == 2, "\(target.error)")
    #expect(!target.error.contains("bundle-path-clash"), "\(target.error)")
    let lint = try CommandRunner.run(["lint", "Sources/App/Resources"], in: both.url)
    #expect(lint.status == 0, "\(lint.error)")
    #expect(
      lint.error.contains(
        "Package.swift:10: note: reading 'Sources/App/Resources' as .process(\"Resources\") "
          + "declares it"), "\(lint.error)")
  }

  @Test("a folder declared under both rules where no target holds them, or inside a copied one")
  func ambiguousFoldersNeedTheOption() throws {
    // Declarations a manifest builds apart from its targets may be any target's.
    let both = try Self.package("")
    defer { both.remove() }
    try Data(
      """
      // swift-tools-version: 6.1
      import PackageDescription

      let shared: [Resource] = [.process("Resources"), .copy("Resources")]
      let package = Package(
        name: "App", targets: [.target(name: "App", resources: shared)])
      """.utf8
    ).write(to: both.url.appendingPathComponent("Package.swift"))
    let lint = try CommandRunner.run(["lint", "Sources/App/Resources"], in: both.url)
    #expect(lint.status == 2, "\(lint.error)")
    #expect(lint.error.contains("pass --layout process or --layout copy"), "\(lint.error)")

    let inside = try Self.package(#".copy("Resources")"#)
    defer { inside.remove() }
    let images = try CommandRunner.run(["lint", "Sources/App/Resources/Images"], in: inside.url)
    #expect(images.status == 2, "\(images.error)")
    #expect(images.error.contains(".copy(\"Resources\")"), "\(images.error)")
  }

  @Test("a folder no Package.swift declares is read relative, as before")
  func undeclaredFoldersAreRelative() throws {
    let folder = try Self.package(#".process("Other")"#)
    defer { folder.remove() }
    let table = try CommandRunner.run(["table", "Sources/App/Resources"], in: folder.url)
    #expect(table.status == 0, "\(table.error)")
    #expect(table.output.contains("\nImages/spinner.png\t"), "\(table.output)")
    #expect(!table.error.contains("note:"), "\(table.error)")
  }

  @Test(
    "every command that takes --layout lists its values, what each means, and the default",
    arguments: ["lint", "unused", "resolve", "table", "report", "generate"])
  func helpListsTheLayouts(command: String) throws {
    let help = try CommandRunner.run([command, "--help"])
    #expect(help.status == 0)
    // The words, not the lines: the usage wraps an option's help where it fits.
    let words = help.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for text in [
      "relative (", "copy (SwiftPM .copy", "process (SwiftPM .process",
      "default: as the Package.swift",
    ] {
      #expect(words.contains(text), "\(command) --help lacks \(text): \(help.output)")
    }
  }
}
