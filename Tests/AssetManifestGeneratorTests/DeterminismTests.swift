import AssetManifestGenerator
import Foundation
import TestSupport
import Testing

@Suite("Deterministic output")
struct DeterminismTests {
  static let files = [
    "b.png", "b@2x.png", "a/x.png", "a/x~ipad.png", "café.png", "cafe\u{301}@2x.png", "Z.png",
    "z/y.nib", "sprites.png", "sprites.plist", "m.obj.gz", "m@2x.obj.gz", "émoji 🦊.png",
  ]

  /// The listing is sorted before any stage sees it, so shuffling it would prove nothing; the
  /// grouper builds a dictionary, so it is given the files in any order.
  @Test func groupsDoNotDependOnTheOrderOfFiles() {
    let files = (Self.files + ["b.tiff", "B.png", "b.PNG", "b@2.0x.png"]).map(ParsedFile.init)
    let reference = Grouper.group(files)
    var random = SeededGenerator(seed: SeededGenerator.configuredSeed)
    for _ in 0..<20 {
      #expect(Grouper.group(files.shuffled(using: &random)) == reference)
    }
  }

  /// Findings reach the sort in whatever order the checks' dictionaries give; the report order
  /// must be total, so every order of the same findings sorts to one list.
  @Test func findingsSortToOneOrderWhateverTheirOrder() {
    let files = Self.files + ["b@2.0x.png", "B.png", "b.tiff", "b@2x.tiff", "b@2.0x.tiff", "x.nib"]
    let findings = Fixtures.generate(files).diagnostics
    #expect(findings.count > 4)
    var random = SeededGenerator(seed: SeededGenerator.configuredSeed)
    for _ in 0..<20 {
      #expect(findings.shuffled(using: &random).sorted(by: Diagnostic.reportOrder) == findings)
    }
  }

  @Test func noAbsolutePathsInTheOutput() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("determinism-\(UUID().uuidString)/Assets")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    for file in ["hero.png", "hero@2x.png"] {
      try Data().write(to: folder.appendingPathComponent(file))
    }
    let listing = try FolderScanner.scan(folder, options: .init(includeHidden: false))
    var options = GeneratorOptions()
    options.origin = "'\(folder.lastPathComponent)'"
    let source = try #require(ManifestGenerator.generate(listing, options: options).source)
    #expect(!source.contains(folder.deletingLastPathComponent().path))
    #expect(!source.contains(FileManager.default.temporaryDirectory.path))
  }

  @Test func extensionQualifiedNamesForSharedBaseNames() throws {
    let source = try #require(Fixtures.generate(Self.files).source)
    #expect(source.contains("static var spritesPng: StandardPaths.Asset"))
    #expect(source.contains("static var spritesPlist: StandardPaths.Asset"))
    #expect(source.contains("static var m: StandardPaths.Asset"))
  }
}
