import StandardPathsCore

extension Device.Idiom {
  /// The idiom for a raw value of UIKit's `UIUserInterfaceIdiom`, or nil for `unspecified` and
  /// for values this version does not know.
  ///
  /// The raw values are UIKit's (`phone` 0, `pad` 1, `tv` 2, `carPlay` 3, `mac` 5, `vision` 6):
  /// taking the number keeps the mapping in code that Linux compiles and tests. `vision` reads as
  /// a pad, since a visionOS window is an iPad-sized canvas and visionOS runs iPad apps with
  /// their `~ipad` files; `mac` (a Mac Catalyst app optimized for the Mac) reads as a desktop.
  package init?(userInterfaceIdiom rawValue: Int) {
    switch rawValue {
    case 0: self = .phone
    case 1, 6: self = .pad
    case 2: self = .tv
    case 3: self = .car
    case 5: self = .desktop
    default: return nil
    }
  }
}

extension Device {
  /// The device a screen describes: UIKit's idiom as its raw value, the screen's scale, and its
  /// size in points. An idiom UIKit leaves unspecified reads as a phone.
  ///
  /// The size is turned the way the known devices hold it (TVs landscape, the rest portrait), since
  /// a screen's bounds follow the interface's orientation: an iPhone 16 started in landscape is
  /// still `Device.iphone16`, with its precomputed column. A desktop's size is dropped: desktops
  /// are resolved without one.
  package init(userInterfaceIdiom rawValue: Int, scale: Double, screenSize: ScreenSize?) {
    let idiom = Idiom(userInterfaceIdiom: rawValue) ?? .phone
    self.init(idiom: idiom, scale: scale, screenSize: Self.screen(screenSize, for: idiom))
  }

  /// This device as a view with these traits sees it: the traits' idiom and display scale where
  /// they are specified (UIKit's `unspecified` idiom, a scale of 0), this device's otherwise.
  /// The screen size stays, since traits carry none.
  package func adapted(userInterfaceIdiom rawValue: Int, displayScale: Double) -> Device {
    let idiom = Idiom(userInterfaceIdiom: rawValue) ?? idiom
    return Device(
      idiom: idiom, scale: displayScale > 0 ? displayScale : scale,
      screenSize: Self.screen(screenSize, for: idiom))
  }

  /// The size a device of `idiom` keeps of a screen: turned upright, none for a desktop.
  private static func screen(_ size: ScreenSize?, for idiom: Idiom) -> ScreenSize? {
    guard let size, idiom != .desktop else { return nil }
    return upright(size, for: idiom)
  }
}
