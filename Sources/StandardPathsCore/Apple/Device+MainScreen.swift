import Foundation

// How each platform reads the device from its screen, for `Device.current`. UIKit, AppKit and
// WatchKit may only be asked on the main thread, so the reader answers nil anywhere else; the
// mapping from what they report to a `Device` is in Device+Screen.swift, which Linux tests cover.

#if canImport(UIKit) && !os(watchOS) && !os(visionOS)
  import UIKit

  extension Device {
    /// The main screen's device: UIDevice's idiom, UIScreen's scale and size in points.
    @MainActor
    static func mainScreen() -> Device {
      // UIScreen.main is deprecated in iOS 26, but it is the only screen a library without a
      // view can find on iOS 13; views pass theirs with Device(traitCollection:).
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
    /// The device of a visionOS app, which has no screen: UIDevice's idiom and the current
    /// traits' display scale (2, visionOS's, while no view has set one).
    @MainActor
    static func mainScreen() -> Device {
      let scale = Double(UITraitCollection.current.displayScale)
      return Device(
        userInterfaceIdiom: UIDevice.current.userInterfaceIdiom.rawValue,
        scale: scale > 0 ? scale : 2, screenSize: nil)
    }
  }
#elseif os(watchOS)
  import WatchKit

  extension Device {
    /// The watch's screen, read as a phone's (the grammar has no watch idiom): its scale and
    /// size in points.
    @MainActor
    static func mainScreen() -> Device {
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
    /// The main screen's backing scale, as a desktop; without a screen (a Mac with no display
    /// attached, a process with no window server) the 1× default, for good.
    @MainActor
    static func mainScreen() -> Device {
      NSScreen.main.map { Device(screen: $0) } ?? .mac
    }
  }
#endif

extension Device {
  /// What `Device.current` asks until it is set: the screen's device on the main thread, nil
  /// elsewhere; nil itself where there is no screen to read (Linux, Windows).
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
}
