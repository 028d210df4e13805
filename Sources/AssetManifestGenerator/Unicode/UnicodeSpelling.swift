/// How two names that look alike differ, for messages: the scalars where they differ, written
/// as Swift escapes, `caf\u{E9}` beside `cafe\u{301}`.
package enum UnicodeSpelling {
  /// `first` and `second` with the non-ASCII scalars of the part where they differ, and every
  /// hidden character, escaped; the shared start and end stay as they are, so the path reads.
  package static func contrast(_ first: String, _ second: String) -> (String, String) {
    let one = Array(first.unicodeScalars)
    let two = Array(second.unicodeScalars)
    var start = 0
    while start < min(one.count, two.count), one[start] == two[start] { start += 1 }
    var end = 0
    while end < min(one.count, two.count) - start,
      one[one.count - 1 - end] == two[two.count - 1 - end]
    {
      end += 1
    }
    func spelled(_ scalars: [Unicode.Scalar]) -> String {
      var text = ""
      for (index, scalar) in scalars.enumerated() {
        let differs = index >= start && index < scalars.count - end
        if (differs && !scalar.isASCII) || HiddenCharacters.contains(scalar) {
          text += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
          text.unicodeScalars.append(scalar)
        }
      }
      return text
    }
    return (spelled(one), spelled(two))
  }
}
