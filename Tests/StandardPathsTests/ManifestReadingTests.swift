import AssetManifestGenerator
import Foundation
@_spi(AssetManifestGenerated) import StandardPaths
import TestSupport
import Testing

/// The runtime reads a manifest's texts in place and makes paths only when asked; a text it
/// cannot trust is refused with a clear error, and one it accepts never crashes a lookup.
@Suite("Reading a manifest")
struct ManifestReadingTests {
  static let files = [
    "hero.png", "hero@2x.png", "hero~ipad.png", "Sub/sky.jpg", "Sub/sky@2x.jpg", "nib.nib",
  ]
  static let devices = Device.knownDevices + [Device(idiom: .pad, scale: 1.5)]

  static func encoded(_ files: [String] = files) -> (names: String, table: String) {
    let output = ManifestGenerator.generate(
      FolderListing(files: files, diagnostics: []), options: GeneratorOptions())
    let encoded = ManifestEncoder.encode(output.groups, output.table)
    return (encoded.names, encoded.table)
  }

  static func read(_ names: String, _ table: String) throws -> AssetManifest {
    ImmortalManifests.keep(
      try AssetManifest(decoding: names, table: table, resourceURL: URL(fileURLWithPath: "/b")))
  }

  @Test(
    "a table from another version is refused",
    arguments: [
      "", "v0 1 12", "v1 1 12 relative -", "v2 1 19", "v3 1 19 en -", "v4 1 19 en -",
      "v5 0 19 en -",
      "v5 9 19 en -",
      "v5 1 -1 en -", "v5 1 19", "v5 1 19 en - extra",
    ])
  func anotherVersion(header: String) {
    let table = Self.encoded().table
    let rows = table.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
      .map(String.init)
    #expect {
      _ = try Self.read(Self.encoded().names, ([header] + rows).joined(separator: "\n"))
    } throws: {
      "\($0)" == "manifest written by another version of asset-manifest"
    }
  }

  /// Each damage to the first row, as a function of that row; all have width 1 and six files.
  static let damagedRows: [(String, @Sendable (String) -> String)] = [
    ("no tabs", { $0.replacingOccurrences(of: "\t", with: " ") }),
    ("a digit short", { String($0.dropLast()) }),
    ("a digit too many", { $0 + "0" }),
    ("a byte that is no digit", { String($0.dropLast()) + "!" }),
    ("an answer past the last file", { String($0.dropLast()) + "7" }),
    (
      "variants past the last file",
      { row in
        let digits = row.split(separator: "\t").last!
        return row.dropLast(digits.count) + "61" + digits.dropFirst(2)
      }
    ),
    (
      "an empty type",
      { row in
        let fields = row.split(separator: "\t")
        return fields[0] + "\t\t" + fields[2]
      }
    ),
  ]

  @Test("a damaged row is refused, naming the row", arguments: damagedRows.indices)
  func damagedRow(index: Int) throws {
    let (names, table) = Self.encoded()
    var lines = table.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let (damage, damaged) = Self.damagedRows[index]
    lines[1] = damaged(lines[1])
    #expect(
      "a row with \(damage)",
      performing: { _ = try Self.read(names, lines.joined(separator: "\n")) },
      throws: { "\($0)" == "malformed manifest row '\(lines[1])'" })
  }

  /// A hand-edited generated file compiles, since its format marker is intact: its app must
  /// still start, finding no asset, not crash at launch.
  @Test func aDamagedGeneratedFileGivesAnEmptyManifest() {
    let manifest = AssetManifest(
      format: GeneratedCodeVersion5.self, names: "x.png\n",
      table: "v5 1 19 en -\nx.png\tpng\tjunk\n",
      sizes: "", bundle: nil)
    #expect(manifest.assets.isEmpty)
  }

  /// The typed constants of such a file keep their group numbers, which the empty table that
  /// stands in for it does not hold: each of their lookups answers nil, none stops the app (a
  /// language list broken by a space trapped in `number(_:ofGroup:)`).
  @Test func theConstantsOfARejectedTableAnswerNil() {
    let manifest = AssetManifest(
      format: GeneratedCodeVersion5.self, names: "help.html\n",
      table: "v5 1 19 en a b,zh\nhelp.html\thtml\t0\n", sizes: "", bundle: nil)
    for group in [0, 1, 5] {
      let asset = Asset(manifest, group)
      #expect(asset.path(for: .iphoneRetina) == nil)
      #expect(asset.path(for: Device(idiom: .phone, scale: 7)) == nil)
      #expect(asset.path(language: "zh", for: .ipadRetina) == nil)
      #expect(asset.url(for: .mac) == nil)
      #expect(asset.scale(for: .mac) == nil)
      #expect(asset.variants.isEmpty)
      #expect(asset.name.isEmpty)
    }
  }

  @Test func randomDamageIsRefusedOrReadSafely() throws {
    var random = SeededGenerator(seed: SeededGenerator.configuredSeed)
    let (names, table) = Self.encoded()
    var outcomes = (refused: 0, read: 0)
    for _ in 0..<SeededGenerator.rounds(default: 400) {
      var texts = [Array(names.utf8), Array(table.utf8)]
      let which = Int.random(in: 0...1, using: &random)
      for _ in 0..<Int.random(in: 1...3, using: &random) where !texts[which].isEmpty {
        let position = Int.random(in: texts[which].indices, using: &random)
        let byte = Array("\n\t-/0a1.@~".utf8).randomElement(using: &random)!
        switch Int.random(in: 0...2, using: &random) {
        case 0: texts[which][position] = byte
        case 1: texts[which].remove(at: position)
        default: texts[which].insert(byte, at: position)
        }
      }
      let damaged = texts.map { String(decoding: $0, as: UTF8.self) }
      guard let manifest = try? Self.read(damaged[0], damaged[1]) else {
        outcomes.refused += 1
        continue
      }
      outcomes.read += 1
      let known = Set(manifest.fileNames)
      for group in 0..<manifest.count {
        let asset = Asset(manifest, group)
        for device in Self.devices {
          if let path = asset.path(for: device) { #expect(known.contains(path)) }
          if let path = manifest.normalizedPath(forFile: asset.name, ofType: nil, on: device) {
            #expect(path.hasPrefix("/b/") && known.contains(String(path.dropFirst(3))))
          }
          _ = asset.scale(for: device)
        }
        #expect(asset.variants.allSatisfy { known.contains($0.name) })
      }
    }
    #expect(outcomes.refused > 0 && outcomes.read > 0, "\(outcomes)")
  }

  @Test func stringLookupsEqualTheTypedConstants() throws {
    let (names, table) = Self.encoded()
    let manifest = try Self.read(names, table)
    let reference = try Self.read(names, table)
    let requests = (0..<manifest.count).map { Asset(reference, $0).name }
    // The first string lookup on a device makes its column; every answer, before and after,
    // must be the typed constant's.
    for round in 0..<40 {
      for device in Self.devices {
        for (group, request) in requests.enumerated() {
          let typed = Asset(reference, group).path(for: device)
          #expect(manifest.path(forFile: request, ofType: nil, on: device) == typed, "\(round)")
          #expect(
            manifest.normalizedPath(forFile: request, ofType: nil, on: device)
              == typed.map { "/b/" + $0 })
        }
      }
    }
  }

  @Test func concurrentFirstLookupsAgree() async throws {
    let (names, table) = Self.encoded()
    let reference = try Self.read(names, table)
    let expected = Self.answers(of: reference)
    for _ in 0..<10 {
      let manifest = try Self.read(names, table)
      let results = await withTaskGroup(of: [String?].self) { tasks in
        for _ in 0..<16 { tasks.addTask { Self.answers(of: manifest) } }
        return await tasks.reduce(into: []) { $0.append($1) }
      }
      #expect(results.allSatisfy { $0 == expected })
    }
  }

  /// Every table a manifest makes on first use, made by many threads at once: the request
  /// index (undecided here: a name outside ASCII), the dictionaries behind it and behind other
  /// devices, every column and the pixel sizes. Under ThreadSanitizer (`.ci/run`) a table
  /// published before it was made, or read unordered, fails; every answer must equal one
  /// thread's alone.
  @Test func concurrentFirstUseOfEveryTableAgrees() async throws {
    let (names, table) = Self.encoded(Self.files + ["caf\u{E9}.png", "caf\u{E9}@2x.png"])
    let expected = Self.everyAnswer(of: try Self.read(names, table))
    #expect(expected.contains("caf\u{E9}@2x.png"), "the name outside ASCII is found")
    for _ in 0..<10 {
      let manifest = try Self.read(names, table)
      let results = await withTaskGroup(of: [String?].self) { tasks in
        for _ in 0..<16 { tasks.addTask { Self.everyAnswer(of: manifest) } }
        return await tasks.reduce(into: []) { $0.append($1) }
      }
      #expect(results.count == 16 && results.allSatisfy { $0 == expected })
    }
  }

  /// Manifests that made every column a string lookup makes, then are freed: under
  /// AddressSanitizer (`.ci/run`) a column released twice, or read after release, fails.
  @Test func freedManifestsReleaseWhatTheyMade() throws {
    let (names, table) = Self.encoded()
    for _ in 0..<20 {
      let manifest = try AssetManifest(
        decoding: names, table: table, resourceURL: URL(fileURLWithPath: "/b"))
      let requests = (0..<manifest.count).map { manifest.fileNames[$0] }
      for _ in 0..<3 {
        for device in Self.devices {
          for request in requests {
            _ = manifest.path(forFile: request, ofType: nil, on: device)
            _ = manifest.normalizedPath(forFile: request, ofType: nil, on: device)
          }
        }
      }
      #expect(manifest.path(forFile: "hero.png", ofType: nil, on: .ipad) == "hero~ipad.png")
    }
  }

  @Test func pixelSizesAreReadLineByLineAndAnythingElseIsNoSize() throws {
    let manifest = ImmortalManifests.keep(
      try AssetManifest(
        decoding: "a.png\na@2x.png\nb.png\nc.png\nd.png",
        table: "v5 1 12 en -\na.png\tpng\t002" + String(repeating: "2", count: 12)
          + "\nb.png\tpng\t021" + String(repeating: "3", count: 12)
          + "\nc.png\tpng\t031" + String(repeating: "4", count: 12)
          + "\nd.png\tpng\t041" + String(repeating: "5", count: 12),
        sizes: "4x3\n8x6\n0x3\n4y3\n-", resourceURL: nil))
    let sizes = (0..<4).flatMap { Asset(manifest, $0).variants.map(\.pixelSize) }
    #expect(
      sizes == [PixelSize(width: 4, height: 3), PixelSize(width: 8, height: 6), nil, nil, nil])
    #expect(Asset(manifest, 0).pointSize(for: .iphoneRetina) == .init(width: 4, height: 3))
    #expect(Asset(manifest, 0).path(for: .iphoneRetina) == "a@2x.png")
    #expect(manifest.path(forFile: "a.png", ofType: nil, on: .iphone) == "a@2x.png", "the table")
  }

  @Test func aLiteralOfOneCharacterIsReadToo() {
    // A one-character `StaticString` has no pointer to its bytes, so it is copied.
    let manifest = ImmortalManifests.keep(
      AssetManifest(
        format: GeneratedCodeVersion5.self, names: "a",
        table: "v5 1 12 en -\na\t-\t001111111111111", sizes: "", bundle: nil))
    #expect(Asset(manifest, 0).path(for: .iphone) == "a")
    #expect(manifest.path(forFile: "a", ofType: nil, on: .ipadRetina) == "a")
  }

  /// Every typed and string answer of `manifest` on every device, in a fixed order.
  static func answers(of manifest: AssetManifest) -> [String?] {
    devices.flatMap { device in
      (0..<manifest.count).flatMap { group in
        let asset = Asset(manifest, group)
        return [
          asset.path(for: device),
          manifest.normalizedPath(forFile: asset.name, ofType: nil, on: device),
        ]
      }
    }
  }

  /// `answers(of:)`, string lookups with and without a type on every device (one by a name
  /// outside ASCII spelled another way, one of nothing), and each asset's size and variants.
  static func everyAnswer(of manifest: AssetManifest) -> [String?] {
    let strings = devices.flatMap { device in
      ["hero", "cafe\u{301}", "Sub/sky.jpg", "nothing"].flatMap { request in
        [
          manifest.path(forFile: request, on: device),
          manifest.path(forFile: request, ofType: "jpg", on: device),
        ]
      }
    }
    let assets = manifest.assets.map { asset in
      "\(asset.pointSize(for: .ipad).map { "\($0)" } ?? "-") \(asset.variants.map(\.path))"
    }
    return answers(of: manifest) + strings + assets
  }
}
