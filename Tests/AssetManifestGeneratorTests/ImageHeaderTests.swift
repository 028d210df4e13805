import AssetFileReaders
import AssetManifestGenerator
import Foundation
import TestSupport
import Testing

@Suite("Image headers")
struct ImageHeaderTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Images")

  static func bytes(_ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
  }

  /// Files ImageMagick 6.9 wrote, with the sizes `identify` and `file` report for them.
  @Test(
    "real files of every format",
    arguments: [
      ("solid.png", ImageFacts(format: .png, width: 19, height: 5)),
      ("baseline.jpg", ImageFacts(format: .jpeg, width: 37, height: 21)),
      ("progressive.jpg", ImageFacts(format: .jpeg, width: 30, height: 17)),
      ("anim.gif", ImageFacts(format: .gif, width: 13, height: 7)),
      ("v3.bmp", ImageFacts(format: .bmp, width: 20, height: 10)),
      ("v5.bmp", ImageFacts(format: .bmp, width: 21, height: 9)),
      ("little.tiff", ImageFacts(format: .tiff, width: 16, height: 8)),
      ("big.tiff", ImageFacts(format: .tiff, width: 16, height: 8)),
      ("pages.tiff", ImageFacts(format: .tiff, width: 20, height: 10, pages: 2)),
      ("photo.heic", ImageFacts(format: .heif, width: 24, height: 12)),
      ("photo.avif", ImageFacts(format: .heif, width: 26, height: 14)),
    ])
  func realFiles(name: String, expected: ImageFacts) throws {
    #expect(ImageHeader.read(try Self.bytes(name)) == .image(expected))
  }

  @Test func pngsOfAnySize() {
    var generator = SeededGenerator(seed: SeededGenerator.configuredSeed)
    for _ in 0..<SeededGenerator.rounds(default: 20) {
      let width = Int.random(in: 1...40, using: &generator)
      let height = Int.random(in: 1...40, using: &generator)
      let png = [UInt8](TinyPNG.data(width: width, height: height))
      #expect(
        ImageHeader.read(png) == .image(ImageFacts(format: .png, width: width, height: height)))
    }
  }

  @Test("a crushed PNG's CgBI chunk comes before the header")
  func crushedPNG() {
    let png = [UInt8](TinyPNG.data(width: 7, height: 3))
    let cgbi: [UInt8] = [0, 0, 0, 4] + Array("CgBI".utf8) + [0x50, 0, 0x20, 6] + [1, 2, 3, 4]
    let crushed = Array(png[0..<8]) + cgbi + Array(png[8...])
    #expect(ImageHeader.read(crushed) == .image(ImageFacts(format: .png, width: 7, height: 3)))
  }

  @Test("JPEG segments before the frame are skipped, not read, however long")
  func longJPEGSegments() throws {
    let jpeg = try Self.bytes("baseline.jpg")
    // Three 60 KB comments and fill bytes before the first marker after SOI.
    var comments: [UInt8] = []
    for _ in 0..<3 {
      comments += [0xFF, 0xFE, 0xEA, 0x60] + [UInt8](repeating: 0x41, count: 0xEA5E)
    }
    let padded = Array(jpeg[0..<2]) + [0xFF, 0xFF] + comments + Array(jpeg[2...])
    var requested = 0
    let reading = ImageHeader.read { offset, count in
      requested += count
      return offset < padded.count ? Array(padded[offset..<min(padded.count, offset + count)]) : []
    }
    #expect(reading == .image(ImageFacts(format: .jpeg, width: 37, height: 21)))
    #expect(requested < 100, "\(requested) bytes read")
  }

  @Test func handBuiltBMPs() {
    func bmp(headerSize: Int, width: [UInt8], height: [UInt8]) -> [UInt8] {
      Array("BM".utf8) + [UInt8](repeating: 0, count: 12) + [UInt8(headerSize), 0, 0, 0] + width
        + height + [UInt8](repeating: 0, count: 12)
    }
    // OS/2 1.x: 16-bit sizes.
    #expect(
      ImageHeader.read(bmp(headerSize: 12, width: [0x2C, 0x01], height: [5, 0]))
        == .image(ImageFacts(format: .bmp, width: 300, height: 5)))
    // Rows stored top-down: a negative height.
    #expect(
      ImageHeader.read(bmp(headerSize: 40, width: [8, 0, 0, 0], height: [0xFA, 0xFF, 0xFF, 0xFF]))
        == .image(ImageFacts(format: .bmp, width: 8, height: 6)))
    #expect(
      ImageHeader.read(bmp(headerSize: 40, width: [0, 0, 0, 0], height: [1, 0, 0, 0]))
        == .damaged(.bmp, reason: "it holds an impossible width of 0"))
  }

  @Test func tiffPagesThatLoopAreDamaged() throws {
    var tiff = try Self.bytes("little.tiff")
    let first = tiff.littleEndianNumber(at: 4)
    let count = tiff[first] | tiff[first + 1] << 8
    let next = first + 2 + Int(count) * 12
    for index in 0..<4 { tiff[next + index] = UInt8(truncatingIfNeeded: first >> (8 * index)) }
    #expect(
      ImageHeader.read(tiff) == .damaged(.tiff, reason: "it holds an impossible loop of pages"))
  }

  @Test("HEIF: the primary item's ispe, turned by irot")
  func heifPrimaryItem() {
    func box(_ type: String, _ content: [UInt8]) -> [UInt8] {
      let size = content.count + 8
      return [0, 0, UInt8(size >> 8), UInt8(size & 0xFF)] + Array(type.utf8) + content
    }
    func ispe(_ width: UInt8, _ height: UInt8) -> [UInt8] {
      box("ispe", [0, 0, 0, 0, 0, 0, 0, width, 0, 0, 0, height])
    }
    // Item 2 is primary; its properties are ipco's 2nd (ispe 40×10) and 3rd (irot 90°).
    let ipco = box("ipco", ispe(8, 8) + ispe(40, 10) + box("irot", [1]))
    let ipma = box("ipma", [0, 0, 0, 0, 0, 0, 0, 2, 0, 1, 1, 0x81, 0, 2, 2, 0x82, 3])
    let meta = box(
      "meta", [0, 0, 0, 0] + box("pitm", [0, 0, 0, 0, 0, 2]) + box("iprp", ipco + ipma))
    let file = box("ftyp", Array("heic".utf8) + [0, 0, 0, 0] + Array("mif1".utf8)) + meta
    #expect(ImageHeader.read(file) == .image(ImageFacts(format: .heif, width: 10, height: 40)))
  }

  /// Headers that claim what no image can be: the fuzzer's seeds (Fixtures/ImpossibleImages,
  /// written by hand with valid chunk checksums).
  @Test(
    "sizes beyond the format's limits, or beyond memory, are damage",
    arguments: [
      ("huge.png", "width of 4294967295 (PNG allows at most 2147483647)"),
      (
        "many-pixels.png",
        "size of 100000×100000, 10000000000 pixels (no image can be decoded beyond 2147483648)"
      ),
      ("zero-width.png", "width of 0"),
      (
        "many-pixels.gif",
        "size of 65535×65535, 4294836225 pixels (no image can be decoded beyond 2147483648)"
      ),
      ("zero-height.jpg", "height of 0"),
    ])
  func impossibleSizes(name: String, claim: String) throws {
    let bytes = [UInt8](
      try Data(
        contentsOf: Self.folder.deletingLastPathComponent().appendingPathComponent(
          "ImpossibleImages/" + name)))
    guard case .damaged(_, let reason) = ImageHeader.read(bytes) else {
      Issue.record("\(name) read as \(ImageHeader.read(bytes))")
      return
    }
    #expect(reason == "it holds an impossible " + claim)
  }

  @Test func otherFilesHaveNoFacts() {
    #expect(ImageHeader.read(Array("Image1.png".utf8)) == .unrecognized)
    #expect(ImageHeader.read(Array("x".utf8)) == .unrecognized)
    #expect(
      ImageHeader.read([0x89, 0x50, 0x4E, 0x47])
        == .damaged(.png, reason: "the file ends inside the header"))
    #expect(
      ImageHeader.read([0xFF]) == .damaged(.jpeg, reason: "the file ends inside the header"))
    #expect(ImageHeader.read([]) == .empty)
    #expect(ImageHeader.read([0x49, 0x49, 0x2B, 0, 8, 0, 0, 0, 0, 0, 0, 0]) == .unsupported(.tiff))
  }

  /// Every prefix of every real file reads as the whole file, or as damaged, or (shorter than
  /// the signature of a format whose first byte may start a text) as no image: never as another
  /// size. A PNG or a JPEG cut inside its signature is damaged, as a `.png` of one byte is no
  /// placeholder but a broken export.
  @Test func truncatedFilesAreDamagedNeverWrong() throws {
    for name in try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).sorted() {
      let whole = try Self.bytes(name)
      let full = ImageHeader.read(whole)
      for length in 0..<min(whole.count, 600) {
        let reading = ImageHeader.read(Array(whole.prefix(length)))
        switch reading {
        case .image: #expect(reading == full, "\(name) cut at \(length)")
        case .damaged(_, let reason):
          #expect(reason == "the file ends inside the header", "\(name) cut at \(length)")
        case .unrecognized:
          #expect(length < 12, "\(name) cut at \(length)")
          #expect(whole.first != 0x89 && whole.first != 0xFF, "\(name) cut at \(length)")
        case .empty: #expect(length == 0, "\(name) cut at \(length)")
        case .unsupported: Issue.record("\(name) cut at \(length) read as unsupported")
        }
      }
    }
  }

  /// Random damage never crashes the reader or makes it read past its budget.
  @Test func damagedFilesStayWithinTheBudget() throws {
    var generator = SeededGenerator(seed: SeededGenerator.configuredSeed)
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).sorted()
    let files = try names.map(Self.bytes)
    for _ in 0..<SeededGenerator.rounds(default: 3000) {
      var bytes = files.randomElement(using: &generator)!
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        let index = Int.random(in: 0..<min(bytes.count, 64), using: &generator)
        bytes[index] = UInt8.random(in: 0...255, using: &generator)
      }
      var requested = 0
      _ = ImageHeader.read { offset, count in
        requested += count
        return offset < bytes.count ? Array(bytes[offset..<min(bytes.count, offset + count)]) : []
      }
      #expect(requested <= 64 * 1024)
    }
  }
}

extension [UInt8] {
  fileprivate func littleEndianNumber(at offset: Int) -> Int {
    self[offset..<(offset + 4)].reversed().reduce(0) { $0 << 8 | Int($1) }
  }
}
