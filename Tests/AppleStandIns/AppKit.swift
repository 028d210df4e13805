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
  /// Mirrors `class NSFont`: not main-actor isolated; no `NS_SWIFT_SENDABLE`, so not Sendable.
  /// Source: macOS14.0.sdk AppKit.framework NSFont.h in the public repository itsnebulalol/sdks
  /// (inside `APPKIT_API_UNAVAILABLE_BEGIN_MACCATALYST`).
  @available(macOS 10.0, *)
  @available(iOS, unavailable)
  @available(macCatalyst, unavailable)
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  @available(watchOS, unavailable)
  open class NSFont {
    /// Mirrors `init?(name fontName: String, size fontSize: CGFloat)`
    /// (`+ (nullable NSFont *)fontWithName:(NSString *)fontName size:(CGFloat)fontSize`).
    /// Source: macOS14.0.sdk NSFont.h.
    @available(macOS 10.0, *)
    public init?(name fontName: String, size fontSize: CGFloat) {}
  }

  /// Mirrors `class NSImage` (documentation/appkit/nsimage): not main-actor isolated, and not
  /// Sendable: the macOS 14 SDK's NSImage.h carries no `NS_SWIFT_SENDABLE`.
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

    /// Mirrors `+ (instancetype)imageWithSize:(NSSize)size flipped:(BOOL)... drawingHandler:(BOOL
    /// (^)(NSRect dstRect))drawingHandler API_AVAILABLE(macos(10.8))`, a factory Swift imports
    /// as a convenience initializer. The header is inside `NS_HEADER_AUDIT_BEGIN(nullability,
    /// sendability)` and the block carries no `NS_SWIFT_SENDABLE`, so it is not `@Sendable`.
    /// Source: macOS14.0.sdk AppKit.framework NSImage.h, line 118.
    @available(macOS 10.8, *)
    @available(iOS, unavailable)
    @available(macCatalyst, unavailable)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @available(watchOS, unavailable)
    public convenience init(
      size: NSSize, flipped drawingHandlerShouldBeCalledWithFlippedContext: Bool,
      drawingHandler: @escaping (NSRect) -> Bool
    ) {
      fatalError("a stand-in for type-checking only")
    }

    /// Mirrors `@property NSSize size;`. Source: macOS14.0.sdk NSImage.h, line 122.
    @available(macOS 10.0, *)
    @available(iOS, unavailable)
    @available(macCatalyst, unavailable)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @available(watchOS, unavailable)
    open var size: NSSize {
      get { fatalError("a stand-in for type-checking only") }
      set {}
    }

    /// Mirrors `@property (getter=isTemplate) BOOL template API_AVAILABLE(macos(10.5));`.
    /// Source: macOS14.0.sdk NSImage.h, line 178.
    @available(macOS 10.5, *)
    @available(iOS, unavailable)
    @available(macCatalyst, unavailable)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @available(watchOS, unavailable)
    open var isTemplate: Bool {
      get { fatalError("a stand-in for type-checking only") }
      set {}
    }

    /// Mirrors `- (void)drawInRect:(NSRect)rect API_AVAILABLE(macos(10.9));`. Source:
    /// macOS14.0.sdk NSImage.h, line 138.
    @available(macOS 10.9, *)
    @available(iOS, unavailable)
    @available(macCatalyst, unavailable)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @available(watchOS, unavailable)
    open func draw(in rect: NSRect) {}
  }

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
  /// application object first. Not main-actor isolated: the macOS 14 SDK's header has no
  /// `NS_SWIFT_UI_ACTOR` on it.
  @available(macOS 10.0, *)
  @available(iOS, unavailable)
  @available(macCatalyst, unavailable)
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  @available(watchOS, unavailable)
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
  /// Mirrors `typealias NSImage.Name = String` (documentation/appkit/nsimage/name).
  @available(macOS 10.0, *)
  @available(iOS, unavailable)
  @available(macCatalyst, unavailable)
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  @available(watchOS, unavailable)
  extension NSImage {
    /// Mirrors `typealias NSImage.Name = String`.
    public typealias Name = String
  }

  /// Mirrors AppKit's `Bundle.image(forResource name: NSImage.Name) -> NSImage?`, macOS 10.7
  /// (documentation/foundation/bundle/image(forresource:)).
  @available(macOS 10.7, *)
  @available(iOS, unavailable)
  @available(macCatalyst, unavailable)
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  @available(watchOS, unavailable)
  extension Bundle {
    /// Mirrors `func image(forResource name: NSImage.Name) -> NSImage?`.
    @available(macOS 10.7, *)
    @available(iOS, unavailable)
    @available(macCatalyst, unavailable)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @available(watchOS, unavailable)
    public func image(forResource name: NSImage.Name) -> NSImage? {
      fatalError("a stand-in for type-checking only")
    }
  }

  /// Mirrors `class NSColor` (documentation/appkit/nscolor): not main-actor isolated. Whether
  /// the SDK of the Xcode the package supports makes it Sendable is unconfirmed, so it is not
  /// here, which is the stricter choice.
  @available(macOS 10.0, *)
  @available(iOS, unavailable)
  @available(macCatalyst, unavailable)
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  @available(watchOS, unavailable)
  open class NSColor {
    /// Mirrors `typealias NSColor.Name = String` (documentation/appkit/nscolor/name).
    public typealias Name = String
    /// Mirrors `convenience init?(named name: NSColor.Name, bundle: Bundle?)`, macOS 10.13
    /// (documentation/appkit/nscolor/init(named:bundle:)).
    @available(macOS 10.13, *)
    @available(iOS, unavailable)
    @available(macCatalyst, unavailable)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @available(watchOS, unavailable)
    public init?(named name: NSColor.Name, bundle: Bundle?) {}
  }

  /// Mirrors AppKit's `class NSDataAsset`, macOS 10.11: the header UIKit ships
  /// (iPhoneOS18.6.sdk NSDataAsset.h, line 23: `API_AVAILABLE(ios(9.0), macos(10.11), tvos(9.0),
  /// watchos(2.0))`) names the macOS version AppKit's copy has. Not Sendable: UIKit's copy is
  /// `NS_SWIFT_SENDABLE`, the macOS 14 SDK's AppKit copy is not.
  @available(macOS 10.11, *)
  @available(iOS, unavailable)
  @available(macCatalyst, unavailable)
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  @available(watchOS, unavailable)
  open class NSDataAsset {
    /// Mirrors `typealias NSDataAsset.Name = String` (NSDataAsset.h, line 19).
    public typealias Name = String
    /// Mirrors `init?(name: NSDataAsset.Name, bundle: Bundle)`, the designated initializer
    /// (NSDataAsset.h, line 31).
    @available(macOS 10.11, *)
    @available(iOS, unavailable)
    @available(macCatalyst, unavailable)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @available(watchOS, unavailable)
    public init?(name: NSDataAsset.Name, bundle: Bundle) {}
  }
#endif
