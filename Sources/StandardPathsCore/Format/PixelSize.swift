/// An image's size in pixels, as the generator read it from the file's header.
public struct PixelSize: Hashable, Sendable {
  /// The width in pixels (of the first page of a multi-page TIFF).
  public var width: Int
  /// The height in pixels.
  public var height: Int

  /// A size of `width` × `height` pixels.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// The size in points of an image of this size drawn at `scale` pixels per point.
  public func pointSize(scale: Double) -> Device.ScreenSize {
    Device.ScreenSize(width: Double(width) / scale, height: Double(height) / scale)
  }
}
