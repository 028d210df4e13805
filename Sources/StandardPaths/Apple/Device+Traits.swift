import StandardPathsCore

// The device of one view or window, for lookups that must follow the screen a view is on rather
// than the main screen.

#if canImport(UIKit) && !os(watchOS)
  import UIKit

  extension Device {
    /// The device a view with `traitCollection` is on: the traits' idiom and display scale,
    /// `Device.current`'s where the traits leave them unspecified, and `Device.current`'s
    /// screen size (traits carry none). Pass a view's `traitCollection` to look an asset up for
    /// the screen the view is on, such as an iPad's external display. It adapts
    /// `Device.current` and never sets it: a view's screen is not the device's.
    public init(traitCollection: UITraitCollection) {
      self = Device.current.adapted(
        userInterfaceIdiom: traitCollection.userInterfaceIdiom.rawValue,
        displayScale: Double(traitCollection.displayScale))
    }
  }
#elseif canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  extension Device {
    /// The device of a window on `screen`: a desktop at the screen's backing scale. Pass
    /// `window.screen`'s device to look an asset up for a Mac's other screen.
    @MainActor
    public init(screen: NSScreen) {
      self.init(idiom: .desktop, scale: Double(screen.backingScaleFactor))
    }
  }
#endif
