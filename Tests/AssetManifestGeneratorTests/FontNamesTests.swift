import AssetFileReaders
import AssetManifestGenerator
import Foundation
import StandardPaths
import TestSupport
import Testing

@Suite("Font names")
struct FontNamesTests {
  /// Subsets of DejaVu (its license, LICENSE-DejaVu.txt beside them, allows it) that fontTools'
  /// `pyftsubset` wrote, and a collection of both that fontTools' `TTCollection` wrote.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Fonts")

  static func bytes(_ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
  }

  static let sans = FontNames.Face(
    postScriptName: "DejaVuSans", family: "DejaVu Sans", fullName: "DejaVu Sans")
  static let serifBold = FontNames.Face(
    postScriptName: "DejaVuSerif-Bold", family: "DejaVu Serif", fullName: "DejaVu Serif Bold")

  /// The names fontTools 4.68.0 reports for the fixtures.
  @Test(
    "the fixtures' names",
    arguments: [
      ("DejaVuSans-Subset.ttf", [sans]), ("DejaVuSerif-Bold-Subset.ttf", [serifBold]),
      ("DejaVu-Subset.ttc", [sans, serifBold]),
    ])
  func fixtures(name: String, faces: [FontNames.Face]) throws {
    #expect(FontNames.read(try Self.bytes(name)) == .success(FontNames(faces: faces)))
  }

  /// Every font this machine has (Debian's fonts-dejavu-core and others) and the fixtures, read
  /// by the reader and by fontTools.
  @Test(.enabled(if: FontTools.testsRun, FontTools.skipReason))
  func agreesWithFontTools() throws {
    var files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
      .filter(FontScanner.isFont).sorted().map { Self.folder.appendingPathComponent($0) }
    let system = (try? FileManager.default.subpathsOfDirectory(atPath: "/usr/share/fonts")) ?? []
    for path in system.sorted() where FontScanner.isFont(path) {
      files.append(URL(fileURLWithPath: "/usr/share/fonts/" + path))
    }
    let reference = try FontTools.names(of: files)
    #expect(reference.count == files.count)
    for (file, expected) in zip(files, reference) {
      let read = FontNames.read([UInt8](try Data(contentsOf: file)))
      let faces = (try? read.get())?.faces.map { [$0.postScriptName, $0.family, $0.fullName] }
      #expect(faces == expected, "\(file.path)")
    }
  }

  /// Reads through `fetch` agree with reads from memory, and cost little.
  @Test func readsFewBytes() throws {
    let bytes = try Self.bytes("DejaVu-Subset.ttc")
    var requested = 0
    let read = FontNames.read { offset, count in
      requested += count
      return offset < bytes.count ? Array(bytes[offset..<min(bytes.count, offset + count)]) : []
    }
    #expect(read == FontNames.read(bytes))
    #expect(requested < 2_000)
  }

  /// Damaged fonts: every one a failure, none a crash.
  @Test func malformedFonts() throws {
    let font = try Self.bytes("DejaVuSans-Subset.ttf")
    var cases: [[UInt8]] = [
      [], [0, 1, 0, 0], Array("ttcf".utf8), Array(repeating: 0xFF, count: 64),
    ]
    // Truncated at every length up to the end of the name table's strings' start.
    cases += (0..<200).map { Array(font.prefix($0)) }
    // A collection that claims 4 billion fonts, and one whose offset lies past the end.
    cases.append(Array("ttcf".utf8) + [0, 1, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF])
    cases.append(Array("ttcf".utf8) + [0, 1, 0, 0, 0, 0, 0, 1, 0x7F, 0xFF, 0xFF, 0xFF])
    // A table directory that claims 65,535 tables.
    var tables = font
    tables[4] = 0xFF
    tables[5] = 0xFF
    cases.append(tables)
    // Every table's offset past the end.
    var offsets = font
    for table in 0..<(Int(font[4]) << 8 | Int(font[5])) {
      offsets[12 + 16 * table + 8] = 0x7F
    }
    cases.append(offsets)
    for bytes in cases {
      guard case .failure = FontNames.read(bytes) else {
        Issue.record("read names from \(bytes.count) damaged bytes")
        continue
      }
    }
  }

