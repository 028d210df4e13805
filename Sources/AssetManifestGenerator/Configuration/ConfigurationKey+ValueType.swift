import Foundation

extension ConfigurationKey {
  /// The JSON values a key takes: the shape the parser checks before the key applies them, and
  /// what the JSON Schema says.
  package indirect enum ValueType: Sendable {
    /// Any string.
    case string
    /// A string of this form: the key checks it, the schema says it.
    case text(TextPattern)
    /// `true` or `false`.
    case boolean
    /// One of these strings.
    case choice([String])
    /// A list of values of one type, with at least `minimum` elements.
    case list(ValueType, minimum: Int)
    /// An object whose keys are anything and whose values are of one type.
    case dictionary(ValueType)
    /// An object of these properties only, the `required` ones among them.
    case object([Property], required: [String])

    /// Whether `value` (as `JSONSerialization` reads it) has this shape: the right JSON kinds,
    /// at every depth. The values of choices and the properties of objects are left to the key,
    /// which says what is wrong with them more precisely.
    package func admits(_ value: Any) -> Bool {
      switch self {
      case .string, .text, .choice: return value is String
      case .boolean: return Self.isBoolean(value)
      case .list(let element, let minimum):
        guard let list = value as? [Any], list.count >= minimum else { return false }
        return list.allSatisfy(element.admits)
      case .dictionary(let element):
        guard let object = value as? [String: Any] else { return false }
        return object.values.allSatisfy(element.admits)
      case .object: return value is [String: Any]
      }
    }

    /// What a valid value is, after "must", said from the type alone.
    var requirement: String {
      switch self {
      case .string, .text: "be a string"
      case .boolean: "be true or false"
      case .choice(let values): "be " + Self.listed(values.map { "\"\($0)\"" })
      case .list: "be a list"
      case .dictionary, .object: "be an object"
      }
    }

    /// Whether `requirement` lists every value there is, so that an example adds nothing.
    var listsEveryValue: Bool {
      switch self {
      case .boolean, .choice: true
      default: false
      }
    }

    /// `a`, `a or b`, `a, b or c`.
    static func listed(_ items: [String]) -> String {
      guard items.count > 1 else { return items.first ?? "" }
      return items.dropLast().joined(separator: ", ") + " or " + items[items.count - 1]
    }

    /// Whether `value` is JSON's `true` or `false`: Foundation reads them as numbers that a
    /// number like 1 would pass for, but of the type code of a C `char`.
    private static func isBoolean(_ value: Any) -> Bool {
      guard let number = value as? NSNumber else { return false }
      return String(cString: number.objCType) == "c"
    }
  }

  /// A property of an object value.
  package struct Property: Sendable {
    /// Its key.
    package var name: String
    /// Its values.
    package var type: ValueType
    /// What it is, for editors.
    package var description: Description

    /// What a property is, for editors.
    package enum Description: Sendable {
      /// Words of its own.
      case text(String)
      /// The severity of a rule's findings (a property of `rules`): the schema says what the
      /// rule finds, a text of the command line's, which the build tool does not compile.
      case severity(of: Rule.ID)
    }
  }
}
