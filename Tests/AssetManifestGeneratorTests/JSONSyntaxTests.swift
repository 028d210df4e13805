import AssetFileReaders
import AssetManifestGenerator
import Foundation
import TestSupport
import Testing

/// The strict JSON syntax check (RFC 8259) that runs before `JSONSerialization`.
@Suite("JSON syntax")
struct JSONSyntaxTests {
  @Test(
    arguments: [
      "{}", "[]", " {\"a\": [1, -2.5e3, true, false, null, \"x\\n\\u00e9\\uD83D\\uDE00\"]} ",
      "\"text\"", "0", "-0", "1E+2", "{\"a\":{\"b\":{}}}", "\u{FEFF}{\"a\": 1}", "[\"\u{7F}é\"]",
    ])
  func validJSONPasses(text: String) {
    #expect(JSONSyntax(text).firstMistake == nil, "\(text.debugDescription)")
  }

  @Test(
    arguments: [
      ("{\"a\": 1,}", 1, 8, "a trailing comma before '}'"),
      ("[1,\n2,\n]", 2, 2, "a trailing comma before ']'"),
      ("{\"a\": 1 \"b\": 2}", 1, 9, "expected ',' or '}' after a member"),
      ("{a: 1}", 1, 2, "expected a key in double quotes, found 'a'; write it \"a\""),
      ("{'a': 1}", 1, 2, "a key in single quotes"),
      ("{\"a\": 'b'}", 1, 7, "a single quote"),
      ("{\"a\": yes}", 1, 7, "'yes' is no JSON value"),
      ("{\"a\": True}", 1, 7, "'True' is no JSON value"),
      ("{\"a\" 1}", 1, 6, "expected ':' after the key \"a\", found '1'"),
      ("{\"a\": 1} // note", 1, 10, "a comment; JSON has none"),
      ("{\"a\": 1}\n/* note */", 2, 1, "a comment; JSON has none"),
      ("{\"a\": 1}}", 1, 9, "more text after the end of the JSON value"),
      ("{\"a\": [1}", 1, 9, "'}' where the list opened at line 1 ends; close it with ']'"),
      ("{\n\"a\": [1,\n", 3, 1, "the file ends inside the list opened at line 2"),
      ("", 1, 1, "the file holds no JSON value"),
      ("  \n ", 2, 2, "the file holds no JSON value"),
      ("{\"a\": \"b\n\"}", 1, 7, "a string that does not end on its line"),
      ("{\"a\": \"b", 1, 7, "a string that does not end"),
      ("{\"a\": \"b\tc\"}", 1, 9, "a control character (U+0009) inside a string; write it as \\t"),
      ("{\"a\": \"\\x\"}", 1, 8, "'\\x' is no JSON escape"),
      ("{\"a\": \"\\u12\"}", 1, 8, "'\\u' takes four hex digits"),
      ("[\"\\uD800\"]", 1, 3, "'\\uD800' is half of a UTF-16 surrogate pair"),
      ("[\"\\uDC00\\uD800\"]", 1, 3, "'\\uDC00' is half"),
      ("[01]", 1, 2, "'01' starts with 0"),
      ("[1.]", 1, 2, "'1.' has no digits after its '.'"),
      ("[1e]", 1, 2, "'1e' has no digits in its exponent"),
      ("[-]", 1, 2, "'-' without digits after it"),
      ("[1e400]", 1, 2, "'1e400' is beyond the largest number"),
      ("[1,,2]", 1, 4, "expected a value, found ','"),
      ("{\"a\":}", 1, 6, "expected a value, found '}'"),
      ("{\"a\": 1,,}", 1, 9, "expected a key in double quotes, found ','"),
      ("\u{FEFF}\u{FEFF}{}", 1, 1, "expected a value, found U+FEFF"),
      ("{\"é\": x}", 1, 7, "'x' is no JSON value"),
      ("{é: 1}", 1, 2, "expected a key in double quotes, found 'é'"),
      ("{\r\n\"a\": 1,\r\n}", 2, 7, "a trailing comma"),
      ("{\r\"a\": 1,\r}", 2, 7, "a trailing comma"),
      // Found by FuzzConfigurationKeys: Foundation on Linux reads this key as "dr".
      ("{\"\u{FEFF}dr\": 1}", 1, 3, "a string that opens with a byte-order mark"),
      ("{\"a\": \"\u{FEFF}x\"}", 1, 8, "a string that opens with a byte-order mark (U+FEFF)"),
    ])
  func mistakesAreNamedAtTheirPlace(text: String, line: Int, column: Int, message: String) {
    let mistake = JSONSyntax(text).firstMistake
    #expect(mistake?.line == line, "\(text.debugDescription): \(mistake as Any)")
    #expect(mistake?.column == column, "\(text.debugDescription): \(mistake as Any)")
    #expect(
      mistake?.message.hasPrefix(message) == true, "\(text.debugDescription): \(mistake as Any)")
  }

  /// Bytes that are not UTF-8 (Latin-1's é, a lone continuation byte, a sequence cut short, an
  /// overlong `/`, a surrogate) are an encoding mistake at their line and column, before any
  /// other mistake, which the replaced text would otherwise hide (JSONSerialization refused the
  /// file without saying where or why).
  @Test(
    arguments: [
      (
        [0x7B, 0x0A, 0x22, 0x43, 0x61, 0x66, 0xE9, 0x22, 0x3A, 0x20, 0x31, 0x7D], 2, 5,
        "byte 0xE9 is"
      ),
      ([0x5B, 0x22, 0x80, 0x22, 0x5D], 1, 3, "byte 0x80 is"),
      ([0x5B, 0x22, 0xE2, 0x82, 0x22, 0x5D], 1, 3, "bytes 0xE2 0x82 are"),
      ([0x5B, 0x22, 0xC0, 0xAF, 0x22, 0x5D], 1, 3, "byte 0xC0 is"),
      ([0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D], 1, 3, "byte 0xED is"),
      // Above U+10FFFF.
      ([0x5B, 0x22, 0xF4, 0x90, 0x80, 0x80, 0x22, 0x5D], 1, 3, "byte 0xF4 is"),
      // Before the trailing comma, and outside a string; lines ended by CR LF and by CR alone.
      ([0x0D, 0x0A, 0x0D, 0x0A, 0x5B, 0x31, 0x2C, 0x5D, 0xFF], 3, 5, "byte 0xFF is"),
      ([0x0D, 0x0D, 0x5B, 0x31, 0x2C, 0x5D, 0xFF], 3, 5, "byte 0xFF is"),
      // A byte order mark is no column, as it is none to the syntax's mistakes.
      ([0xEF, 0xBB, 0xBF, 0x5B, 0x22, 0xE9, 0x22, 0x5D], 1, 3, "byte 0xE9 is"),
    ] as [([UInt8], Int, Int, String)])
  func bytesThatAreNotUTF8AreAnEncodingMistake(
    bytes: [UInt8], line: Int, column: Int, shown: String
  ) {
    let mistake = JSONSyntax(utf8: bytes).firstMistake
    #expect(mistake?.isEncoding == true, "\(bytes): \(mistake as Any)")
    #expect(mistake?.line == line, "\(bytes): \(mistake as Any)")
    #expect(mistake?.column == column, "\(bytes): \(mistake as Any)")
    #expect(
      mistake?.message
        == "the \(shown) not UTF-8: the file was saved in another encoding (such as Latin-1 or "
        + "Windows-1252); save it as UTF-8", "\(mistake as Any)")
    // Valid UTF-8 of every length is no mistake, and no syntax mistake is an encoding one.
    #expect(JSONSyntax(utf8: Array(#"["é€😀"]"#.utf8)).firstMistake == nil)
    #expect(JSONSyntax(utf8: Array("[1,]".utf8)).firstMistake?.isEncoding == false)
    #expect(JSONSyntax(utf8: [0xEF, 0xBB, 0xBF] + Array("[1,]".utf8)).firstMistake?.column == 3)
  }

  /// Nesting as deep as `JSONSerialization` takes passes; one level more is a mistake, and a
  /// million levels cost no stack.
  @Test func nestingHasALimitAndNoRecursion() {
    let deepest = JSONSyntax.maximumDepth
    let fits = String(repeating: "[", count: deepest) + String(repeating: "]", count: deepest)
    #expect(JSONSyntax(fits).firstMistake == nil)
    #expect((try? JSONSerialization.jsonObject(with: Data(fits.utf8))) != nil)
    let over = "[" + fits + "]"
    #expect(JSONSyntax(over).firstMistake?.message.hasPrefix("more than 512 objects") == true)
    #expect((try? JSONSerialization.jsonObject(with: Data(over.utf8))) == nil)
    let million = String(repeating: "[", count: 1_000_000)
    #expect(JSONSyntax(million).firstMistake?.column == deepest + 1)
  }

  /// What the check accepts, JSONSerialization reads: on random damage to valid JSON (a byte
  /// dropped, doubled or replaced by one of JSON's own), the fuzzer's invariant, seeded.
  @Test func whatPassesJSONSerializationReads() {
    var random = SeededGenerator(seed: SeededGenerator.configuredSeed)
    let base = Array(
      #"{"a": [1, -2.5e3, true, null, "x\"\u00e9"], "b": {"c": "d"}, "e": 0.5}"#.utf8)
    let alphabet = Array(#"{}[],:"\ -+.eE0123456789tfnul'/*"#.utf8) + [0x0A, 0x09]
    var accepted = 0
    for _ in 0..<SeededGenerator.rounds(default: 3_000) {
      var bytes = base
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        let index = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: bytes.remove(at: index)
        case 1: bytes.insert(bytes[index], at: index)
        default: bytes[index] = alphabet.randomElement(using: &random)!
        }
        if bytes.isEmpty { bytes = [0x7B] }
      }
      let text = String(decoding: bytes, as: UTF8.self)
      let read =
        (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed))
        != nil
      if JSONSyntax(text).firstMistake == nil {
        accepted += 1
        #expect(read, "the check accepts what JSONSerialization refuses: \(text.debugDescription)")
      }
    }
    #expect(accepted > 0)
  }
}
