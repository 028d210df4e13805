/// Text that must stay on one line as it was written: a finding (`path:line: error: …`, which
/// quotes names), or a comment of the generated source that names a folder.
package enum OneLine {
  /// `text` with every character that could change how the line reads escaped (`\n`,
  /// `\u{1B}`, `\u{202E}`): control characters, line and paragraph separators, and the
  /// bidirectional and invisible ones. A name holding a newline could otherwise print a line of
  /// its own that a build takes for another finding, or end a comment early; a bidirectional
  /// control would reverse the rest of the line in a terminal or an IDE.
  package static func escaped(_ text: String) -> String {
    // Printable ASCII, what nearly every finding is, changes nothing; its bytes, read in place,
    // are cheaper to test than its scalars (a twentieth of linting 100,000 findings).
    let isPrintableASCII = text.utf8.withContiguousStorageIfAvailable {
      $0.allSatisfy { (0x20..<0x7F).contains($0) }
    }
    if isPrintableASCII == true { return text }
    guard text.unicodeScalars.contains(where: changesTheLine) else { return text }
    return text.unicodeScalars.map { scalar in
      changesTheLine(scalar) ? scalar.escaped(asASCII: true) : String(scalar)
    }.joined()
  }

  /// Whether `scalar` is a control character (Unicode's category Cc: U+0000-U+001F and
  /// U+007F-U+009F, tested by value: looking the category up costs more than the rest of
  /// printing a finding), a line or paragraph separator, or a hidden character.
  private static func changesTheLine(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
      || scalar.value == 0x2028 || scalar.value == 0x2029 || HiddenCharacters.contains(scalar)
  }
}
