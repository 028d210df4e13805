import Foundation

/// Real PNG files of a given size, for tests that put images where users put them: a solid
/// colour, stored without compression, so no library is needed to write it.
public enum TinyPNG {
  /// A valid RGBA PNG of `width` × `height` pixels.
  public static func data(width: Int, height: Int, red: UInt8 = 200) -> Data {
    var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    var header = Data()
    header += bigEndian(UInt32(width)) + bigEndian(UInt32(height))
    header += Data([8, 6, 0, 0, 0])  // 8 bits, RGBA, deflate, no filter, no interlace
    png += chunk("IHDR", header)
    var pixels = Data()
    for _ in 0..<height {
      pixels.append(0)  // no filter for the row
      for _ in 0..<width { pixels += Data([red, 80, 40, 255]) }
    }
    png += chunk("IDAT", zlibStored(pixels))
    png += chunk("IEND", Data())
    return png
  }

  private static func bigEndian(_ value: UInt32) -> Data {
    Data((0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) })
  }

  private static func chunk(_ type: String, _ body: Data) -> Data {
    let typed = Data(type.utf8) + body
    return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
  }

  /// A zlib stream of stored (uncompressed) deflate blocks.
  private static func zlibStored(_ data: Data) -> Data {
    var out = Data([0x78, 0x01])
    let bytes = [UInt8](data)
    var offset = 0
    repeat {
      let length = min(65_535, bytes.count - offset)
      let last: UInt8 = offset + length == bytes.count ? 1 : 0
      out += Data([last, UInt8(length & 0xFF), UInt8(length >> 8)])
      out += Data([UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)])
      out += Data(bytes[offset..<(offset + length)])
      offset += length
    } while offset < bytes.count
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in bytes {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return out + bigEndian(b << 16 | a)
  }

  private static func crc32(_ data: Data) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in data {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }
}
