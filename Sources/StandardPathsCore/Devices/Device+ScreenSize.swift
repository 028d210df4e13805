extension Device {
  /// A screen size in points.
  public struct ScreenSize: Hashable, Sendable {
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double

    /// Creates a screen size of `width` by `height` points.
    public init(width: Double, height: Double) {
      self.width = width
      self.height = height
    }
  }
}
