// A stand-in for Apple's AppKit, so that Scripts/typecheck-apple.sh can type-check the glue on
// Linux. It declares only what the glue calls, with the availability, isolation and sendability
// of Apple's declarations; nothing here runs. AppKit is the Mac's alone: every declaration is
// unavailable on iOS, tvOS, watchOS and visionOS, and on Mac Catalyst, where `canImport(AppKit)`
// is true yet the headers are wrapped in `APPKIT_API_UNAVAILABLE_BEGIN_MACCATALYST`. Built with
// -D STANDIN_CATALYST it is empty, so glue that forgets the Catalyst guard fails to type-check.
//
// Sources: no public copy of a current macOS SDK with repository paths was found in the index;
// the facts come from Apple's documentation pages (named on each declaration), from the macOS 12
// SDK's NSScreen.h as the public index holds it (`APPKIT_API_UNAVAILABLE_BEGIN_MACCATALYST`,
// `backingScaleFactor API_AVAILABLE(macos(10.7))`, no `NS_SWIFT_UI_ACTOR` on the class), and
// from a current SDK's NSApplication.h as a compiler diagnostic quotes it
// (`NSApp ... NS_SWIFT_UI_ACTOR`). Where isolation is unconfirmed the declaration is
// `@MainActor`, which is never looser than AppKit.
@_exported import CoreGraphics
@_exported import Foundation

#if !STANDIN_CATALYST
  /// Mirrors `class NSImage` (documentation/appkit/nsimage): not main-actor isolated; Sendable
  /// only from macOS 14, as the extension below says.
  @available(macOS 10.0, *)
  @available(iOS, unavailable)
  @available(macCatalyst, unavailable)
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  @available(watchOS, unavailable)
  open class NSImage {
    /// Mirrors `convenience init(cgImage: CGImage, size: NSSize)`, macOS 10.6
    /// (documentation/appkit/nsimage/init(cgimage:size:)-8oznv); the size is in points.
    @available(macOS 10.6, *)
    @available(iOS, unavailable)
    @available(macCatalyst, unavailable)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @available(watchOS, unavailable)
    public init(cgImage: CGImage, size: NSSize) {}
  }

  /// Mirrors NSImage's Sendable conformance, which AppKit declares from macOS 14 only (the
  /// compiler's "only available in macOS 14.0 or newer", quoted in firebase-ios-sdk#15199).
  /// Linux ignores the version, so this stand-in cannot catch a Sendable use of NSImage below
  /// macOS 14; the availability check reads it from the symbol graph.
  @available(macOS 14.0, *)
  extension NSImage: @unchecked Sendable {}

  /// Mirrors `class NSBitmapImageRep` (documentation/appkit/nsbitmapimagerep), an `NSImageRep`;
  /// its isolation is unconfirmed and it is used off the main thread (the decode closure of
  /// `NSImage(asset:)`), so a Mac build is the proof that it is not `@MainActor`.
  @available(macOS 10.0, *)
  @available(iOS, unavailable)
  @available(macCatalyst, unavailable)
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  @available(watchOS, unavailable)
  open class NSBitmapImageRep {
    /// Mirrors `init?(data: Data)` (documentation/appkit/nsbitmapimagerep/init(data:)).
    @available(macOS 10.0, *)
    @available(iOS, unavailable)
    @available(macCatalyst, unavailable)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @available(watchOS, unavailable)
    public init?(data: Data) {}
    /// Mirrors `var cgImage: CGImage? { get }`, macOS 10.5
    /// (documentation/appkit/nsbitmapimagerep/cgimage).
    @available(macOS 10.5, *)
    @available(iOS, unavailable)
    @available(macCatalyst, unavailable)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @available(watchOS, unavailable)
    open var cgImage: CGImage? { fatalError("a stand-in for type-checking only") }
  }

  /// Mirrors `class NSScreen` (documentation/appkit/nsscreen), whose methods need the
  /// application object first. Its isolation is unconfirmed (the macOS 12 header has no
  /// `NS_SWIFT_UI_ACTOR`; the docs show a plain class), so it is `@MainActor` here.
  @available(macOS 10.0, *)
  @available(iOS, unavailable)
  @available(macCatalyst, unavailable)
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  @available(watchOS, unavailable)
  @MainActor
  open class NSScreen {
    /// Mirrors `class var main: NSScreen? { get }` (`mainScreen`, documentation/appkit/nsscreen/main):
    /// optional, the screen with the key window.
    @available(macOS 10.0, *)
    @available(iOS, unavailable)
    @available(macCatalyst, unavailable)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @available(watchOS, unavailable)
    open class var main: NSScreen? { fatalError("a stand-in for type-checking only") }
    /// Mirrors `var backingScaleFactor: CGFloat { get }`, macOS 10.7
    /// (documentation/appkit/nsscreen/backingscalefactor).
    @available(macOS 10.7, *)
    @available(iOS, unavailable)
    @available(macCatalyst, unavailable)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @available(watchOS, unavailable)
    open var backingScaleFactor: CGFloat { fatalError("a stand-in for type-checking only") }
  }

  /// Mirrors `class NSApplication` (documentation/appkit/nsapplication), an `NSResponder`,
  /// main-actor isolated like the `NSApp` it is read through.
  @available(macOS 10.0, *)
  @available(iOS, unavailable)
  @available(macCatalyst, unavailable)
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  @available(watchOS, unavailable)
  @MainActor
  open class NSApplication {}

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Mirrors `var NSApp: NSApplication!` (documentation/appkit/nsapp): `_Null_unspecified`, nil
  /// until `NSApplication.shared` makes the application object, and `NS_SWIFT_UI_ACTOR`.
  @available(macOS 10.0, *)
  @available(iOS, unavailable)
  @available(macCatalyst, unavailable)
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  @available(watchOS, unavailable)
  @MainActor
  public var NSApp: NSApplication! {
    get { fatalError("a stand-in for type-checking only") }
    set {}
  }
#endif