  /// A name table whose strings lie past its end or hold a newline is a failure; random bytes
  /// in the name table never trap.
  @Test func damagedNameTables() throws {
    let font = try Self.bytes("DejaVuSans-Subset.ttf")
    let name = try #require(Self.nameTableOffset(font))
    var generator = SeededGenerator(seed: SeededGenerator.configuredSeed)
    for _ in 0..<SeededGenerator.rounds(default: 300) {
      var bytes = font
      for _ in 0..<Int.random(in: 1...8, using: &generator) {
        let offset = name + Int.random(in: 0..<200, using: &generator)
        bytes[offset] = UInt8.random(in: 0...255, using: &generator)
      }
      _ = FontNames.read(bytes)
    }
    // Count of name records to 65,535.
    var count = font
    count[name + 2] = 0xFF
    count[name + 3] = 0xFF
    #expect(throws: Never.self) { _ = FontNames.read(count) }
    // String storage offset to 65,535: past the table and the file.
    var storage = font
    storage[name + 4] = 0xFF
    storage[name + 5] = 0xFF
    guard case .failure = FontNames.read(storage) else {
      Issue.record("read names stored past the end")
      return
    }
  }

  /// A folder with a damaged font gives a `font-names-unreadable` warning naming it, and the
  /// good font's constant carries its names.
  @Test func warningAndConstants() throws {
    let folder = try TemporaryFolder(files: [])
    defer { folder.remove() }
    let good = folder.url.appendingPathComponent("Fonts/DejaVuSans.ttf")
    try FileManager.default.createDirectory(
      at: good.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(try Self.bytes("DejaVuSans-Subset.ttf")).write(to: good)
    try Data(try Self.bytes("DejaVu-Subset.ttc")).write(
      to: folder.url.appendingPathComponent("Fonts/Both.ttc"))
    try Data(try Self.bytes("DejaVuSans-Subset.ttf").prefix(40)).write(
      to: folder.url.appendingPathComponent("Fonts/Broken.otf"))
    let listing = FontScanner.read(
      try BundleLayout.listing(of: [ResourceEntry(path: folder.url.path, rule: .contents)]))
    let warnings = listing.diagnostics.filter { $0.rule == .fontNamesUnreadable }
    #expect(warnings.count == 1)
    #expect(warnings.first?.path.hasSuffix("Fonts/Broken.otf") == true)
    #expect(warnings.first?.message.contains("ends inside its table directory") == true)
    #expect(listing.fonts["Fonts/DejaVuSans.ttf"]?.faces == [Self.sans])

    let output = ManifestGenerator.generate(listing, options: GeneratorOptions())
    let encoded = ManifestEncoder.encode(
      output.groups, output.table, images: listing.images, fonts: listing.fonts)
    let manifest = try AssetManifest(
      decoding: encoded.names, table: encoded.table, sizes: encoded.sizes, resourceURL: nil)
    let sans = try #require(manifest.assets.first { $0.name == "Fonts/DejaVuSans.ttf" })
    #expect(sans.postScriptName == "DejaVuSans")
    #expect(sans.fontFamily == "DejaVu Sans")
    let both = try #require(manifest.assets.first { $0.name == "Fonts/Both.ttc" })
    #expect(
      both.fontFaces() == [
        FontFace(postScriptName: "DejaVuSans", family: "DejaVu Sans"),
        FontFace(postScriptName: "DejaVuSerif-Bold", family: "DejaVu Serif"),
      ])
    let broken = try #require(manifest.assets.first { $0.name == "Fonts/Broken.otf" })
    #expect(broken.fontFaces().isEmpty && broken.postScriptName == nil)
    #expect(output.source?.contains("DejaVuSerif-Bold") == true)
  }

