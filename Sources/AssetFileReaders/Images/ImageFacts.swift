/// What an image file's header says: its format, its size in pixels and, for TIFF, how many
/// pages it holds.
package struct ImageFacts: Hashable, Sendable {
  /// The formats whose headers the generator reads.
  package enum Format: String, Hashable, Sendable {
    case png, jpeg, gif, bmp, tiff, heif
  }

  package var format: Format
  /// The width in pixels (of the first page for a TIFF, of the primary image for HEIF).
  package var width: Int
  /// The height in pixels.
  package var height: Int
  /// The number of pages: above 1 only for a multi-page TIFF.
  package var pages: Int

  package init(format: Format, width: Int, height: Int, pages: Int = 1) {
    self.format = format
    self.width = width
    self.height = height
    self.pages = pages
  }

  /// `64×64`.
  package var size: String { "\(width)×\(height)" }
}
