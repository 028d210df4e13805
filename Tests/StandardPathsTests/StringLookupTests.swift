import AssetManifestGenerator
import Foundation
@_spi(AssetManifestGenerated) import StandardPaths
import TestSupport
import Testing

/// String lookups find a request by `String` equality, as a `[String: Int]` of the manifest's
/// names would, and answer what the table says.
@Suite struct StringLookupTests {
  static let files = [
    "hero.png", "hero@2x.png", "caf\u{E9}.png", "caf\u{E9}@2x.png", "Sub/sky.jpg", "a;b.png",
    "nib.nib", "x.png", "🦄.png",
  ]

  static func manifest(_ files: [String]) throws -> AssetManifest {
    let output = ManifestGenerator.generate(
      FolderListing(files: files, diagnostics: []), options: GeneratorOptions())
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
        table: "v5 1 12 en -\n\(names[0])\tpng\t001" + String(repeating: "1", count: 12)
          + "\n\(names[1])\tpng\t011" + String(repeating: "2", count: 12),
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

  /// Random names, some equal as `String`s but not as bytes (`é` as one code point or two, `K`
  /// and the Kelvin sign), some repeated, and random requests: a lookup answers what a
  /// `[String: Int]` of the names, the first one winning, answers, for ASCII manifests (read by
  /// their bytes) and others alike, before and after the device's column is made.
  @Test func findsWhatADictionaryOfTheNamesFinds() throws {
    var random = SeededGenerator(seed: SeededGenerator.configuredSeed)
    let asciiPieces = ["a", "b", "K", "x/", ".", "ab"]
    let otherPieces = ["\u{212A}", "\u{E9}", "e\u{301}", "🦄"]
    for round in 0..<SeededGenerator.rounds(default: 200) {
      let pieces = round.isMultiple(of: 2) ? asciiPieces : asciiPieces + otherPieces
      let word = {
        (0..<Int.random(in: 1...4, using: &random)).map { _ in
          pieces.randomElement(using: &random)!
        }.joined()
      }
      let names = (0..<Int.random(in: 1...40, using: &random)).map { _ in word() + ".png" }
      let rows = names.indices.map { file in
        let number = { ManifestFormat.encode($0, width: 1) }
        return "\(names[file])\tpng\t0\(number(file))1"
          + String(repeating: number(file + 1), count: Device.knownDevices.count)
      }
      let manifest = ImmortalManifests.keep(
        try AssetManifest(
          decoding: names.joined(separator: "\n"),
          table: "v5 1 \(Device.knownDevices.count) en -\n" + rows.joined(separator: "\n"),
          resourceURL: nil))
      var firstByName: [String: Int] = [:]
      for (file, name) in names.enumerated() where firstByName[name] == nil {
        firstByName[name] = file
      }
      let respelt = names.map {
        $0.replacingOccurrences(of: "\u{E9}", with: "e\u{301}")
          .replacingOccurrences(of: "K", with: "\u{212A}")
      }
      let requests = names + respelt + (0..<40).map { _ in word() + ".png" }
      for pass in 0..<3 {
        for request in requests {
          let found = manifest.path(forFile: request, ofType: nil, on: .iphone)
          let expected = firstByName[request].map { names[$0] }
          #expect(
            found.map { Array($0.utf8) } == expected.map { Array($0.utf8) },
            "round \(round), pass \(pass): \(request.debugDescription) in \(names)")
        }
      }
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