  /// A collection of more fonts than are read (it once gave no names at all) gives the names of
  /// those it reads, in order, and a warning that says the rest have none.
  @Test func aCollectionOverTheLimitNamesTheFontsItReads() throws {
    func u32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(value >> (24 - 8 * $0) & 0xFF) } }
    let count = FontNames.faceLimit + 1
    var offsets: [UInt8] = []
    var faces: [UInt8] = []
    for index in 1...count {
      var face = Self.font(records: [
        (1, 0, 0, 1, Array("Family".utf8)), (1, 0, 0, 6, Array("Face-\(index)".utf8)),
      ])
      // A collection's table offsets count from the start of the file, not of the face.
      let start = 12 + 4 * count + faces.count
      face.replaceSubrange(20..<24, with: u32(start + 28))
      offsets += u32(start)
      faces += face
    }
    let folder = try TemporaryFolder(files: [])
    defer { folder.remove() }
    try Data(Array("ttcf".utf8) + u32(0x0001_0000) + u32(count) + offsets + faces).write(
      to: folder.url.appendingPathComponent("Many.ttc"))
    let listing = FontScanner.read(
      try BundleLayout.listing(of: [ResourceEntry(path: folder.url.path, rule: .contents)]))
    #expect(
      listing.fonts["Many.ttc"]?.faces.map(\.postScriptName)
        == (1...FontNames.faceLimit).map { "Face-\($0)" })
    #expect(
      listing.diagnostics.map(\.message) == [
        "this collection counts 65 fonts and only the first 64 are read, so its constant has no "
          + "names for the fonts after them; split it into collections of at most 64 fonts"
      ])
  }

  /// A Windows English record wins over a Mac one, name 16 over name 1, and Mac Roman's upper
  /// half decodes through its table.
  @Test func recordPreference() {
    let macRoman: [UInt8] = Array("Caf".utf8) + [0x8E]  // "Café"
    let font = Self.font(records: [
      (1, 0, 0, 1, macRoman), (1, 0, 0, 6, Array("Mac-Name".utf8)),
      (3, 1, 0x0409, 6, Self.utf16("Win-Name")), (3, 1, 0x0407, 16, Self.utf16("Deutsch")),
    ])
    #expect(
      FontNames.read(font)
        == .success(FontNames(faces: [.init(postScriptName: "Win-Name", family: "Deutsch")])))
    let mac = Self.font(records: [(1, 0, 0, 1, macRoman), (1, 0, 0, 6, Array("PS".utf8))])
    #expect(
      FontNames.read(mac)
        == .success(FontNames(faces: [.init(postScriptName: "PS", family: "Café")])))
    let noPostScript = Self.font(records: [(3, 1, 0x0409, 1, Self.utf16("Family"))])
    #expect(
      FontNames.read(noPostScript)
        == .failure(
          .invalid(
            "its name table has no PostScript name (name 6)")))
    let newline = Self.font(records: [
      (3, 1, 0x0409, 1, Self.utf16("Fam\nily")), (3, 1, 0x0409, 6, Self.utf16("PS")),
    ])
    guard case .failure = FontNames.read(newline) else {
      Issue.record("read a family with a newline")
      return
    }
  }

  /// A font whose PostScript name holds a right-to-left override or a zero-width space reads
  /// as another name than the one `UIFont(name:)` needs: a `name-hidden-characters` warning
  /// names it, escaped.
  @Test(arguments: ["\u{202E}Sans", "Sa\u{200B}ns"])
  func hiddenCharactersInAFontsNameAreAWarning(postScriptName: String) throws {
    let folder = try TemporaryFolder(files: [])
    defer { folder.remove() }
    let font = Self.font(records: [
      (3, 1, 0x0409, 1, Self.utf16("Family")), (3, 1, 0x0409, 6, Self.utf16(postScriptName)),
    ])
    try Data(font).write(to: folder.url.appendingPathComponent("Odd.ttf"))
    let listing = FontScanner.read(
      try BundleLayout.listing(of: [ResourceEntry(path: folder.url.path, rule: .contents)]))
    let warnings = listing.diagnostics.filter { $0.rule == .nameHiddenCharacters }
    #expect(warnings.count == 1, "\(listing.diagnostics)")
    #expect(warnings.first?.path.hasSuffix("Odd.ttf") == true)
    #expect(warnings.first?.message.contains("\\u{20") == true, "\(warnings)")
  }

  static func utf16(_ text: String) -> [UInt8] {
    text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
  }

  /// A TrueType file of one table, `name`, holding `records` (platform, encoding, language,
  /// name ID, bytes).
  static func font(records: [(Int, Int, Int, Int, [UInt8])]) -> [UInt8] {
    func u16(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
    func u32(_ value: Int) -> [UInt8] { u16(value >> 16) + u16(value & 0xFFFF) }
    var table = u16(0) + u16(records.count) + u16(6 + 12 * records.count)
    var strings: [UInt8] = []
    for (platform, encoding, language, nameID, bytes) in records {
      table += u16(platform) + u16(encoding) + u16(language) + u16(nameID) + u16(bytes.count)
      table += u16(strings.count)
      strings += bytes
    }
    table += strings
    return u32(0x0001_0000) + u16(1) + u16(16) + u16(0) + u16(0) + Array("name".utf8) + u32(0)
      + u32(28) + u32(table.count) + table
  }

  /// Where the `name` table of a single font starts.
  static func nameTableOffset(_ font: [UInt8]) -> Int? {
    let count = Int(font[4]) << 8 | Int(font[5])
    for table in 0..<count
    where font[(12 + 16 * table)..<(16 + 16 * table)].elementsEqual("name".utf8) {
      let start = 12 + 16 * table + 8
      return font[start..<(start + 4)].reduce(0) { $0 << 8 | Int($1) }
    }
    return nil
  }
}
