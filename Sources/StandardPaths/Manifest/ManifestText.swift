/// The bytes of one of a manifest's texts, read where they are.
///
/// A generated file's literals live in the program's read-only data for as long as it runs, so
/// a manifest reads them in place: no copy, no memory of its own. Any other text is copied once.
/// Unsafe pointers, for `first_lookup_ms`: copying a 10,000-asset manifest's texts at launch
/// would be most of that figure's 2 ms.
package final class ManifestText: @unchecked Sendable {
  /// Invariant: valid and unchanged for as long as this object lives: a literal's bytes for the
  /// whole process, a copy until `deinit`. Whoever reads them keeps this object (the decoded
  /// manifest holds it), and nothing writes them, which is what makes the class `Sendable`.
  let bytes: UnsafeBufferPointer<UInt8>
  private let isOwned: Bool

  /// A literal's bytes, read in place.
  package init(_ literal: StaticString) {
    if literal.hasPointerRepresentation {
      bytes = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
      isOwned = false
    } else {
      (bytes, isOwned) = (literal.withUTF8Buffer(Self.copy), true)
    }
  }

  /// A copy of `text`'s bytes.
  package init(copying text: String) {
    var text = text
    (bytes, isOwned) = (text.withUTF8(Self.copy), true)
  }

  private static func copy(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
    let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
    _ = copy.initialize(from: bytes)
    return UnsafeBufferPointer(copy)
  }

  deinit {
    if isOwned { bytes.deallocate() }
  }
}
