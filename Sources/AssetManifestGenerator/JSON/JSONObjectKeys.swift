import Foundation

/// The keys of a JSON object's top level as they are written, repetitions included, which
/// `JSONSerialization` does not tell: it keeps one value of a repeated key without a word.
///
/// Self-contained, so that the fuzz package can build it on its own.
package enum JSONObjectKeys {
  /// Each key of `text`'s top-level object in the order written, decoded as JSON decodes it,
  /// with the line (from 1) it starts on; a line ends at LF, CR or CR LF, as editors count them.
  /// A key is a string followed by `:` one level deep; other strings, and keys of nested
  /// objects, are skipped. Text that is not JSON gives whatever keys it seems to hold, and never
  /// a crash.
  package static func topLevelKeys(in text: String) -> [(key: String, line: Int)] {
    var keys: [(key: String, line: Int)] = []
    var depth = 0
    var line = 1
    var bytes = text.utf8[...]
    var previous: UInt8 = 0
    // Counts the line break `byte` ends, if any: a LF after a CR ends none.
    func count(_ byte: UInt8) {
      if byte == UInt8(ascii: "\r")
        || (byte == UInt8(ascii: "\n") && previous != UInt8(ascii: "\r"))
      {
        line += 1
      }
      previous = byte
    }
    while let byte = bytes.popFirst() {
      count(byte)
      switch byte {
      case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
      case UInt8(ascii: "\""):
        let keyLine = line
        var literal: [UInt8] = [byte]
        while let next = bytes.popFirst() {
          literal.append(next)
          count(next)
          if next == UInt8(ascii: "\\"), let escaped = bytes.popFirst() {
            literal.append(escaped)
            count(escaped)
          } else if next == UInt8(ascii: "\"") {
            break
          }
        }
        let following = bytes.drop { [0x20, 0x09, 0x0A, 0x0D].contains($0) }.first
        guard depth == 1, following == UInt8(ascii: ":"),
          let key = try? JSONSerialization.jsonObject(
            with: Data(literal), options: .fragmentsAllowed) as? String
        else { continue }
        keys.append((key, keyLine))
      default: continue
      }
    }
    return keys
  }
}
