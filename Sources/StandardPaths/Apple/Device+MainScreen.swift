import Foundation
import StandardPathsCore

// How each platform reads the device from its screen, for `Device.current`. UIKit, AppKit and
// WatchKit may only be asked on the main thread, so the reader answers nil anywhere else; it also
// answers nil while the platform cannot say yet (a visionOS app before its first window scene, a
// Mac process before its application object), so that `CurrentDeviceSetting` keeps nothing and
// asks again. The mapping from what they report to a `Device` is in Device+Screen.swift and below,
// where Linux tests cover it.

#if canImport(UIKit) && !os(watchOS) && !os(visionOS)
  import UIKit

  extension Device {
    /// The device's own screen: UIDevice's idiom, UIScreen's scale and size in points.
    ///
    /// `UIScreen.main` is the device's built-in screen, defined from launch, in app extensions
    /// too, which is what `Device.current` describes. A connected window scene's screen is not
    /// read instead: it needs `UIApplication.shared`, which app extensions cannot use; a scene
    /// may be on an iPad's external display or anywhere on a Mac, and the set of scenes has no
    /// order, so the first would settle the device at that display's scale for good; and before
    /// the first scene connects there is none. `UIScreen.main` is deprecated from iOS 26, which
    /// warns only at a deployment target of 26; views that know their screen pass it with
    /// `Device(traitCollection:)`.
    @MainActor
    static func mainScreen() -> Device? {
      let screen = UIScreen.main
      return Device(
        userInterfaceIdiom: UIDevice.current.userInterfaceIdiom.rawValue,
        scale: Double(screen.scale),
        screenSize: ScreenSize(
          width: Double(screen.bounds.size.width), height: Double(screen.bounds.size.height)))
    }
  }
#elseif canImport(UIKit) && os(visionOS)
  import UIKit

  extension Device {
    /// The device of a visionOS app, which has no screen: UIDevice's idiom and the display scale
    /// of a connected window scene, or nil until a window scene gives one.
    ///
    /// A window scene's traits are UIKit's own, defined whenever it is connected, while
    /// `UITraitCollection.current` is undefined outside trait callbacks. A view's traits do not
    /// settle the device (`Device(traitCollection:)` only adapts it): the first view to ask
    /// would decide for the whole app, and a SwiftUI app's `Image(asset:)` never hands any.
    @MainActor
    static func mainScreen() -> Device? {
      Device(
        userInterfaceIdiom: UIDevice.current.userInterfaceIdiom.rawValue,
        windowDisplayScales: UIApplication.shared.connectedScenes.compactMap { scene in
          (scene as? UIWindowScene).map { Double($0.traitCollection.displayScale) }
        })
    }
  }
#elseif os(watchOS)
  import WatchKit

  extension Device {
    /// The watch's screen, read as a phone's (the grammar has no watch idiom): its scale and
    /// size in points, defined from launch.
    @MainActor
    static func mainScreen() -> Device? {
      let watch = WKInterfaceDevice.current()
      return Device(
        idiom: .phone, scale: Double(watch.screenScale),
        screenSize: ScreenSize(
          width: Double(watch.screenBounds.size.width),
          height: Double(watch.screenBounds.size.height)))
    }
  }
#elseif canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  extension Device {
    /// The main screen's backing scale, as a desktop; nil before the application object exists
    /// (AppKit's screens need it: `NSApp` is nil until `NSApplication.shared` makes it) and
    /// while there is no screen (no display attached, no window server), so that neither a
    /// launch-time read nor a command-line tool keeps the 1× default for good.
    @MainActor
    static func mainScreen() -> Device? {
      guard NSApp != nil, let screen = NSScreen.main else { return nil }
      return Device(screen: screen)
    }
  }
#endif

extension Device {
  /// What `Device.current` asks until it is set: the screen's device on the main thread, nil
  /// elsewhere and while the platform cannot say yet; nil itself where there is no screen to
  /// read (Linux, Windows).
  static let mainScreenReader: (@Sendable () -> Device?)? = {
    #if canImport(UIKit) || canImport(AppKit)
      return {
        guard Thread.isMainThread else { return nil }
        return MainActor.assumeIsolated { mainScreen() }
      }
    #else
      return nil
    #endif
  }()

  /// The device of an app that knows its display only through its windows' traits (visionOS):
  /// UIKit's idiom as its raw value, the first display scale that is specified (UIKit's 0 is
  /// not), and no screen size; nil while no window gives a scale, so that nothing is kept.
  package init?(userInterfaceIdiom rawValue: Int, windowDisplayScales: some Sequence<Double>) {
    guard let scale = windowDisplayScales.first(where: { $0 > 0 }) else { return nil }
    self.init(userInterfaceIdiom: rawValue, scale: scale, screenSize: nil)
  }
}
