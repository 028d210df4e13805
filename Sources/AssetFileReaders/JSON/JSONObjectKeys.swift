import Foundation

/// The keys of a JSON text's objects as they are written, repetitions included, which
/// `JSONSerialization` does not tell: it keeps one value of a repeated key without a word.
///
/// Self-contained, so that the fuzz package can build it on its own.
package enum JSONObjectKeys {
  /// One key as written.
  package struct Key: Equatable, Sendable {
    /// The key, decoded as JSON decodes it.
    package var name: String
    /// The line (from 1) it starts on.
    package var line: Int
    /// How deep its object is: 1 for the top-level object.
    package var depth: Int
    /// Which object holds it: the objects and arrays numbered from 1 in the order they open,
    /// so that two keys of one object share it and two sibling objects' keys do not.
    package var object: Int
  }

  /// The keys of `keys` written again in the object that holds them, at their later spellings.
  package static func repetitions(_ keys: [Key]) -> [Key] {
    // Each object's names apart, not a set of two-string arrays: a generated configuration
    // has a hundred thousand keys.
    var seen: [Int: Set<String>] = [:]
    return keys.filter { !seen[$0.object, default: []].insert($0.name).inserted }
  }

  /// Each key of `text`'s objects, at any depth, in the order written, in one pass; a line ends
  /// at LF, CR or CR LF, as editors count them. A key is a string followed by `:`; other
  /// strings are skipped. Text that is not JSON gives whatever keys it seems to hold, and never
  /// a crash.
  package static func keys(in text: String) -> [Key] {
    var keys: [Key] = []
    var depth = 0
    // The containers open at this point, innermost last, and how many have opened.
    var open: [Int] = []
    var opened = 0
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
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
        opened += 1
        open.append(opened)
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        _ = open.popLast()
      case UInt8(ascii: "\""):
        let keyLine = line
        let start = bytes.startIndex
        var escaped = false
        while let next = bytes.popFirst() {
          count(next)
          if next == UInt8(ascii: "\\"), let following = bytes.popFirst() {
            count(following)
            escaped = true
          } else if next == UInt8(ascii: "\"") {
            break
          }
        }
        let following = bytes.drop { [0x20, 0x09, 0x0A, 0x0D].contains($0) }.first
        guard depth >= 1, following == UInt8(ascii: ":"),
          let name = decode(text.utf8[start..<bytes.startIndex], escaped: escaped)
        else { continue }
        keys.append(Key(name: name, line: keyLine, depth: depth, object: open.last ?? 0))
      default: continue
      }
    }
    return keys
  }

  /// The string whose literal ends with `quotedTail` (its bytes after the opening quote), or nil
  /// when it is no JSON string. Only a literal with escapes needs a JSON reader, which costs
  /// microseconds a key: a generated configuration holds a hundred thousand.
  private static func decode(_ quotedTail: Substring.UTF8View, escaped: Bool) -> String? {
    guard quotedTail.last == UInt8(ascii: "\"") else { return nil }
    guard escaped else {
      let content = quotedTail.dropLast()
      guard !content.contains(where: { $0 < 0x20 }) else { return nil }
      // A slice of a String's bytes between two ASCII quotes: valid UTF-8, on scalar bounds.
      return String(content)
    }
    return try? JSONSerialization.jsonObject(
      with: Data([UInt8(ascii: "\"")] + quotedTail), options: .fragmentsAllowed) as? String
  }
}
