extension ImageHeader {
  /// The size in the first frame header (SOF marker), found by skipping the segments before it
  /// by their lengths, never by reading them.
  static func jpeg(_ source: inout HeaderBytes) throws(HeaderBytes.Failure) -> ImageFacts {
    var offset = 2
    while true {
      guard try source.read(1, at: offset)[0] == 0xFF else { throw .invalid("marker") }
      offset += 1
      var code: UInt8 = 0xFF
      // A marker may be preceded by any number of fill bytes.
      while code == 0xFF {
        code = try source.read(1, at: offset)[0]
        offset += 1
      }
      switch code {
      case 0x01, 0xD0...0xD8: continue
      case 0xD9, 0xDA: throw .invalid("image without a frame header before its data")
      // Every SOFn marker but DHT (C4), JPG (C8) and DAC (CC), which share the range.
      case 0xC0...0xCF where ![0xC4, 0xC8, 0xCC].contains(code):
        // Length (2), precision (1), height (2), width (2).
        let frame = try source.read(7, at: offset)
        return try facts(.jpeg, frame.bigEndian(at: 5, 2), frame.bigEndian(at: 3, 2))
      default:
        let length = try source.read(2, at: offset).bigEndian(at: 0, 2)
        guard length >= 2 else { throw .invalid("segment length of \(length)") }
        offset += length
      }
    }
  }
}
