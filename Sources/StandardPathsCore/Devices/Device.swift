/// A device a file can be resolved for: its idiom, its scale (pixels per point) and its screen
/// size in points.
///
/// The values the resolver reads (`isRetina`, `longSide`, `isWidescreen`, `isHD`) are derived from
/// these three, so two devices with equal idiom, scale and size always resolve alike.
public struct Device: Hashable, Sendable {
  /// The screen size in points, or nil for a device without a fixed screen (a desktop).
  public let screenSize: ScreenSize?
  /// The kind of device, which picks the idiom suffix and the candidate order.
  public let idiom: Idiom
  /// Pixels per point: 1, 2, 3, or a fractional scale such as 1.5.
  public let scale: Double
  /// The device's position in `Device.knownDevices`, so generated tables answer with one index,
  /// or -1 for a custom device: one unsigned comparison checks both.
  @usableFromInline package let tableColumn: Int

  /// Creates a device. A scale that is not a positive finite number is read as 1.
  public init(idiom: Idiom, scale: Double, screenSize: ScreenSize? = nil) {
    let scale = scale > 0 && scale.isFinite ? scale : 1
    self.idiom = idiom
    self.scale = scale
    self.screenSize = screenSize
    tableColumn =
      Self.knownDevices.firstIndex {
        $0.idiom == idiom && $0.scale == scale && $0.screenSize == screenSize
      } ?? -1
  }

  /// Creates a known device; `knownDeviceIndex` is its row in `Device.knownDevices`.
  init(_ idiom: Idiom, _ scale: Double, _ screenSize: ScreenSize?, knownDeviceIndex: Int) {
    self.idiom = idiom
    self.scale = scale
    self.screenSize = screenSize
    tableColumn = knownDeviceIndex
  }

  /// The device's position in `Device.knownDevices`, or nil for a custom device.
  package var knownDeviceIndex: Int? { tableColumn >= 0 ? tableColumn : nil }

  /// Whether the device has more than one pixel per point.
  public var isRetina: Bool { scale > 1 }

  /// The longer screen side in points, whatever the orientation, or nil without a screen size:
  /// the number a height suffix (`-568h`) names.
  public var longSide: Double? { screenSize.map { max($0.width, $0.height) } }

  /// Whether the device is a phone or car screen of the 16:9 iPhone shape (320×568, 375×667,
  /// 414×736): the devices that fall back to `-568h` files.
  public var isWidescreen: Bool {
    guard idiom == .phone || idiom == .car, let size = screenSize else { return false }
    let short = min(size.width, size.height)
    guard short > 0 else { return false }
    return abs(max(size.width, size.height) / short - 1.775) <= 0.01
  }

  /// Whether `-hd` files are meant for this device: retina phones and cars, every pad, TV and
  /// desktop.
  public var isHD: Bool {
    switch idiom {
    case .phone, .car: isRetina
    case .pad, .tv, .desktop: true
    }
  }
}
