import StandardPathsCore

extension Device {
  /// The device that lookups use when none is given.
  ///
  /// On iOS, iPadOS, tvOS and Mac Catalyst it is read from the main screen (its idiom, scale and
  /// size in points), on watchOS from the watch's screen, on visionOS from a connected window
  /// scene's display scale, on macOS from the main screen's backing scale, the first time it is
  /// read on the main thread once there is something to read: until a visionOS app has a window
  /// scene, or a Mac app its application object and a screen, nothing is kept and each read asks
  /// again. A value the app sets wins over it. Elsewhere (Linux, Windows, a Mac without a screen)
  /// it is `Device.mac`, the 1× desktop, until set. A read off the main thread before the screen was read answers for the
  /// default; on the platforms where that cannot be right it writes a one-time warning to the
  /// standard error. Reading and writing it take a lock, so a reader always sees one whole device.
  ///
  /// For a window on another screen (an iPad's external display, a Mac with screens of two
  /// scales), pass that screen's device to the lookup: `Device(traitCollection:)` on UIKit,
  /// `Device(screen:)` on AppKit.
  public static var current: Device {
    get { CurrentDeviceSetting.shared.value }
    set { CurrentDeviceSetting.shared.value = newValue }
  }
}
