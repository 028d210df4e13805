import Foundation

/// Turns file and folder names into Swift identifiers.
package enum SwiftIdentifier {
  /// A lowerCamelCase member name: `hero-big` → `heroBig`, `1up` → `_1up`, `class` → `` `class` ``,
  /// `🦄` → `u1F984`.
  package static func member(_ name: String) -> String {
    let words = words(of: name)
    guard let first = words.first else { return scalarName(name, prefix: "u") }
    let camel = lowercasingFirst(first) + words.dropFirst().map(uppercasingFirst).joined()
    if unusableAfterDot.contains(camel) { return camel + "_" }
    if keywords.contains(camel) { return "`" + camel + "`" }
    return leadingDigitGuarded(camel)
  }

  /// An UpperCamelCase type name: `my folder` → `MyFolder`.
  package static func type(_ name: String) -> String {
    let camel = words(of: name).map(uppercasingFirst).joined()
    guard !camel.isEmpty else { return scalarName(name, prefix: "U") }
    if reservedTypes.contains(camel) { return camel + "_" }
    return leadingDigitGuarded(camel)
  }

  /// The name in Unicode's composed form, split at anything that cannot be in an identifier,
  /// so `é` spelled with one code point or two gives one identifier.
  private static func words(of name: String) -> [String] {
    name.precomposedStringWithCanonicalMapping.unicodeScalars
      .split { !isIdentifierScalar($0) }
      .map { String(String.UnicodeScalarView($0)) }
  }

  /// A name for a name with no letter or digit at all (`🦄`, `+`): its code points in hex,
  /// which is stable, unique and always an identifier.
  private static func scalarName(_ name: String, prefix: String) -> String {
    let scalars = name.precomposedStringWithCanonicalMapping.unicodeScalars
    guard !scalars.isEmpty else { return prefix }
    return prefix
      + scalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: "_")
  }

  private static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
      return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        || ("0"..."9").contains(scalar)
    }
    return scalar.properties.isAlphabetic && scalar.properties.generalCategory != .nonspacingMark
  }

  private static func lowercasingFirst(_ word: String) -> String {
    word.prefix(1).lowercased() + word.dropFirst()
  }

  private static func uppercasingFirst(_ word: String) -> String {
    word.prefix(1).uppercased() + word.dropFirst()
  }

  private static func leadingDigitGuarded(_ identifier: String) -> String {
    identifier.first?.isNumber == true ? "_" + identifier : identifier
  }

  /// Names that compile in backticks but mean something else after a dot (`Assets.self`).
  private static let unusableAfterDot: Set<String> = [
    "self", "init", "Type", "Protocol", "manifest",
  ]

  private static let reservedTypes: Set<String> = [
    "Type", "Self", "Protocol", "Any", "AnyObject", "Asset", "AssetManifest", "Device", "Bundle",
  ]

  private static let keywords: Set<String> = [
    "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension",
    "fileprivate", "func", "import", "inout", "internal", "let", "nonisolated", "open",
    "operator", "package", "private", "precedencegroup", "protocol", "public", "rethrows",
    "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
    "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
    "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil",
    "super", "throws", "true", "try", "_",
  ]
}
