// A stand-in for Apple's WatchKit, so that Scripts/typecheck-apple.sh can type-check the glue on
// Linux. Every declaration mirrors apple-platform-api.md section 4 and is one the glue calls;
// nothing here runs.
@_exported import CoreGraphics
@_exported import Foundation

/// Mirrors `class WKInterfaceDevice` (documentation/watchkit/wkinterfacedevice); its isolation
/// is unconfirmed, so it is `@MainActor` here, as the reference advises.
@MainActor
open class WKInterfaceDevice {
  /// Mirrors `class func current() -> WKInterfaceDevice`
  /// (documentation/watchkit/wkinterfacedevice/current()): a method, not a property.
  open class func current() -> WKInterfaceDevice { fatalError("a stand-in for type-checking only") }
  /// Mirrors `var screenScale: CGFloat { get }`
  /// (documentation/watchkit/wkinterfacedevice/screenscale).
  open var screenScale: CGFloat { fatalError("a stand-in for type-checking only") }
  /// Mirrors `var screenBounds: CGRect { get }`
  /// (documentation/watchkit/wkinterfacedevice/screenbounds).
  open var screenBounds: CGRect { fatalError("a stand-in for type-checking only") }
}
