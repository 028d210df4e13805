import Foundation

/// The texts of an Interface Builder document or a property list that may name an asset: every
/// attribute value (`<imageView image="hero">`, `<image name="hero">` in a storyboard or a xib)
/// and every element's text (`<string>LaunchLogo</string>` in an `Info.plist`), entities
/// decoded, and every string of a binary property list.
///
/// The XML is read as text, not validated, in one pass without recursion: whatever is quoted
/// inside a tag is a value, whatever lies between tags is a text; comments, the declaration and
/// the document type are passed over. A file that is not XML gives what looks like values in
/// it, which errs towards "used", as the audit does.
package enum MarkupStrings {
  /// The extensions of the files read, lower-cased: Interface Builder's documents and property
  /// lists, which name images and colors by the names `UIImage(named:)` takes.
  package static let extensions: Set<String> = ["storyboard", "xib", "plist"]

  /// The strings of the document `data`.
  package static func strings(in data: Data) -> Set<String> {
    if data.starts(with: Array("bplist".utf8)) { return binaryPropertyListStrings(data) }
    var reader = Reader(bytes: [UInt8](data))
    reader.read()
    return reader.found
  }

  /// A pass over the bytes of an XML document.
  private struct Reader {
    let bytes: [UInt8]
    var found: Set<String> = []
    var index = 0

    mutating func read() {
      var textStart = 0
      while index < bytes.count {
        guard bytes[index] == UInt8(ascii: "<") else {
          index += 1
          continue
        }
        addText(textStart..<index)
        if starts(with: "<!--") {
          skip(past: "-->")
        } else if starts(with: "<![CDATA[") {
          let start = index + 9
          skip(past: "]]>")
          addText(start..<max(start, index - 3), decoding: false)
        } else if starts(with: "<?") {
          // The XML declaration and processing instructions: their values name no asset.
          skip(past: "?>")
        } else if starts(with: "<!") {
          // The document type, whose public and system identifiers name none either.
          skip(past: ">")
        } else {
          readTag()
        }
        textStart = index
      }
      addText(textStart..<bytes.count)
    }

    /// Reads a tag from its `<` to just past its `>` (or to the end of a cut one), keeping each
    /// quoted value.
    mutating func readTag() {
      index += 1
      while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
        let quote = bytes[index]
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
          index += 1
          continue
        }
        let start = index + 1
        index = bytes[start...].firstIndex(of: quote) ?? bytes.count
        addText(start..<index)
        index = min(index + 1, bytes.count)
      }
      index = min(index + 1, bytes.count)
    }

    /// Whether the bytes at `index` are `prefix`.
    func starts(with prefix: String) -> Bool {
      bytes[index...].starts(with: prefix.utf8)
    }

    /// Moves `index` past the next `end`, or to the end of the bytes.
    mutating func skip(past end: String) {
      let end = Array(end.utf8)
      while index < bytes.count, !bytes[index...].starts(with: end) { index += 1 }
      index = min(index + end.count, bytes.count)
    }

    /// Keeps the text of `range`, trimmed, with its entities decoded unless told otherwise.
    mutating func addText(_ range: Range<Int>, decoding: Bool = true) {
      guard !range.isEmpty, range.upperBound <= bytes.count else { return }
      let text = String(decoding: bytes[range], as: UTF8.self)
        .trimmingCharacters(in: .whitespacesAndNewlines)
      guard !text.isEmpty else { return }
      found.insert(decoding ? Self.decodingEntities(text) : text)
    }

    /// `text` with XML's five named entities and its character references replaced by what
    /// they stand for; an entity it does not know stays as it is.
    static func decodingEntities(_ text: String) -> String {
      guard text.contains("&") else { return text }
      let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
      var result = ""
      var rest = Substring(text)
      while let ampersand = rest.firstIndex(of: "&") {
        result += rest[..<ampersand]
        let afterAmpersand = rest.index(after: ampersand)
        guard let semicolon = rest[afterAmpersand...].prefix(10).firstIndex(of: ";") else {
          result += "&"
          rest = rest[afterAmpersand...]
          continue
        }
        let name = rest[afterAmpersand..<semicolon]
        if let value = named[String(name)] {
          result += value
        } else if let scalar = characterReference(name) {
          result.unicodeScalars.append(scalar)
        } else {
          result += rest[ampersand...semicolon]
        }
        rest = rest[rest.index(after: semicolon)...]
      }
      return result + rest
    }

    /// The scalar of a character reference's name (`#233`, `#xE9`), or nil.
    static func characterReference(_ name: Substring) -> Unicode.Scalar? {
      guard name.first == "#" else { return nil }
      let digits = name.dropFirst()
      let value =
        digits.first == "x" || digits.first == "X"
        ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
      return value.flatMap(Unicode.Scalar.init)
    }
  }

  /// Every string of a binary property list, keys included, walked without recursion; none
  /// when Foundation cannot read it.
  private static func binaryPropertyListStrings(_ data: Data) -> Set<String> {
    guard let root = try? PropertyListSerialization.propertyList(from: data, format: nil) else {
      return []
    }
    var found: Set<String> = []
    var pending: [Any] = [root]
    while let value = pending.popLast() {
      switch value {
      case let string as String: found.insert(string)
      case let array as [Any]: pending += array
      case let dictionary as [String: Any]:
        found.formUnion(dictionary.keys)
        pending += Array(dictionary.values)
      default: continue
      }
    }
    return found
  }
}
