/// Reads an image's size from the first bytes of its file, for PNG, JPEG, GIF, BMP, TIFF and
/// HEIF (HEIC, AVIF), without decoding the image or depending on a library.
package enum ImageHeader {
  /// What a header read gave.
  package enum Reading: Hashable, Sendable {
    /// The header of a known format, read to its size.
    case image(ImageFacts)
    /// The first bytes are none of the known formats.
    case unrecognized
    /// The file holds no byte at all.
    case empty
    /// A known format in a variant whose size is not read (BigTIFF).
    case unsupported(ImageFacts.Format)
    /// A known format whose header is cut short or holds impossible values.
    case damaged(ImageFacts.Format, reason: String)
  }

  /// Reads the header from bytes in memory.
  package static func read(_ bytes: [UInt8]) -> Reading {
    var source = HeaderBytes(bytes)
    return read(&source)
  }

  /// Reads the header through `fetch`, which returns up to `count` bytes at `offset`; it is asked
  /// for a few kilobytes at most.
  package static func read(fetch: @escaping (_ offset: Int, _ count: Int) -> [UInt8]) -> Reading {
    var source = HeaderBytes(fetch: fetch)
    return read(&source)
  }

  private static func read(_ source: inout HeaderBytes) -> Reading {
    let start = source.prefix(12)
    guard !start.isEmpty else { return .empty }
    guard let format = format(of: start) else { return .unrecognized }
    do throws(HeaderBytes.Failure) {
      guard start.count == 12 else { throw HeaderBytes.Failure.truncated }
      switch format {
      case .png: return .image(try png(&source))
      case .gif: return .image(try gif(&source))
      case .bmp: return .image(try bmp(&source))
      case .jpeg: return .image(try jpeg(&source))
      case .tiff:
        if start[2] == 0x2B || start[3] == 0x2B { return .unsupported(.tiff) }
        return .image(try tiff(&source, bigEndian: start[0] == 0x4D))
      case .heif: return .image(try heif(&source))
      }
    } catch {
      let reason =
        switch error {
        case .truncated: "the file ends inside the header"
        case .overBudget: "the size is not within the first \(HeaderBytes.byteBudget / 1024) KB"
        case .invalid(let what): "it holds an impossible \(what)"
        }
      return .damaged(format, reason: reason)
    }
  }

  /// The format the signature at the start of a file names; a file that ends inside the
  /// signature of PNG or JPEG, whose first byte no text starts with, is of that format (and
  /// damaged).
  private static func format(of start: [UInt8]) -> ImageFacts.Format? {
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF]
    for (signature, format) in [(png, ImageFacts.Format.png), (jpeg, .jpeg)]
    where start.starts(with: signature) || signature.starts(with: start) {
      return format
    }
    if start.starts(with: Array("GIF87a".utf8)) || start.starts(with: Array("GIF89a".utf8)) {
      return .gif
    }
    if start.starts(with: Array("BM".utf8)) { return .bmp }
    if start.starts(with: [0x49, 0x49, 0x2A, 0x00]) || start.starts(with: [0x4D, 0x4D, 0x00, 0x2A])
      || start.starts(with: [0x49, 0x49, 0x2B, 0x00])
      || start.starts(with: [0x4D, 0x4D, 0x00, 0x2B])
    {
      return .tiff
    }
    if start.count == 12, start[4..<8].elementsEqual("ftyp".utf8),
      heifBrands.contains(String(decoding: start[8..<12], as: UTF8.self))
    {
      return .heif
    }
    return nil
  }

  /// Major brands of HEIF files: HEIC, its sequences, and AVIF.
  private static let heifBrands: Set<String> = [
    "heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1", "avif", "avis",
  ]

  /// The most pixels an image can claim: 2³¹, 8 GB decoded at four bytes a pixel, beyond what
  /// any device an app runs on could hold; real images stay within a few hundred million.
  static let maximumPixels = 1 << 31

  /// The longest side each format can write: PNG's is 2³¹−1 by its specification, JPEG's and
  /// GIF's fields hold 16 bits, and the others' 32-bit fields are read as signed.
  private static func maximumSide(of format: ImageFacts.Format) -> Int {
    switch format {
    case .jpeg, .gif: 65_535
    case .png, .bmp, .tiff, .heif: Int(Int32.max)
    }
  }

  /// A size read from a header, which must be positive, within the format's limit, and hold no
  /// more than `maximumPixels`.
  static func facts(
    _ format: ImageFacts.Format, _ width: Int, _ height: Int, pages: Int = 1
  ) throws(HeaderBytes.Failure) -> ImageFacts {
    let limit = maximumSide(of: format)
    for (side, value) in [("width", width), ("height", height)] {
      guard value > 0 else { throw .invalid("\(side) of \(value)") }
      guard value <= limit else {
        throw .invalid("\(side) of \(value) (\(name(of: format)) allows at most \(limit))")
      }
    }
    guard width * height <= maximumPixels else {
      throw .invalid(
        "size of \(width)×\(height), \(width * height) pixels (no image can be decoded beyond "
          + "\(maximumPixels))")
    }
    return ImageFacts(format: format, width: width, height: height, pages: pages)
  }

  /// The format's name as its users write it.
  package static func name(of format: ImageFacts.Format) -> String {
    format == .heif ? "HEIF" : format.rawValue.uppercased()
  }

  private static func png(_ source: inout HeaderBytes) throws(HeaderBytes.Failure) -> ImageFacts {
    var offset = 8
    var chunk = try source.read(16, at: offset)
    // Xcode's "crushed" PNGs put a CgBI chunk before the header.
    if chunk[4..<8].elementsEqual("CgBI".utf8) {
      offset += 12 + chunk.bigEndian(at: 0, 4)
      chunk = try source.read(16, at: offset)
    }
    guard chunk[4..<8].elementsEqual("IHDR".utf8) else { throw .invalid("first chunk") }
    return try facts(.png, chunk.bigEndian(at: 8, 4), chunk.bigEndian(at: 12, 4))
  }

  private static func gif(_ source: inout HeaderBytes) throws(HeaderBytes.Failure) -> ImageFacts {
    let header = try source.read(10, at: 0)
    return try facts(.gif, header.littleEndian(at: 6, 2), header.littleEndian(at: 8, 2))
  }

  private static func bmp(_ source: inout HeaderBytes) throws(HeaderBytes.Failure) -> ImageFacts {
    let header = try source.read(26, at: 0)
    // OS/2 bitmaps have a 12-byte header with 16-bit sizes; the others 32-bit signed ones,
    // with a negative height for rows stored top-down.
    if header.littleEndian(at: 14, 4) == 12 {
      return try facts(.bmp, header.littleEndian(at: 18, 2), header.littleEndian(at: 20, 2))
    }
    let width = Int(Int32(truncatingIfNeeded: header.littleEndian(at: 18, 4)))
    let height = Int(Int32(truncatingIfNeeded: header.littleEndian(at: 22, 4)))
    return try facts(.bmp, width, height == Int(Int32.min) ? 0 : abs(height))
  }
}
