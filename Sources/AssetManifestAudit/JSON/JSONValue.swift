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
    switch self {
    case .string(let text): return Self.quoted(text)
    case .bool(let value): return value ? "true" : "false"
    case .int(let value): return String(value)
    case .raw(let text): return text
    case .array(let elements):
      guard !elements.isEmpty else { return "[]" }
      let inner = indent + "  "
      // A short list of scalars stays on one line, as people write it.
      if elements.allSatisfy(\.isScalar) {
        let line = "[" + elements.map { $0.rendered() }.joined(separator: ", ") + "]"
        if line.count + indent.count <= 80 { return line }
      }
      return "[\n" + elements.map { inner + $0.rendered(indent: inner) }.joined(separator: ",\n")
        + "\n" + indent + "]"
    case .object(let members):
      guard !members.isEmpty else { return "{}" }
      let inner = indent + "  "
      return "{\n"
        + members.map { inner + Self.quoted($0.key) + ": " + $0.value.rendered(indent: inner) }
        .joined(separator: ",\n") + "\n" + indent + "}"
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
    var quoted = "\""
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
    return quoted + "\""
  }
}
