/// A JSON value written with its keys in the order given, two spaces an indent level: for the
/// files people read and commit (the configuration's schema), which `JSONSerialization`'s key
/// order would shuffle. Only `asset-manifest` writes JSON, so the build's tool compiles none of
/// this.
package indirect enum JSONValue: Sendable {
  /// A string.
  case string(String)
  /// `true` or `false`.
  case bool(Bool)
  /// An integer.
  case int(Int)
  /// A list.
  case array([JSONValue])
  /// An object, its members in this order.
  case object([(key: String, value: JSONValue)])
  /// JSON text written as it is: an example or a default as a declaration writes it.
  case raw(String)

  /// The text, lines after the first indented by `indent`.
  package func rendered(indent: String = "") -> String {
    var text = ""
    write(to: &text, indent: indent)
    return text
  }

  /// Appends the text to `text`: one buffer for the whole value, rather than a string per
  /// level that its parent copies again (a size report lists thousands of assets).
  private func write(to text: inout String, indent: String) {
    switch self {
    case .string(let value): Self.quote(value, to: &text)
    case .bool(let value): text += value ? "true" : "false"
    case .int(let value): text += String(value)
    case .raw(let value): text += value
    case .array(let elements):
      guard !elements.isEmpty else {
        text += "[]"
        return
      }
      // A short list of scalars stays on one line, as people write it.
      if elements.allSatisfy(\.isScalar) {
        let line = "[" + elements.map { $0.rendered() }.joined(separator: ", ") + "]"
        if line.count + indent.count <= 80 {
          text += line
          return
        }
      }
      let inner = indent + "  "
      text += "["
      for (index, element) in elements.enumerated() {
        text += (index == 0 ? "\n" : ",\n") + inner
        element.write(to: &text, indent: inner)
      }
      text += "\n" + indent + "]"
    case .object(let members):
      guard !members.isEmpty else {
        text += "{}"
        return
      }
      let inner = indent + "  "
      text += "{"
      for (index, member) in members.enumerated() {
        text += (index == 0 ? "\n" : ",\n") + inner
        Self.quote(member.key, to: &text)
        text += ": "
        member.value.write(to: &text, indent: inner)
      }
      text += "\n" + indent + "}"
    }
  }

  private var isScalar: Bool {
    switch self {
    case .array, .object: false
    default: true
    }
  }

  /// `text` as a JSON string: quotes, backslashes and every control character escaped, as
  /// RFC 8259 requires (DEL too, so that no finding's text can move a terminal's cursor); the
  /// rest as it is (JSON text is UTF-8).
  package static func quoted(_ text: String) -> String {
    var quoted = ""
    quote(text, to: &quoted)
    return quoted
  }

  /// Appends `text` as a JSON string to `quoted`.
  private static func quote(_ text: String, to quoted: inout String) {
    quoted += "\""
    // Every character that takes an escape is ASCII: a text without one goes in whole.
    guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0x22 || $0 == 0x5C }) else {
      quoted += text + "\""
      return
    }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": quoted += "\\\""
      case "\\": quoted += "\\\\"
      case "\n": quoted += "\\n"
      case "\t": quoted += "\\t"
      case "\r": quoted += "\\r"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        quoted += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: quoted.unicodeScalars.append(scalar)
      }
    }
    quoted += "\""
  }
}
