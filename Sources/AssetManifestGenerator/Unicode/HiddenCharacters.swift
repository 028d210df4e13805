/// Characters that change how a name looks without being seen: the bidirectional controls that
/// reorder text (the "Trojan Source" attack, CVE-2021-42574) and the invisible ones. A name that
/// holds one shows a reader something other than what the file system, Swift and a lookup see.
package enum HiddenCharacters {
  /// Whether `scalar` reorders text or shows nothing: U+061C, U+200B-U+200F, U+202A-U+202E,
  /// U+2060, U+2066-U+2069 and U+FEFF.
  package static func contains(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x061C, 0x200B...0x200F, 0x202A...0x202E, 0x2060, 0x2066...0x2069, 0xFEFF: true
    default: false
    }
  }

  /// Whether `text` holds any of them.
  package static func occur(in text: some StringProtocol) -> Bool {
    text.unicodeScalars.contains(where: contains)
  }

  /// `text` with each of them written as a Swift escape, `\u{202E}`, and everything else as it
  /// is; `hashes` go between the backslash and the `u` inside a raw string literal.
  package static func escaped(_ text: String, hashes: String = "") -> String {
    guard occur(in: text) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if contains(scalar) {
        result += "\\" + hashes + "u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
