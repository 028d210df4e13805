/// One file of an asset, with the traits its name carries.
public struct AssetVariant: Hashable, Sendable {
  /// The path relative to the scanned folder: `Characters/hero@2x~ipad.png`.
  public let name: String
  /// The path relative to the bundle's resources.
  public let path: String
  /// The number in the scale suffix, or nil without one.
  public let scale: Double?
  /// The number in the height suffix, or nil without one.
  public let height: Double?
  /// Whether the name carries `-hd`.
  public let isHD: Bool
  /// The idiom the suffix names, or nil without an idiom suffix.
  public let idiom: Device.Idiom?
  /// The image's size in pixels, read from its header at build time; nil for files that are no
  /// image (sounds, nibs, data) or whose header could not be read.
  public let pixelSize: PixelSize?

  init(name: String, path: String, pixelSize: PixelSize?) {
    self.pixelSize = pixelSize
    let parsed = SuffixedName(name)
    self.name = name
    self.path = path
    scale = parsed.scale
    height = name.heightFromSuffix
    isHD = parsed.modifier == .hd
    idiom = parsed.idiom
  }
}
