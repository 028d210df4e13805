/// The syntax of a JSON text as RFC 8259 has it, checked in one pass: the first mistake, at its
/// line and column, with what is wrong and how to fix it. `JSONSerialization` takes text that is
/// no JSON (a trailing comma) and says where it stopped only in characters.
///
/// Iterative, with the open objects and lists on a stack of its own, so that no nesting
/// exhausts the thread's; nesting deeper than `maximumDepth` is a mistake, as it is to
/// `JSONSerialization`. What this accepts, `JSONSerialization` reads (the fuzzer checks it):
/// besides RFC 8259, numbers beyond `Double`'s range and escapes of half a UTF-16 surrogate
/// pair, which it refuses, are mistakes. A byte order mark before the value is skipped, as
/// RFC 8259 allows.
///
/// Self-contained, so that the fuzz package can build it on its own.
package struct JSONSyntax: Sendable {
  /// The most objects and lists one can hold inside another: `JSONSerialization`'s limit.
  package static let maximumDepth = 512

  /// A mistake, where it is and what to do about it.
  package struct Mistake: Equatable, Sendable {
    /// The line (from 1), counting LF, CR and CR LF as one line end each, as editors do.
    package var line: Int
    /// The column (from 1), in Unicode scalars.
    package var column: Int
    /// What is wrong and how to fix it.
    package var message: String
    /// Whether the mistake is a byte that is not UTF-8: the text's encoding, not its syntax.
    package var isEncoding = false
  }

  private let bytes: [UInt8]
  /// A member of the kind of file read, which the advice shows: `"namespace": "Assets"`.
  private let example: String

  /// The syntax of `text`, a file whose object holds members such as `example`.
  package init(_ text: String, example: String = #""name": "value""#) {
    self.init(utf8: Array(text.utf8), example: example)
  }

  /// The syntax of a file's bytes, which may not be UTF-8 (a `String` made from them would
  /// have replaced what is not), whose object holds members such as `example`.
  package init(utf8 bytes: [UInt8], example: String = #""name": "value""#) {
    (self.bytes, self.example) = (bytes, example)
  }

  /// The first mistake, or nil when the text is one JSON value.
  package var firstMistake: Mistake? {
    var reader = Reader(bytes: bytes, example: example)
    return reader.read()
  }

  /// What the reader expects next.
  private enum Expectation {
    /// A value: the whole text's, a member's after its `:`, or a list's after a `,`.
    case value
    /// A list's first value, or the `]` of an empty list.
    case valueOrEnd
    /// An object's first key, or the `}` of an empty object.
    case keyOrEnd
    /// A key, after a `,`.
    case key
    /// The `:` after a key.
    case colon
    /// A `,` or the end of the object or list.
    case commaOrEnd
    /// Nothing but white space: the value is complete.
    case end
  }

  /// An object or a list that is open, and where it opened.
  private struct Open {
    var isObject: Bool
    var line: Int
    var name: String { isObject ? "object" : "list" }
    var close: String { isObject ? "}" : "]" }
  }

  /// A place in the text: its byte, and its line with the byte its line starts at.
  private struct Place {
    var index: Int
    var line: Int
    var lineStart: Int
  }

  private struct Reader {
    let bytes: [UInt8]
    var index = 0
    var line = 1
    var lineStart = 0
    var stack: [Open] = []
    /// The last `,` read, for the mistake of a trailing one.
    var lastComma = Place(index: 0, line: 1, lineStart: 0)
    /// The last key read, quotes included, for the mistake after it.
    var lastKey = 0..<0
    /// `JSONSyntax.example`.
    let example: String

    init(bytes: [UInt8], example: String) {
      (self.bytes, self.example) = (bytes, example)
    }

    mutating func read() -> Mistake? {
      if let mistake = encodingMistake() { return mistake }
      // A byte order mark, which editors on Windows write.
      if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
        index = 3
        lineStart = 3
      }
      var expectation = Expectation.value
      while true {
        skipWhiteSpace()
        guard index < bytes.count else { return endOfText(expecting: expectation) }
        let byte = bytes[index]
        if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
          bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*")
        {
          return mistake("a comment; JSON has none: remove it")
        }
        switch expectation {
        case .value, .valueOrEnd:
          if byte == UInt8(ascii: "]"), expectation == .valueOrEnd {
            index += 1
            stack.removeLast()
            expectation = afterValue
            continue
          }
          // In a list, a value (rather than its first value or `]`) is expected after a comma.
          switch readValue(afterComma: expectation == .value && stack.last?.isObject == false) {
          case .mistake(let mistake): return mistake
          case .opened(let open): expectation = open.isObject ? .keyOrEnd : .valueOrEnd
          case .read: expectation = afterValue
          }
        case .keyOrEnd, .key:
          if byte == UInt8(ascii: "}") {
            guard expectation == .keyOrEnd else { return trailingComma(before: "}") }
            index += 1
            stack.removeLast()
            expectation = afterValue
            continue
          }
          guard byte == UInt8(ascii: "\"") else { return missingKey() }
          let key = index
          if let mistake = readString() { return mistake }
          lastKey = key..<index
          expectation = .colon
        case .colon:
          guard byte == UInt8(ascii: ":") else {
            return mistake(
              "expected ':' after the key \(text(lastKey)), found \(found()); write a key, a "
                + "colon and its value, as in \(example) (is a quote missing?)")
          }
          index += 1
          expectation = .value
        case .commaOrEnd:
          let open = stack[stack.count - 1]
          if byte == UInt8(ascii: ",") {
            lastComma = here
            index += 1
            expectation = open.isObject ? .key : .value
          } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
            guard byte == closingByte(open) else {
              return mistake(
                "'\(Character(Unicode.Scalar(byte)))' where the \(open.name) opened at line "
                  + "\(open.line) ends; close it with '\(open.close)'")
            }
            index += 1
            stack.removeLast()
            expectation = afterValue
          } else {
            let element = open.isObject ? "a member" : "an element"
            return mistake(
              "expected ',' or '\(open.close)' after \(element) of the \(open.name) opened at "
                + "line \(open.line), found \(found()); separate \(open.isObject ? "members" : "elements") "
                + "with a comma")
          }
        case .end:
          return mistake(
            "more text after the end of the JSON value, from \(found()) on; the file is one "
              + "object: remove it, or move its members into the object")
        }
      }
    }

    /// What comes after a complete value.
    private var afterValue: Expectation { stack.isEmpty ? .end : .commaOrEnd }

    /// What reading a value did.
    private enum Reading {
      /// It read a whole value.
      case read
      /// It opened an object or a list.
      case opened(Open)
      /// It found a mistake.
      case mistake(Mistake)
    }

    private func closingByte(_ open: Open) -> UInt8 {
      open.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
    }

    /// Reads one value, or opens an object or a list. `afterComma` says that the value follows
    /// a list's comma, where a `]` makes that comma a trailing one.
    private mutating func readValue(afterComma: Bool) -> Reading {
      let byte = bytes[index]
      let found: Mistake?
      switch byte {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        guard stack.count < JSONSyntax.maximumDepth else {
          return .mistake(
            mistake(
              "more than \(JSONSyntax.maximumDepth) objects and lists inside one another, which "
                + "JSON readers refuse; nest them less deeply"))
        }
        let open = Open(isObject: byte == UInt8(ascii: "{"), line: line)
        stack.append(open)
        index += 1
        return .opened(open)
      case UInt8(ascii: "\""): found = readString()
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): found = readNumber()
      case UInt8(ascii: "]") where afterComma: found = trailingComma(before: "]")
      case UInt8(ascii: "]"), UInt8(ascii: "}"):
        found = mistake("expected a value, found \(self.found()); write the value")
      case UInt8(ascii: ","):
        found = mistake("expected a value, found ','; remove the extra comma")
      case UInt8(ascii: "'"):
        found = mistake(
          "a single quote; JSON strings take double quotes: write \"text\", not 'text'")
      default:
        let word = self.word()
        if ["true", "false", "null"].contains(word) {
          index += word.utf8.count
          found = nil
        } else if word.isEmpty {
          found = mistake("expected a value, found \(self.found())")
        } else {
          found = mistake(
            "'\(word)' is no JSON value: text is written in double quotes (\"\(word)\"), and "
              + "the only words are true, false and null, in lower case")
        }
      }
      return found.map(Reading.mistake) ?? .read
    }

    /// Reads a string from its opening quote; nil when it read well.
    private mutating func readString() -> Mistake? {
      let start = here
      index += 1
      // Foundation drops a byte-order mark that opens a string (on Linux, at least), so a key
      // written so would be one key to JSON and another to the reader of the keys.
      if bytes[index...].starts(with: [0xEF, 0xBB, 0xBF]) {
        return mistake("a string that opens with a byte-order mark (U+FEFF); delete it")
      }
      while index < bytes.count {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "\""):
          index += 1
          return nil
        case UInt8(ascii: "\\"):
          if let mistake = readEscape() { return mistake }
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
          return mistake(
            "a string that does not end on its line; add its closing quote", at: start)
        case 0..<0x20:
          let escape = byte == 0x09 ? "\\t" : "\\u" + hex(UInt32(byte), digits: 4)
          return mistake(
            "a control character (U+\(hex(UInt32(byte), digits: 4))) inside a string; write it "
              + "as \(escape)")
        default:
          index += 1
        }
      }
      return mistake("a string that does not end; add its closing quote", at: start)
    }

    /// Reads an escape from its backslash; nil when it read well.
    private mutating func readEscape() -> Mistake? {
      guard index + 1 < bytes.count else {
        return mistake("a string that does not end; add its closing quote")
      }
      let letter = bytes[index + 1]
      guard letter == UInt8(ascii: "u") else {
        guard "\"\\/bfnrt".utf8.contains(letter) else {
          return mistake(
            "'\\\(found(at: index + 1, quoted: false))' is no JSON escape; write a backslash as "
              + "\\\\ (the escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\u with four hex "
              + "digits)")
        }
        index += 2
        return nil
      }
      guard let unit = hexUnit(at: index + 2) else {
        return mistake("'\\u' takes four hex digits, such as \\u00E9")
      }
      switch unit {
      case 0xD800...0xDBFF:
        // The high half of a surrogate pair: the low half must follow.
        guard index + 7 < bytes.count, bytes[index + 6] == UInt8(ascii: "\\"),
          bytes[index + 7] == UInt8(ascii: "u"), let low = hexUnit(at: index + 8),
          (0xDC00...0xDFFF).contains(low)
        else { return halfPair(unit) }
        index += 12
      case 0xDC00...0xDFFF:
        return halfPair(unit)
      default:
        index += 6
      }
      return nil
    }

    private func halfPair(_ unit: UInt32) -> Mistake {
      mistake(
        "'\\u\(hex(unit, digits: 4))' is half of a UTF-16 surrogate pair, without its other "
          + "half; write the character itself, or both halves (\\uD83D\\uDE00)")
    }

    /// The four hex digits at `start` as a number, or nil.
    private func hexUnit(at start: Int) -> UInt32? {
      guard start + 4 <= bytes.count else { return nil }
      var unit: UInt32 = 0
      for byte in bytes[start..<start + 4] {
        let digit: UInt8
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
        default: return nil
        }
        unit = unit << 4 | UInt32(digit)
      }
      return unit
    }

    /// Reads a number: `-`, an integer without leading zeros, a fraction, an exponent; nil when
    /// it read well.
    private mutating func readNumber() -> Mistake? {
      let start = index
      let number = { (bytes: [UInt8], index: Int) in
        String(decoding: bytes[start..<min(index + 1, bytes.count)], as: UTF8.self)
      }
      if bytes[index] == UInt8(ascii: "-") { index += 1 }
      guard index < bytes.count, isDigit(bytes[index]) else {
        return mistake("'-' without digits after it; write a number, such as -1", at: start)
      }
      if bytes[index] == UInt8(ascii: "0"), index + 1 < bytes.count, isDigit(bytes[index + 1]) {
        let digits = skipDigits(from: index)
        let written = String(decoding: bytes[start..<digits], as: UTF8.self)
        return mistake(
          "'\(written)' starts with 0; JSON numbers have no leading zeros: remove them", at: start)
      }
      index = skipDigits(from: index)
      if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
        guard index + 1 < bytes.count, isDigit(bytes[index + 1]) else {
          return mistake(
            "'\(number(bytes, index))' has no digits after its '.'; write them, such as 1.0, or "
              + "remove the '.'", at: start)
        }
        index = skipDigits(from: index + 1)
      }
      if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")
      {
        var exponent = index + 1
        if exponent < bytes.count,
          bytes[exponent] == UInt8(ascii: "+") || bytes[exponent] == UInt8(ascii: "-")
        {
          exponent += 1
        }
        guard exponent < bytes.count, isDigit(bytes[exponent]) else {
          return mistake(
            "'\(number(bytes, exponent - 1))' has no digits in its exponent; write them, such as "
              + "1e3", at: start)
        }
        index = skipDigits(from: exponent)
      }
      let written = String(decoding: bytes[start..<index], as: UTF8.self)
      guard Double(written)?.isFinite == true else {
        return mistake(
          "'\(written)' is beyond the largest number JSON readers hold (about 1.8e308); write a "
            + "smaller one", at: start)
      }
      return nil
    }

    private func isDigit(_ byte: UInt8) -> Bool {
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private func skipDigits(from start: Int) -> Int {
      var end = start
      while end < bytes.count, isDigit(bytes[end]) { end += 1 }
      return end
    }

    /// The first byte that is not UTF-8, before any other mistake: text saved in another
    /// encoding (Latin-1, Windows-1252) reads as other characters than were written, which
    /// JSON does not take, and what else it shows would be judged on them.
    private func encodingMistake() -> Mistake? {
      // A byte order mark is no column, as `read()` counts them.
      let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
      var index = start
      // ASCII, most of a file, is skipped a byte at a time; lines are counted only for a mistake.
      while let high = bytes[index...].firstIndex(where: { $0 >= 0x80 }) {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes[high...].makeIterator()
        switch parser.parseScalar(from: &iterator) {
        case .valid(let scalar): index = high + scalar.count
        case .emptyInput: return nil
        case .error(let length):
          // A sequence cut short is its bytes, not its lead byte alone, which may be right.
          let shown = bytes[high..<high + length].map { "0x" + hex(UInt32($0), digits: 2) }
          var mistake = mistake(
            "the \(length == 1 ? "byte" : "bytes") \(shown.joined(separator: " ")) "
              + "\(length == 1 ? "is" : "are") not UTF-8: the file was saved in another encoding "
              + "(such as Latin-1 or Windows-1252); save it as UTF-8",
            at: place(of: high, from: start))
          mistake.isEncoding = true
          return mistake
        }
      }
      return nil
    }

    /// The place of the byte at `index`, its lines counted from `start` as `skipWhiteSpace()`
    /// counts them: LF, CR, and CR LF once.
    private func place(of index: Int, from start: Int) -> Place {
      var place = Place(index: index, line: 1, lineStart: start)
      for position in start..<index
      where bytes[position] == UInt8(ascii: "\r")
        || (bytes[position] == UInt8(ascii: "\n")
          && (position == start || bytes[position - 1] != UInt8(ascii: "\r")))
      {
        place.line += 1
      }
      if let end = bytes[start..<index].lastIndex(where: {
        $0 == UInt8(ascii: "\r") || $0 == UInt8(ascii: "\n")
      }) {
        place.lineStart = end + 1
      }
      return place
    }

    /// Skips spaces, tabs and line ends, counting the lines.
    private mutating func skipWhiteSpace() {
      while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: " "), UInt8(ascii: "\t"): index += 1
        case UInt8(ascii: "\r"):
          line += 1
          index += 1
          lineStart = index
        case UInt8(ascii: "\n"):
          // A LF after a CR ends no second line.
          if index == 0 || bytes[index - 1] != UInt8(ascii: "\r") { line += 1 }
          index += 1
          lineStart = index
        default: return
        }
      }
    }

    /// The mistake of a text that ends while `expectation` is open.
    private func endOfText(expecting expectation: Expectation) -> Mistake? {
      if expectation == .end { return nil }
      guard let open = stack.last else {
        return mistake(
          "the file holds no JSON value; write it as an object, such as {\(example)}")
      }
      return mistake(
        "the file ends inside the \(open.name) opened at line \(open.line); close it with "
          + "'\(open.close)'")
    }

    /// The mistake of a key that is not a string in double quotes.
    private func missingKey() -> Mistake {
      let word = self.word()
      if bytes[index] == UInt8(ascii: "'") {
        return mistake(
          "a key in single quotes; JSON keys take double quotes: write \"key\", not 'key'")
      }
      guard !word.isEmpty else {
        return mistake("expected a key in double quotes, found \(found())")
      }
      return mistake(
        "expected a key in double quotes, found '\(word)'; write it \"\(word)\"")
    }

    private func trailingComma(before close: String) -> Mistake {
      mistake("a trailing comma before '\(close)'; JSON allows none: remove it", at: lastComma)
    }

    /// The run of ASCII letters, digits and `_ - $ .` at the reading place (at most 40): a word
    /// written without quotes.
    private func word() -> String {
      var end = index
      while end < bytes.count, end - index < 40 {
        let byte = bytes[end]
        let isLetter = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
        guard isLetter || isDigit(byte) || "_-$.".utf8.contains(byte) else { break }
        end += 1
      }
      return String(decoding: bytes[index..<end], as: UTF8.self)
    }

    /// The text of `range` (a key as written, quotes included), at most 40 bytes of it.
    private func text(_ range: Range<Int>) -> String {
      var stop = min(range.upperBound, range.lowerBound + 40)
      while stop > range.lowerBound, stop < bytes.count, bytes[stop] & 0xC0 == 0x80 { stop -= 1 }
      return String(decoding: bytes[range.lowerBound..<stop], as: UTF8.self)
        + (stop < range.upperBound ? "…" : "")
    }

    /// What is at the reading place, for a message: `'x'`, `'é'`, `U+00A0` for a character
    /// that shows nothing, or the end of the file.
    private func found() -> String { found(at: index, quoted: true) }

    private func found(at place: Int, quoted: Bool) -> String {
      guard place < bytes.count else { return "the end of the file" }
      let scalar = String(decoding: bytes[place..<min(place + 4, bytes.count)], as: UTF8.self)
        .unicodeScalars.first!
      let shows =
        (scalar.value >= 0x21 && scalar.value < 0x7F) || scalar.properties.isAlphabetic
        || scalar.properties.numericType != nil
      guard shows else { return "U+" + hex(scalar.value, digits: 4) }
      return quoted ? "'\(Character(scalar))'" : String(Character(scalar))
    }

    private var here: Place { Place(index: index, line: line, lineStart: lineStart) }

    private func mistake(_ message: String) -> Mistake {
      mistake(message, at: here)
    }

    private func mistake(_ message: String, at start: Int) -> Mistake {
      mistake(message, at: Place(index: start, line: line, lineStart: lineStart))
    }

    private func mistake(_ message: String, at place: Place) -> Mistake {
      // Columns count Unicode scalars: every byte but UTF-8's continuation bytes.
      let column = bytes[place.lineStart..<place.index].count { $0 & 0xC0 != 0x80 } + 1
      return Mistake(line: place.line, column: column, message: message)
    }

    private func hex(_ value: UInt32, digits: Int) -> String {
      let text = String(value, radix: 16, uppercase: true)
      return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
  }
}
