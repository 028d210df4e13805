import Foundation

/// Turns file and folder names into Swift identifiers.
package enum SwiftIdentifier {
  /// A lowerCamelCase member name: `hero-big` → `heroBig`, `URLBar` → `urlBar`, `1up` → `_1up`,
  /// `class` → `` `class` ``, `🦄` → `u1F984`.
  package static func member(_ name: String) -> String {
    let words = words(of: name)
    guard let first = words.first else { return scalarName(name, prefix: "u") }
    return finishedMember(
      lowercasingFirst(first) + words.dropFirst().map(uppercasingFirst).joined())
  }

  /// Whether `name` is the member name `member(_:)` makes of it, as a name chosen in the
  /// configuration must be.
  package static func isMemberName(_ name: String) -> Bool {
    // The usual choice, a lowercase letter then ASCII letters and digits, is checked without
    // building words: a generated configuration holds a hundred thousand names.
    let bytes = name.utf8
    if let first = bytes.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first),
      bytes.allSatisfy({
        ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z")
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
      })
    {
      return !keywords.contains(name) && !unusableAfterDot.contains(name)
    }
    return member(name) == name
  }

  /// A member name that keeps the name's underscores where `member(_:)` drops them:
  /// `Dashed_Divider_` → `dashed_Divider_`, `foo_bar` → `foo_bar`, `my file_2` → `myFile_2`.
  /// Longer, but names that differ only in those marks stay apart.
  package static func underscoredMember(_ name: String) -> String {
    let parts = name.split(separator: "_", omittingEmptySubsequences: false).map(String.init)
    let spelled = parts.enumerated().map { index, part in
      let words = words(of: part)
      guard let first = words.first else { return "" }
      return (index == 0 ? lowercasingFirst(first) : first)
        + words.dropFirst().map(uppercasingFirst).joined()
    }
    return finishedMember(spelled.joined(separator: "_"))
  }

  /// A type name that keeps the name's underscores where `type(_:)` drops them.
  package static func underscoredType(_ name: String) -> String {
    let parts = name.split(separator: "_", omittingEmptySubsequences: false).map { part in
      words(of: String(part)).map(uppercasingFirst).joined()
    }
    let type = parts.joined(separator: "_")
    return reservedTypes.contains(type) ? type + "_" : leadingDigitGuarded(type)
  }

  /// An UpperCamelCase type name: `my folder` → `MyFolder`.
  package static func type(_ name: String) -> String {
    let camel = words(of: name).map(uppercasingFirst).joined()
    guard !camel.isEmpty else { return scalarName(name, prefix: "U") }
    if reservedTypes.contains(camel) { return camel + "_" }
    return leadingDigitGuarded(camel)
  }

  private static func finishedMember(_ camel: String) -> String {
    if unusableAfterDot.contains(camel) { return camel + "_" }
    if keywords.contains(camel) { return "`" + camel + "`" }
    return leadingDigitGuarded(camel)
  }

  /// The name in Unicode's composed form, without the characters that reorder text or show
  /// nothing (a reader does not see them, so they part no words), split at anything else that
  /// cannot be in an identifier, so `é` spelled with one code point or two gives one identifier.
  private static func words(of name: String) -> [String] {
    composed(name).unicodeScalars
      .filter { !HiddenCharacters.contains($0) }
      .split { !isIdentifierScalar($0) }
      .map { String(String.UnicodeScalarView($0)) }
  }

  /// A name for a name with no letter or digit at all (`🦄`, `+`): its code points in hex,
  /// which is stable, unique and always an identifier.
  private static func scalarName(_ name: String, prefix: String) -> String {
    let scalars = composed(name).unicodeScalars.filter {
      !HiddenCharacters.contains($0)
    }
    guard !scalars.isEmpty else { return prefix }
    return prefix
      + scalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: "_")
  }

  /// `name` in Unicode's composed form (NFC); ASCII is composed already, and Foundation's
  /// conversion costs microseconds a name, which a hundred thousand names add up to.
  private static func composed(_ name: String) -> String {
    name.utf8.allSatisfy { $0 < 0x80 } ? name : name.precomposedStringWithCanonicalMapping
  }

  private static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
      return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        || ("0"..."9").contains(scalar)
    }
    return scalar.properties.isAlphabetic && scalar.properties.generalCategory != .nonspacingMark
  }

  /// Lower-cases a leading initialism as one unit, as Swift's API design guidelines spell it:
  /// `URLBar` → `urlBar`, `ABC` → `abc`, `HTTPServer2x` → `httpServer2x`, `Hero` → `hero`.
  private static func lowercasingFirst(_ word: String) -> String {
    let characters = Array(word)
    guard !characters.isEmpty else { return word }
    var upper = 0
    while upper < characters.count, characters[upper].isUppercase { upper += 1 }
    // In `URLBar` the `B` starts the next word; in `ABC` or `HTTP2` the run is all one word.
    if upper > 1, upper < characters.count, characters[upper].isLowercase { upper -= 1 }
    return String(characters[..<max(upper, 1)]).lowercased() + String(characters[max(upper, 1)...])
  }

  private static func uppercasingFirst(_ word: String) -> String {
    word.prefix(1).uppercased() + word.dropFirst()
  }

  private static func leadingDigitGuarded(_ identifier: String) -> String {
    identifier.first?.isNumber == true ? "_" + identifier : identifier
  }

  /// Names that compile in backticks but mean something else after a dot (`Assets.self`), and
  /// the names the generated file itself uses, which a constant of the same name would shadow.
  /// Names a member cannot have after a dot without backticks (`self`, `Type`).
  package static let unusableAfterDot: Set<String> = [
    "self", "init", "Type", "Protocol", "manifest", "assetManifestEntry", "assetManifestNames",
    "assetManifestTable", "assetManifestSizes", "assetCatalogImage", "assetCatalogColor",
    "assetCatalogData", "assetCatalogTable", "assetCatalogText",
  ]

  /// Type names that mean something else inside the namespace: the modules the generated code
  /// qualifies its names with would be found as the nested type instead.
  package static let reservedTypes: Set<String> = [
    "Type", "Self", "Protocol", "Any", "AnyObject", "Swift", "Foundation", "StandardPaths",
  ]

  /// The name `identifier` was renamed from because Swift reserves it (`self` for `self_`,
  /// `Type` for `Type_`), or nil when it was not.
  package static func reservedOriginal(of identifier: String) -> String? {
    guard identifier.hasSuffix("_") else { return nil }
    let original = String(identifier.dropLast())
    return unusableAfterDot.contains(original) || reservedTypes.contains(original)
      ? original : nil
  }

  /// Whether `name` cannot be a type's name as it is: a keyword, or a name that would shadow
  /// what the generated code refers to.
  package static func isReserved(_ name: String) -> Bool {
    keywords.contains(name) || reservedTypes.contains(name)
  }

  /// Swift's keywords, which a name needs backticks to be.
  package static let keywords: Set<String> = [
    "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension",
    "fileprivate", "func", "import", "inout", "internal", "let", "nonisolated", "open",
    "operator", "package", "private", "precedencegroup", "protocol", "public", "rethrows",
    "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
    "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
    "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil",
    "super", "throws", "true", "try", "_",
  ]
}
