import AssetManifestGenerator
import Foundation
@_spi(AssetManifestGenerated) import StandardPaths
import Testing

/// String lookups find a request by `String` equality, as a `[String: Int]` of the manifest's
/// names would, and answer what the table says.
@Suite struct StringLookupTests {
  static let files = [
    "hero.png", "hero@2x.png", "caf\u{E9}.png", "caf\u{E9}@2x.png", "Sub/sky.jpg", "a;b.png",
    "nib.nib", "x.png", "🦄.png",
  ]

  static func manifest(_ files: [String]) throws -> AssetManifest {
    let output = Fixtures.generate(files)
    let encoded = ManifestEncoder.encode(output.groups, output.table)
    return ImmortalManifests.keep(
      try AssetManifest(
        decoding: encoded.names, table: encoded.table, resourceURL: URL(fileURLWithPath: "/b")))
  }

  @Test func everySpellingOfARequestFindsItsAsset() throws {
    let manifest = try Self.manifest(Self.files)
    let retina = Device.iphoneRetina
    #expect(manifest.path(forFile: "hero.png", on: retina) == "hero@2x.png")
    #expect(manifest.path(forFile: "hero", ofType: "png", on: retina) == "hero@2x.png")
    #expect(manifest.normalizedPath(forFile: "hero", on: retina) == "/b/hero@2x.png")
    #expect(manifest.url(forFile: "hero", on: retina) == URL(fileURLWithPath: "/b/hero@2x.png"))
    #expect(manifest.url(forFile: "nothing", on: retina) == nil)
    #expect(manifest.path(forFile: "caf\u{E9}.png", on: retina) == "caf\u{E9}@2x.png")
    #expect(manifest.path(forFile: "cafe\u{301}.png", on: retina) == "caf\u{E9}@2x.png")
    #expect(manifest.path(forFile: "Sub/sky", ofType: "jpg", on: retina) == "Sub/sky.jpg")
    #expect(manifest.path(forFile: "nib", ofType: "nib", on: retina) == "nib.nib")
    #expect(manifest.path(forFile: "🦄.png", on: retina) == "🦄.png")
    #expect(manifest.path(forFile: "x.png", on: retina) == "x.png")
  }

  @Test func missesAndNearMissesFindNothing() throws {
    let manifest = try Self.manifest(Self.files)
    for request in ["", "her", "hero.pn", "hero.png ", "Hero.png", "sky.jpg", "x", "x.jpg"] {
      #expect(manifest.path(forFile: request, ofType: nil, on: .iphoneRetina) == nil, "\(request)")
    }
  }

  @Test func agreesWithTheTableOnManyNames() throws {
    let files = (0..<3_000).flatMap { ["n\($0).png", "n\($0)@2x.png", "d\($0 % 7)/m\($0).jpg"] }
    let manifest = try Self.manifest(files)
    for index in 0..<manifest.count {
      let asset = Asset(manifest, index)
      #expect(
        manifest.path(forFile: asset.name, ofType: nil, on: .ipadRetina)
          == asset.path(for: .ipadRetina))
    }
  }

  @Test func namesEqualAsStringsFindTheFirstOfThem() throws {
    // The generator never writes two such groups; a manifest that has them still answers as a
    // `[String: Int]` of its names would, whichever comes first and whichever is ASCII.
    let kelvin = "\u{212A}.png"
    for names in [["K.png", kelvin], [kelvin, "K.png"]] {
      let manifest = try AssetManifest(
        decoding: names.joined(separator: "\n"),
        table: "v2 1 12\n\(names[0])\tpng\t01" + String(repeating: "1", count: 12)
          + "\n\(names[1])\tpng\t11" + String(repeating: "2", count: 12),
        resourceURL: URL(fileURLWithPath: "/b"))
      // Bytes, since the two answers are equal as `String`s; enough lookups to go past the
      // answers made one by one and read the device's column of paths.
      for round in 0..<100 {
        for request in names + ["K", "\u{212A}"] {
          let relative = manifest.path(forFile: request, on: .iphone)
          #expect(relative.map { Array($0.utf8) } == Array(names[0].utf8), "\(round) \(request)")
          let absolute = manifest.normalizedPath(forFile: request, on: .iphone)
          #expect(absolute.map { Array($0.utf8) } == Array(("/b/" + names[0]).utf8))
        }
      }
    }
  }

  /// In a manifest of ASCII names, which string lookups find by their bytes, a request outside
  /// ASCII still finds the name it equals as a `String`.
  @Test func aRequestOutsideASCIIFindsTheASCIINameItEquals() throws {
    let manifest = try Self.manifest(["K.png", "K@2x.png", "cafe.png"])
    for round in 0..<100 {
      #expect(manifest.path(forFile: "\u{212A}.png", on: .iphoneRetina) == "K@2x.png", "\(round)")
      #expect(manifest.path(forFile: "\u{212A}", on: .iphoneRetina) == "K@2x.png")
      #expect(manifest.path(forFile: "caf\u{E9}.png", on: .iphoneRetina) == nil)
      #expect(manifest.path(forFile: "K.png", on: .iphoneRetina) == "K@2x.png")
    }
  }

  @Test func aNameDifferingInAnyOneByteIsAMiss() throws {
    // Names of every length from 1 to 40 bytes.
    let letters = Array("abcdefghijklmnopqrstuvwxy")
    let stems = (1...36).map { (length: Int) -> String in
      String((0..<length).map { (index: Int) in letters[(index * 7 + length) % letters.count] })
    }
    let files = stems.map { $0 + ".png" } + ["a.b", "ab.c", "a", "ab"]
    let manifest = try Self.manifest(files)
    for file in files {
      #expect(manifest.path(forFile: file, ofType: nil, on: .iphone) == file)
      let bytes = Array(file.utf8)
      for position in bytes.indices {
        var changed = bytes
        changed[position] = UInt8(ascii: "Z")
        let request = String(decoding: changed, as: UTF8.self)
        #expect(manifest.path(forFile: request, ofType: nil, on: .iphone) == nil, "\(request)")
      }
    }
  }

  /// On a desktop the type decides whether a `.tiff` is tried, so a stored answer holds only for
  /// a type that decides alike, before and after the device's answers are made.
  @Test func theTypeDecidesTheTIFFOnADesktop() throws {
    let manifest = try Self.manifest(["hero.png", "hero.tiff", "other.png"])
    for round in 0..<100 {
      #expect(manifest.path(forFile: "hero.png", on: .mac) == "hero.tiff", "\(round)")
      #expect(manifest.path(forFile: "hero.png", ofType: "JPG", on: .mac) == "hero.tiff")
      #expect(manifest.path(forFile: "hero.png", ofType: nil, on: .mac) == "hero.png")
      #expect(manifest.path(forFile: "hero.png", ofType: "nib", on: .mac) == "hero.png")
      #expect(manifest.path(forFile: "hero", ofType: "png", on: .mac) == "hero.tiff")
      #expect(manifest.path(forFile: "hero", ofType: nil, on: .mac) == nil)
      let other = manifest.normalizedPath(forFile: "other.png", ofType: nil, on: .mac)
      #expect(other == "/b/other.png")
    }
  }
}
