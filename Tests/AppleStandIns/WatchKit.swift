// A stand-in for Apple's WatchKit, so that Scripts/typecheck-apple.sh can type-check the glue on
// Linux. It declares only what the glue calls, with the availability and isolation of Apple's
// declarations; nothing here runs. WatchKit's interface classes are the watch's alone
// (documentation/watchkit/wkinterfacedevice lists watchOS 2.0 and no other platform), so every
// declaration is unavailable elsewhere.
//
// Sources: no public copy of the watchOS SDK's WKInterfaceDevice.h with a repository path was
// found; the facts are those of Apple's pages, and of the header as the public index holds it
// (`@interface WKInterfaceDevice : NSObject`, `+ (WKInterfaceDevice *)currentDevice`).
@_exported import CoreGraphics
@_exported import Foundation

/// Mirrors `class WKInterfaceDevice` (documentation/watchkit/wkinterfacedevice). Its isolation
/// is unconfirmed (the docs show a plain class), so it is `@MainActor` here, which is never
/// looser than WatchKit.
@available(watchOS 2.0, *)
@available(iOS, unavailable)
@available(macCatalyst, unavailable)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(visionOS, unavailable)
@MainActor
open class WKInterfaceDevice {
  /// Mirrors `class func current() -> WKInterfaceDevice` (`currentDevice`,
  /// documentation/watchkit/wkinterfacedevice/current()): a method, not a property.
  @available(watchOS 2.0, *)
  @available(iOS, unavailable)
  @available(macCatalyst, unavailable)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  open class func current() -> WKInterfaceDevice { fatalError("a stand-in for type-checking only") }
  /// Mirrors `var screenScale: CGFloat { get }`
  /// (documentation/watchkit/wkinterfacedevice/screenscale).
  @available(watchOS 2.0, *)
  @available(iOS, unavailable)
  @available(macCatalyst, unavailable)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  open var screenScale: CGFloat { fatalError("a stand-in for type-checking only") }
  /// Mirrors `var screenBounds: CGRect { get }`
  /// (documentation/watchkit/wkinterfacedevice/screenbounds), in points.
  @available(watchOS 2.0, *)
  @available(iOS, unavailable)
  @available(macCatalyst, unavailable)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  open var screenBounds: CGRect { fatalError("a stand-in for type-checking only") }
}
