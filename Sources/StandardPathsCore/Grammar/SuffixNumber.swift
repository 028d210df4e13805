import Foundation

/// Reads and writes the numbers inside scale (`@1.5x`) and height (`-568h`) suffixes.
enum SuffixNumber {
  /// The value of `digits` or `digits.digits`, or nil for any other spelling and for zero.
  ///
  /// The check is done by hand because `Double(_:)` and `NumberFormatter` accept spellings
  /// (`2.`, `1e3`, trailing junk on Linux) that the grammar must reject.
  static func parse(_ bytes: ArraySlice<UInt8>) -> Double? {
    var digitsBeforeDot = 0
    var digitsAfterDot = 0
    var sawDot = false
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        if sawDot { digitsAfterDot += 1 } else { digitsBeforeDot += 1 }
      case UInt8(ascii: ".") where !sawDot:
        sawDot = true
      default:
        return nil
      }
    }
    guard digitsBeforeDot > 0, !sawDot || digitsAfterDot > 0 else { return nil }
    guard let value = Double(String(decoding: bytes, as: UTF8.self)), value.isFinite, value > 0
    else { return nil }
    return value
  }

  /// The value written as C's `%g` writes it: `2`, `1.5`, `568`.
  static func format(_ value: Double) -> String {
    // `%g` prints integers below 10^6 without an exponent; this avoids the formatter on the
    // hot path of candidate generation, where every scale and height is such an integer.
    if value == value.rounded(), abs(value) < 1_000_000 {
      return String(Int(value))
    }
    return String(format: "%g", value)
  }
}
