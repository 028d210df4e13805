import AssetManifestGenerator
import Foundation
import TestSupport
import Testing

/// The layout stage: where SwiftPM's and Xcode's rules put each file in the bundle. The paths
/// expected here are what `swift build` put in a real bundle for the same declarations
/// (`.copy`, `.process` with `*.lproj`, `.process` of a catalog); the end-to-end package tests
/// check the same against built bundles.
@Suite("Bundle layout")
struct BundleLayoutTests {
  static let files = [
    "Resources/Images/logo.png", "Resources/Images/Sub/logo@2x.png", "Resources/en.lproj/x.png",
    "Resources/fr.lproj/x.png", "Resources/Foo.bundle/Inner/y.png", "Resources/Cat.xcassets/a.json",
    "single.png",
  ]

  static func listing(_ entries: [(String, ResourceEntry.Rule)], in folder: TemporaryFolder)
    throws -> FolderListing
  {
    try BundleLayout.listing(
      of: entries.map { ResourceEntry(path: folder.url.appendingPathComponent($0).path, rule: $1) })
  }

  @Test func copyKeepsTheFolderNameAndSubFolders() throws {
    let folder = try TemporaryFolder(files: Self.files)
    defer { folder.remove() }
    let listing = try Self.listing([("Resources/Images", .copy)], in: folder)
    #expect(listing.files == ["Images/Sub/logo@2x.png", "Images/logo.png"])
    #expect(
      listing.locations.location(of: "Images/Sub/logo@2x.png")
        == folder.url.appendingPathComponent("Resources/Images/Sub/logo@2x.png").path)
  }

  @Test func processFlattensButKeepsLocalizedFoldersAndOpaqueItems() throws {
    let folder = try TemporaryFolder(files: Self.files)
    defer { folder.remove() }
    let listing = try Self.listing([("Resources", .process), ("single.png", .copy)], in: folder)
    #expect(
      listing.files == [
        "Cat.xcassets", "en.lproj/x.png", "fr.lproj/x.png", "logo.png", "logo@2x.png",
        "single.png", "y.png",
      ], "a bundle's files are flattened by .process, as SwiftPM does; a catalog is not")
    #expect(listing.diagnostics.isEmpty)
  }

  /// A language folder given itself as the processed entry (`table DIR/en.lproj --layout
  /// process`) localizes its files as the same folder inside a processed one does: SwiftPM looks
  /// at a file's parent folder, which is the entry here.
  @Test func aLanguageFolderProcessedItselfIsLocalized() throws {
    let folder = try TemporaryFolder(files: Self.files)
    defer { folder.remove() }
    let listing = try Self.listing([("Resources/en.lproj", .process)], in: folder)
    #expect(listing.files == ["en.lproj/x.png"])
  }

  @Test func opaqueFoldersAreOneItemWhenCopiedWhole() throws {
    let folder = try TemporaryFolder(files: Self.files)
    defer { folder.remove() }
    let listing = try Self.listing([("Resources", .copy)], in: folder)
    #expect(listing.files.contains("Resources/Foo.bundle"))
    #expect(!listing.files.contains { $0.hasPrefix("Resources/Foo.bundle/") })
  }

  @Test func twoFilesOnOneBundlePathAreAnErrorNamingBoth() throws {
    let folder = try TemporaryFolder(files: ["A/x.png", "B/x.png"])
    defer { folder.remove() }
    let listing = try Self.listing([("A/x.png", .process), ("B/x.png", .process)], in: folder)
    #expect(listing.files == ["x.png"])
    let message = try #require(listing.diagnostics.first?.description)
    #expect(message.hasPrefix(folder.url.appendingPathComponent("B/x.png").path + ":1: error: "))
    #expect(message.contains(folder.url.appendingPathComponent("A/x.png").path))
  }

  @Test func entriesGiveTheSameListingInAnyOrder() throws {
    let folder = try TemporaryFolder(files: Self.files)
    defer { folder.remove() }
    let entries: [(String, ResourceEntry.Rule)] = [
      ("Resources/Images", .copy), ("single.png", .process), ("Resources/en.lproj/x.png", .process),
    ]
    let forward = try Self.listing(entries, in: folder)
    let backward = try Self.listing(entries.reversed(), in: folder)
    #expect(forward.files == backward.files)
    #expect(forward.diagnostics == backward.diagnostics)
  }

  @Test func aDeclaredFolderNarrowsTheEntries() {
    let list = ResourceList(
      target: "App", targetDirectory: "/p/Sources/App",
      resources: [
        ResourceEntry(path: "/p/Sources/App/Resources/Images", rule: .copy),
        ResourceEntry(path: "/p/Sources/App/Other/a.png", rule: .process),
        ResourceEntry(path: "/p/Sources/App/Resources/b.png", rule: .process),
      ])
    #expect(
      list.entries(declaredAs: "Resources/Images").map(\.path) == [
        "/p/Sources/App/Resources/Images"
      ])
    #expect(list.entries(declaredAs: "Resources").count == 2)
    #expect(list.entries(declaredAs: "Res").isEmpty)
  }

  @Test(
    "a collision at the bundle's root is explained in the build system's words",
    arguments: [
      (
        BuildSystem.swiftPM,
        "because .process(...) puts every file at the bundle's root; rename one, or declare its "
          + "folder with .copy(...) to keep sub-folders"
      ),
      (
        BuildSystem.xcode,
        "because Xcode copies the files of a group to the bundle's root; rename one, or add its "
          + "folder as a folder reference (a blue folder) to keep sub-folders"
      ),
    ])
  func rootCollisionAdvice(buildSystem: BuildSystem, advice: String) throws {
    let folder = try TemporaryFolder(files: ["a/x.png", "b/x.png"])
    defer { folder.remove() }
    let listing = try BundleLayout.listing(
      of: ["a", "b"].map {
        ResourceEntry(path: folder.url.appendingPathComponent($0).path, rule: .process)
      }, buildSystem: buildSystem)
    #expect(listing.files == ["x.png"])
    #expect(listing.diagnostics.count == 1)
    #expect(listing.diagnostics.first?.message.hasSuffix(advice) == true, "\(listing.diagnostics)")
  }

  @Test(
    "a file Xcode compiles is named with what Xcode makes of it",
    arguments: [
      ("Main.storyboard", "a compiled .storyboardc", "UIStoryboard(name:bundle:)"),
      ("Cell.xib", "a compiled .nib", "UINib(nibName:bundle:)"),
      ("Localizable.xcstrings", "localized .strings tables", "String(localized:)"),
      ("Model.xcdatamodeld", "a compiled model (.momd)", "NSPersistentContainer(name:)"),
    ])
  func xcodeCompiledFiles(name: String, product: String, api: String) throws {
    let message = try #require(Fixtures.generate([name, "a.png"]).diagnostics.first?.message)
    let type = name.split(separator: ".")[1]
    #expect(message.hasPrefix("Xcode compiles .\(type) files into \(product),"))
    #expect(message.contains(api))
  }

  @Test func aSwiftFileInXcodeResourcesGetsXcodeAdvice() throws {
    var options = GeneratorOptions()
    options.buildSystem = .xcode
    let message = try #require(
      Fixtures.generate(["Helper.swift", "a.png"], options: options).diagnostics.first?.message)
    #expect(message.contains("Copy Bundle Resources"))
    #expect(!message.contains("SwiftPM"))
    // The configuration too: Xcode has no exclude: list, and reads it from the target's folder.
    let configuration = try #require(
      Fixtures.generate(["Art/asset-manifest.json", "a.png"], options: options).diagnostics.first?
        .message)
    #expect(
      configuration.hasSuffix(
        "move it into the folder named after the target, out of any "
          + "folder reference and the Copy Bundle Resources phase"), "\(configuration)")
    #expect(
      try #require(Fixtures.generate(["Art/asset-manifest.json"]).diagnostics.first?.message)
        .hasSuffix("list it in the target's exclude: [...]"))
  }
}
