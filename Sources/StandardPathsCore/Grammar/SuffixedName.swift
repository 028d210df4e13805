/// A path whose last component is split into the parts of the suffix grammar,
/// `name [-NNNh] [-hd] [@Sx] [~idiom] .ext`.
///
/// Offsets are byte offsets into the UTF-8 text. Every suffix is ASCII, so every cut falls on a
/// Unicode scalar boundary and the pieces stay valid UTF-8 whatever the rest of the name holds;
/// cutting `String` by `Character` instead would glue a combining mark onto a suffix's dot.
package struct SuffixedName {
  /// The last token before the scale suffix, when it is a height or `-hd` suffix.
  package enum Modifier: Equatable {
    case height(Double)
    case hd
  }

  let bytes: [UInt8]
  /// Where the last path component starts.
  let componentStart: Int
  /// Where the extension's dot is, or `bytes.count` when there is no extension.
  let extensionStart: Int
  /// Where the idiom suffix starts, or `extensionStart` when there is none.
  let idiomStart: Int
  /// Where the scale suffix starts, or `idiomStart` when there is none.
  let scaleStart: Int
  /// Where the height or `-hd` suffix starts, or `scaleStart` when there is none.
  let modifierStart: Int
  package let idiom: Device.Idiom?
  package let scale: Double?
  package let modifier: Modifier?

  package init(_ string: String) {
    let bytes = Array(string.utf8)
    self.bytes = bytes
    let componentStart = (bytes.lastIndex(of: slash) ?? -1) + 1
    self.componentStart = componentStart
    let extensionStart = Self.findExtension(in: bytes, from: componentStart)
    self.extensionStart = extensionStart
    (idiom, idiomStart) = Self.findIdiom(in: bytes, from: componentStart, before: extensionStart)
    (scale, scaleStart) = Self.findScale(in: bytes, from: componentStart, before: idiomStart)
    (modifier, modifierStart) = Self.findModifier(
      in: bytes, from: componentStart, before: scaleStart)
  }

  var text: String { String(decoding: bytes, as: UTF8.self) }
  var hasExtension: Bool { extensionStart < bytes.count }
  var pathExtension: String { piece(hasExtension ? extensionStart + 1 : bytes.count, bytes.count) }
  var idiomSuffix: String { piece(idiomStart, extensionStart) }
  var scaleSuffix: String { piece(scaleStart, idiomStart) }
  var modifierSuffix: String { piece(modifierStart, scaleStart) }

  /// The text between two offsets.
  func piece(_ start: Int, _ end: Int) -> String {
    String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// Whether the text before the extension, within the last component, ends with `suffix`.
  func bodyEnds(with suffix: String) -> Bool {
    let suffixBytes = Array(suffix.utf8)
    guard !suffixBytes.isEmpty, extensionStart - componentStart >= suffixBytes.count else {
      return false
    }
    return bytes[(extensionStart - suffixBytes.count)..<extensionStart].elementsEqual(suffixBytes)
  }

  /// The text with `token` put at `offset`.
  func inserting(_ token: String, at offset: Int) -> String {
    var result = Array(bytes[..<offset])
    result.append(contentsOf: token.utf8)
    result.append(contentsOf: bytes[offset...])
    return String(decoding: result, as: UTF8.self)
  }

  /// The text without the bytes from `start` to `end`.
  func removing(_ start: Int, _ end: Int) -> String {
    guard start < end else { return text }
    var result = Array(bytes[..<start])
    result.append(contentsOf: bytes[end...])
    return String(decoding: result, as: UTF8.self)
  }

  private static func findExtension(in bytes: [UInt8], from start: Int) -> Int {
    guard let dot = extensionDot(in: bytes, from: start, before: bytes.count) else {
      return bytes.count
    }
    // `.gz` carries the extension before it along: `model.obj.gz` is of type `obj.gz`.
    if bytes[(dot + 1)...].elementsEqual("gz".utf8),
      let innerDot = extensionDot(in: bytes, from: start, before: dot)
    {
      return innerDot
    }
    return dot
  }

  /// The dot that starts an extension in `bytes[start..<end]`: the last one, unless it leads the
  /// component (`.bashrc`) or ends the text (`foo.`).
  private static func extensionDot(in bytes: [UInt8], from start: Int, before end: Int) -> Int? {
    guard let dot = bytes[start..<end].lastIndex(of: UInt8(ascii: ".")),
      dot > start, dot < end - 1
    else { return nil }
    return dot
  }

  private static func findIdiom(
    in bytes: [UInt8], from start: Int, before end: Int
  ) -> (Device.Idiom?, Int) {
    // Every idiom's suffix holds one `~`, its first byte: only the last `~` can start one.
    guard let tilde = bytes[start..<end].lastIndex(of: UInt8(ascii: "~")),
      let idiom = Device.Idiom.allCases.first(where: {
        $0.suffix.utf8.elementsEqual(bytes[tilde..<end])
      })
    else { return (nil, end) }
    return (idiom, tilde)
  }

  private static func findScale(
    in bytes: [UInt8], from start: Int, before end: Int
  ) -> (Double?, Int) {
    guard end > start, bytes[end - 1] == UInt8(ascii: "x"),
      let at = bytes[start..<(end - 1)].lastIndex(of: UInt8(ascii: "@")),
      let value = SuffixNumber.parse(bytes[(at + 1)..<(end - 1)])
    else { return (nil, end) }
    return (value, at)
  }

  private static func findModifier(
    in bytes: [UInt8], from start: Int, before end: Int
  ) -> (Modifier?, Int) {
    if end - start >= 3, bytes[(end - 3)..<end].elementsEqual("-hd".utf8) {
      return (.hd, end - 3)
    }
    guard end > start, bytes[end - 1] == UInt8(ascii: "h"),
      let dash = bytes[start..<(end - 1)].lastIndex(of: UInt8(ascii: "-")),
      let value = SuffixNumber.parse(bytes[(dash + 1)..<(end - 1)])
    else { return (nil, end) }
    return (.height(value), dash)
  }
}

private let slash = UInt8(ascii: "/")
