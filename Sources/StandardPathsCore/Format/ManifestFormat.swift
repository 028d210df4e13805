/// The text format that carries a manifest from the generator to the runtime, defined once here
/// and used by both sides.
///
/// Generated code embeds two string literals, because a string literal costs almost nothing to
/// compile while a collection literal of thousands of elements takes minutes and gigabytes:
///
/// - `names`: every file's path in the bundle, one a line, ordered so each group's variants are
///   adjacent.
/// - `sizes`: empty when no file is an image whose header the generator read; else one line per
///   file in `names` order, `<width>x<height>` in pixels or `-`. Kept apart from `names`, which
///   the first lookup reads whole, and read only when a size is asked for.
/// - `table`: a header line `v2 <width> <devices>`, then one line per group:
///   `<request>\t<type>\t<first><count><answer>…`, where each number is `width` digits of
///   `ManifestFormat.digits` (base 64) and each answer is a file index plus one, 0 for none, one
///   per catalogue device in catalogue order. `type` is `-` for a group without extension.
package enum ManifestFormat {
  /// The version this runtime reads; the generator writes it.
  package static let version = "v2"

  /// The base-64 digits of fixed-width numbers: ASCII, no quote or backslash, so the text needs
  /// no escaping inside a Swift string literal.
  package static let digits = Array(
    "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz+/".utf8)

  /// How many digits every number of a manifest with `fileCount` files needs.
  package static func width(forFileCount fileCount: Int) -> Int {
    var width = 1
    var capacity = 64
    while capacity <= fileCount + 1 {
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
