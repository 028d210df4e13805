extension ImageHeader {
  /// The first page's size, and the number of pages, which a multi-page HiDPI TIFF uses for
  /// one representation per scale.
  static func tiff(
    _ source: inout HeaderBytes, bigEndian: Bool
  ) throws(HeaderBytes.Failure) -> ImageFacts {
    func number(_ bytes: [UInt8], at offset: Int, _ count: Int) -> Int {
      bigEndian ? bytes.bigEndian(at: offset, count) : bytes.littleEndian(at: offset, count)
    }
    var offset = number(try source.read(4, at: 4), at: 0, 4)
    var visited: Set<Int> = []
    var size: (width: Int, height: Int)?
    var pages = 0
    while offset != 0 {
      guard visited.insert(offset).inserted else { throw .invalid("loop of pages") }
      let count = number(try source.read(2, at: offset), at: 0, 2)
      // Each entry: tag (2), type (2), count (4), value (4); then the next page's offset.
      let entries = try source.read(count * 12 + 4, at: offset + 2)
      if size == nil {
        var found = (width: 0, height: 0)
        for entry in stride(from: 0, to: count * 12, by: 12) {
          let tag = number(entries, at: entry, 2)
          guard tag == 256 || tag == 257 else { continue }
          let value =
            switch number(entries, at: entry + 2, 2) {
            case 3: number(entries, at: entry + 8, 2)
            case 4: number(entries, at: entry + 8, 4)
            default: 0
            }
          if tag == 256 { found.width = value } else { found.height = value }
        }
        size = found
      }
      pages += 1
      offset = number(entries, at: count * 12, 4)
    }
    guard let size else { throw .invalid("first page offset of 0") }
    return try facts(.tiff, size.width, size.height, pages: pages)
  }
}
