// A stand-in for Apple's AppKit, so that Scripts/typecheck-apple.sh can type-check the glue on
// Linux. Every declaration mirrors apple-platform-api.md section 2 (the Apple documentation
// page is named on each) and is one the glue calls; nothing here runs. Built with
// -D STANDIN_CATALYST it is empty: `canImport(AppKit)` is true on Mac Catalyst, yet NSImage and
// NSScreen are unavailable there, so glue that forgets the Catalyst guard fails to type-check.
@_exported import CoreGraphics
@_exported import Foundation

#if !STANDIN_CATALYST
  /// Mirrors `class NSImage` (documentation/appkit/nsimage); no `@MainActor`.
  open class NSImage {
    /// Mirrors `convenience init(cgImage: CGImage, size: NSSize)`
    /// (documentation/appkit/nsimage/init(cgimage:size:)-8oznv); the size is in points.
    public init(cgImage: CGImage, size: NSSize) {}
  }

  /// Mirrors `class NSBitmapImageRep` (documentation/appkit/nsbitmapimagerep).
  open class NSBitmapImageRep {
    /// Mirrors `init?(data: Data)` (documentation/appkit/nsbitmapimagerep/init(data:)).
    public init?(data: Data) {}
    /// Mirrors `var cgImage: CGImage? { get }` (documentation/appkit/nsbitmapimagerep/cgimage),
    /// macOS 10.5; not in apple-platform-api.md, read from its documentation page.
    open var cgImage: CGImage? { fatalError("a stand-in for type-checking only") }
  }

  /// Mirrors `class NSScreen` (documentation/appkit/nsscreen); its isolation is unconfirmed, so
  /// it is `@MainActor` here, as the reference advises.
  @MainActor
  open class NSScreen {
    /// Mirrors `class var main: NSScreen? { get }` (documentation/appkit/nsscreen/main),
    /// optional.
    open class var main: NSScreen? { fatalError("a stand-in for type-checking only") }
    /// Mirrors `var backingScaleFactor: CGFloat { get }`
    /// (documentation/appkit/nsscreen/backingscalefactor).
    open var backingScaleFactor: CGFloat { fatalError("a stand-in for type-checking only") }
  }
#endif
