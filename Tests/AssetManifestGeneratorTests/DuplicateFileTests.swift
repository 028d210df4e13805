import AssetManifestGenerator
import Foundation
import TestSupport
import Testing

@Suite("Files that hold the same bytes")
struct DuplicateFileTests {
  /// The findings for a folder of these files, scanned as the command scans it, with the
  /// folder's own path taken out.
  static func findings(_ files: [String: Data], strict: Bool = false) throws -> (
    diagnostics: [String], source: String?
  ) {
    let folder = try TemporaryFolder(files: [])
    defer { folder.remove() }
    for (name, data) in files {
      let url = folder.url.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url)
    }
    let listing = try AssetReader.read([ResourceEntry(path: folder.url.path, rule: .contents)])
    var options = GeneratorOptions()
    options.strict = strict
    let output = ManifestGenerator.generate(listing, options: options)
    let prefix = folder.url.standardizedFileURL.path + "/"
    return (
      output.diagnostics.map { $0.description.replacingOccurrences(of: prefix, with: "") },
      output.source
    )
  }

  static func png(_ side: Int, red: UInt8 = 200) -> Data {
    TinyPNG.data(width: side, height: side, red: red)
  }

  @Test func twoAssetsWithTheSameBytesNameEachOther() throws {
    let found = try Self.findings(["icon.png": Self.png(8), "icon-copy.png": Self.png(8)])
    #expect(
      found.diagnostics == [
        "icon.png:1: warning: 'icon.png' holds the same bytes as 'icon-copy.png', a file of the "
          + "asset 'icon-copy.png': delete one copy and use the other asset's constant in both "
          + "places, so that the app ships and loads the image once [duplicate-contents]"
      ])
  }

  @Test func twoScalesOfOneAssetWithTheSameBytes() throws {
    let sound = Data("RIFF, not a sound".utf8)
    let found = try Self.findings(["click@2x.caf": sound, "click@3x.caf": sound])
    #expect(
      found.diagnostics == [
        "click@3x.caf:1: warning: 'click@3x.caf' holds the same bytes as 'click@2x.caf', its 2x "
          + "variant: one image stands for two scales, so it is drawn at the wrong size on one "
          + "of them; export the 3x variant at its own size [duplicate-scale]"
      ])
    #expect(
      try Self.findings(["click@2x.caf": sound, "click@3x.caf": sound], strict: true).source == nil)
  }

  @Test("one image for two idioms or two languages at one scale is meant")
  func deliberateCopiesPass() throws {
    let idioms = try Self.findings(["hero~iphone.png": Self.png(8), "hero~ipad.png": Self.png(8)])
    #expect(!idioms.diagnostics.contains { $0.contains("same bytes") }, "\(idioms)")
    let languages = try Self.findings([
      "en.lproj/logo.png": Self.png(8), "de.lproj/logo.png": Self.png(8),
    ])
    #expect(!languages.diagnostics.contains { $0.contains("same bytes") }, "\(languages)")
    // The check does see them: at two scales, the same copies are named.
    let scales = try Self.findings([
      "hero~iphone.png": Self.png(8), "hero@2x~ipad.png": Self.png(8),
    ])
    #expect(scales.diagnostics.contains { $0.contains("same bytes") }, "\(scales)")
  }

  @Test("-hd without a scale suffix is 2x on phones and 1x elsewhere: either copy is meant")
  func hdCopiesPass() throws {
    let sound = Data("RIFF, not a sound".utf8)
    let same = try Self.findings(["click-hd.caf": sound, "click@2x.caf": sound])
    #expect(!same.diagnostics.contains { $0.contains("same bytes") }, "\(same)")
    let other = try Self.findings(["click-hd.caf": sound, "beep.caf": sound])
    #expect(other.diagnostics.contains { $0.contains("a file of the asset") }, "\(other)")
  }

  @Test("equal sizes with other bytes, and empty files, are no duplicates")
  func equalSizesAreCompared() throws {
    let red = Self.png(8, red: 10)
    let blue = Self.png(8, red: 20)
    #expect(red.count == blue.count && red != blue)
    #expect(try Self.findings(["a.png": red, "b.png": blue]).diagnostics.isEmpty)
    #expect(try Self.findings(["a.txt": Data(), "b.txt": Data()]).diagnostics.isEmpty)
  }

  @Test("three copies: each later one names the first it differs from")
  func threeCopies() throws {
    let found = try Self.findings([
      "a.png": Self.png(8), "b.png": Self.png(8), "c@2x.png": Self.png(8),
    ])
    #expect(found.diagnostics.count == 2)
    #expect(found.diagnostics.allSatisfy { $0.contains("same bytes as 'a.png'") }, "\(found)")
    #expect(found.diagnostics.map { $0.prefix(5) } == ["b.png", "c@2x."])
  }
}
