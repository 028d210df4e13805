/// The text format that carries a manifest from the generator to the runtime, defined once here
/// and used by both sides.
///
/// Generated code embeds string literals, because a string literal costs almost nothing to
/// compile while a collection literal of thousands of elements takes minutes and gigabytes:
///
/// - `names`: every file's path in the bundle, one a line, ordered so each group's variants are
///   adjacent.
/// - `sizes`: empty when no file is an image whose header the generator read or a font whose
///   names it read; else one line per file in `names` order, `<width>x<height>` in pixels, or
///   for a font `font\t<PostScript name>\t<family>`, one such pair per face of a collection,
///   or `-`. Kept apart from `names`, which the first lookup reads whole, and read only when a
///   size or a font's names are asked for. Names hold no control character (the generator
///   rejects fonts whose names do), so a tab and a newline end them.
/// - `table`: a header line `v5 <width> <devices> <development language> <languages>`, the
///   languages the manifest's `.lproj` folders are named after, comma-separated, or `-`; then
///   one line per group: `<request>\t<type>\t<role><first><count><answer>…`, where each number
///   is `width` digits of `ManifestFormat.digits` (base 64) and each answer is a file index plus
///   one, 0 for none, one per known device in the order of the known devices. `type` is `-` for a group
///   without extension. `role` is a `Role`'s number: a localized asset is followed by its
///   localizations, and its answers are theirs for a user whose languages none of them serves.
package enum ManifestFormat {
  /// The start of a font file's line in the `sizes` text.
  package static let fontLinePrefix = "font"

  /// A font file's line in the `sizes` text: its faces' PostScript names and families.
  package static func fontLine(_ faces: [(postScriptName: String, family: String)]) -> String {
    ([fontLinePrefix] + faces.flatMap { [$0.postScriptName, $0.family] })
      .joined(separator: "\t")
  }

  /// The faces of a font file's line in the `sizes` text, or nil for a line of another kind
  /// or one whose fields do not pair up.
  package static func fontFaces(
    ofLine line: Substring
  ) -> [(postScriptName: String, family: String)]? {
    let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
    guard fields.count >= 3, fields.count % 2 == 1, fields[0] == fontLinePrefix else {
      return nil
    }
    return stride(from: 1, to: fields.count, by: 2).map {
      (String(fields[$0]), String(fields[$0 + 1]))
    }
  }

  /// The version this runtime reads; the generator writes it.
  package static let version = "v\(GeneratedCode.version)"

  /// What a group is to localization, the first number of its row.
  package enum Role: Equatable, Sendable {
    /// A group no language folder holds.
    case asset
    /// A localized resource's constant, its file range covering its localizations' files.
    case localizedAsset
    /// The variants outside any language folder of a localized asset.
    case unlocalized
    /// The variants in the language folder of this index in the header's list.
    case language(Int)

    /// Whether a row of this role is an asset (a typed constant), not one of its localizations.
    package var isConstant: Bool { self == .asset || self == .localizedAsset }

    /// The number the row holds.
    package var number: Int {
      switch self {
      case .asset: 0
      case .localizedAsset: 1
      case .unlocalized: 2
      case .language(let index): 3 + index
      }
    }

    /// The role written as `number`.
    package init(number: Int) {
      switch number {
      case 0: self = .asset
      case 1: self = .localizedAsset
      case 2: self = .unlocalized
      default: self = .language(number - 3)
      }
    }
  }

  /// The base-64 digits of fixed-width numbers: ASCII, no quote or backslash, so the text needs
  /// no escaping inside a Swift string literal.
  package static let digits = Array(
    "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz+/".utf8)

  /// How many digits every number of a manifest with `fileCount` files and `languageCount`
  /// languages needs.
  package static func width(forFileCount fileCount: Int, languageCount: Int = 0) -> Int {
    var width = 1
    var capacity = 64
    while capacity <= max(fileCount + 1, languageCount + 3) {
      width += 1
      capacity *= 64
    }
    return width
  }

  /// `value` written with exactly `width` digits.
  package static func encode(_ value: Int, width: Int) -> String {
    var bytes = [UInt8](repeating: digits[0], count: width)
    var rest = value
    for position in stride(from: width - 1, through: 0, by: -1) {
      bytes[position] = digits[rest % 64]
      rest /= 64
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
