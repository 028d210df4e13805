import StandardPathsCore

/// The form of a string value, as a regular expression that JSON Schema's `pattern` reads, and
/// the spellings of that form that the key refuses all the same (keywords): what the schema says
/// of a key whose check is Swift code, made from the facts that code reads (the keywords, the
/// language names, the idioms and known devices), so that the schema refuses what the tool
/// refuses. `ConfigurationSchemaTests` holds the two to one corpus.
package struct TextPattern: Sendable {
  /// The regular expression, anchored, in the syntax ECMA-262 and Python's `re` share.
  package var expression: String
  /// Values the expression matches that the key refuses.
  package var excluded: [String]

  /// `namespace`: a plain identifier that is no keyword nor a module the generated code uses
  /// (`GeneratorOptions.isUsableNamespace`).
  static let namespace = TextPattern(
    expression: "^[A-Za-z_][A-Za-z0-9_]*$",
    excluded: (SwiftIdentifier.keywords.union(SwiftIdentifier.reservedTypes)).sorted())

  /// A Swift name chosen in `names`: a lowercase letter, then ASCII letters and digits, that is
  /// neither a keyword nor a name unusable after a dot. The tool takes a few rarer spellings too
  /// (a leading `_` before a digit), which the schema calls wrong: it is the stricter one.
  static let memberName = TextPattern(
    expression: "^[a-z][A-Za-z0-9]*$",
    excluded: SwiftIdentifier.keywords.union(SwiftIdentifier.unusableAfterDot).sorted())

  /// `developmentLanguage`: a language folder's name as `LanguageTag` reads it, a code with an
  /// optional script and region (`zh-Hans`, `pt_BR`, `es-419`), or an old English name.
  static let languageTag = TextPattern(
    expression: "^(?:" + LanguageTag.legacyNames.keys.sorted().joined(separator: "|")
      + "|[A-Za-z]{2,3}(?:[-_][A-Za-z]{4})?(?:[-_](?:[A-Za-z]{2}|[0-9]{3}))?)$",
    excluded: [])

  /// An `extraDevices` entry: a known device name, or `IDIOM@Sx[:WxH]` with positive numbers
  /// (`Device(specification:)`).
  static let deviceSpecification: TextPattern = {
    let number = "(?:[0-9]*[1-9][0-9]*(?:\\.[0-9]+)?|[0-9]+\\.[0-9]*[1-9][0-9]*)"
    let idioms = Device.Idiom.allCases.map(\.rawValue).joined(separator: "|")
    let names = Device.knownDevices.compactMap(\.name).joined(separator: "|")
    return TextPattern(
      expression: "^(?:\(names)|(?:\(idioms))@\(number)x(?::\(number)x\(number))?)$",
      excluded: [])
  }()

  /// `output`: a file name, without a folder, that ends in `.swift` after at least one character.
  static let swiftFileName = TextPattern(expression: "^[^/]+\\.swift$", excluded: [])
}
