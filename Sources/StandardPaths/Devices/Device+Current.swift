extension Device {
  /// The device that lookups use when none is given.
  ///
  /// It starts as `Device.mac`, the 1× desktop: the runtime never links UIKit or AppKit, so it
  /// cannot ask the screen. An iOS or tvOS app sets it once at launch, for example
  /// `Device.current = Device(idiom: .phone, scale: UIScreen.main.scale, screenSize: ...)`.
  /// On iOS, tvOS, watchOS and visionOS, where that default cannot be right, reading it before
  /// it is set writes a one-time warning to the standard error. Reading and writing it take a
  /// lock, so a reader always sees one whole device.
  public static var current: Device {
    get { CurrentDeviceSetting.shared.value }
    set { CurrentDeviceSetting.shared.value = newValue }
  }
}
