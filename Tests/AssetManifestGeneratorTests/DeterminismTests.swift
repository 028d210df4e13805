import AssetManifestGenerator
import Foundation
import Testing

@Suite("Deterministic output")
struct DeterminismTests {
  static let files = [
    "b.png", "b@2x.png", "a/x.png", "a/x~ipad.png", "café.png", "cafe\u{301}@2x.png", "Z.png",
    "z/y.nib", "sprites.png", "sprites.plist", "m.obj.gz", "m@2x.obj.gz", "émoji 🦊.png",
  ]

  @Test func anyListingOrderGivesTheSameBytes() {
    let reference = Fixtures.generate(Self.files)
    var random = SystemRandomNumberGenerator()
    for _ in 0..<20 {
      let shuffled = Fixtures.generate(Self.files.shuffled(using: &random))
      #expect(shuffled.source == reference.source)
      #expect(shuffled.diagnostics == reference.diagnostics)
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
