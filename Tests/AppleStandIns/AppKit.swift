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
//
// Later additions cite headers of the public repository alexey-lysiuk/macos-sdk, which holds
// each macOS SDK's headers that changed since the one before (paths below are under
// `MacOSX<version>.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/`): the
// macOS 15.0 SDK's NSColor.h and NSImage.h, the macOS 14.0 SDK's NSAppearance.h and
// NSDataAsset.h, and the macOS 10.15 SDK's NSImageRep.h (no later copy is in the index). Like
// UIKit's, these headers translate thus: `NS_SWIFT_SENDABLE` is `@unchecked Sendable`; a class
// with neither it nor `NS_SWIFT_UI_ACTOR` is neither Sendable nor main-actor isolated.
//
// AppKit re-exports Foundation, which re-exports the Objective-C runtime's Swift overlay; Linux's
// Foundation has neither `Selector` nor `NSSelectorFromString`, nor NSObject's `responds(to:)`
// and `perform(_:)`, so they are declared here (and in the UIKit stand-in, which no pass builds
// beside this one with them).
@_exported import CoreGraphics
@_exported import Foundation

#if !STANDIN_CATALYST
  /// Mirrors the Objective-C runtime overlay's `@frozen struct Selector: ExpressibleByStringLiteral,
  /// @unchecked Sendable` (`@available(macOS 10.0, iOS 1.0, tvOS 1.0, watchOS 1.0, *)`), which
  /// AppKit re-exports through Foundation. Source: the iOS 18.6 SDK's copy of the overlay,
  /// `usr/lib/swift/ObjectiveC.swiftmodule/arm64-apple-ios.swiftinterface`, line 49, with
  /// `Equatable` and `Hashable` from line 61; the Mac's overlay is built from the same source.
  @available(macOS 10.0, *)
  @available(iOS, unavailable)
  @available(macCatalyst, unavailable)
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  @available(watchOS, unavailable)
  @frozen
  public struct Selector: ExpressibleByStringLiteral, Hashable, @unchecked Sendable {
    /// Mirrors `init(_ str: String)`, the selector of that name (line 51).
    public init(_ str: String) {}
    /// Mirrors `init(stringLiteral value: String)` (line 52).
    public init(stringLiteral value: String) {}
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Mirrors Foundation's `func NSSelectorFromString(_ aSelectorName: String) -> Selector`
  /// (`FOUNDATION_EXPORT SEL NSSelectorFromString(NSString *aSelectorName);` inside
  /// `NS_HEADER_AUDIT_BEGIN(nullability, sendability)`), which AppKit re-exports. Source: the
  /// iOS 18.6 SDK's Foundation.framework NSObjCRuntime.h, line 618, a header the Mac's
  /// Foundation shares.
  @available(macOS 10.0, *)
  @available(iOS, unavailable)
  @available(macCatalyst, unavailable)
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  @available(watchOS, unavailable)
  public func NSSelectorFromString(_ aSelectorName: String) -> Selector {
    fatalError("a stand-in for type-checking only")
  }

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

    /// Mirrors `convenience init?(contentsOf url: URL)` (`- (nullable
    /// instancetype)initWithContentsOfURL:(NSURL *)url;`, not a designated initializer): the
    /// image the file holds, with a representation per image in it; nil when AppKit cannot read
    /// it. Source: macOS14.0.sdk NSImage.h, line 109.
    @available(macOS 10.0, *)
    @available(iOS, unavailable)
    @available(macCatalyst, unavailable)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @available(watchOS, unavailable)
    public convenience init?(contentsOf url: URL) {
      fatalError("a stand-in for type-checking only")
    }

    /// Mirrors `var representations: [NSImageRep] { get }` (`@property (readonly, copy)
    /// NSArray<NSImageRep *> *representations;`). Source: macOS14.0.sdk NSImage.h, line 144.
    @available(macOS 10.0, *)
    @available(iOS, unavailable)
    @available(macCatalyst, unavailable)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @available(watchOS, unavailable)
    open var representations: [NSImageRep] { fatalError("a stand-in for type-checking only") }
  }

  /// Mirrors `class NSImageRep` (`@interface NSImageRep : NSObject <NSCopying, NSCoding>`), one
  /// representation of an image: neither `NS_SWIFT_SENDABLE` nor `NS_SWIFT_UI_ACTOR` in the
  /// newest copy found, so neither Sendable nor main-actor isolated. Source: macOS10.15.sdk
  /// NSImageRep.h, line 39.
  @available(macOS 10.0, *)
  @available(iOS, unavailable)
  @available(macCatalyst, unavailable)
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  @available(watchOS, unavailable)
  open class NSImageRep {
    /// Mirrors `var pixelsWide: Int { get set }` (`@property NSInteger pixelsWide;`): the width
    /// in pixels, 0 (`NSImageRepMatchesDevice`) for a representation of no fixed pixels, such
    /// as a PDF's. Source: macOS10.15.sdk NSImageRep.h, line 58.
    @available(macOS 10.0, *)
    @available(iOS, unavailable)
    @available(macCatalyst, unavailable)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @available(watchOS, unavailable)
    open var pixelsWide: Int {
      get { fatalError("a stand-in for type-checking only") }
      set {}
    }
    /// Mirrors `var pixelsHigh: Int { get set }` (`@property NSInteger pixelsHigh;`): the
    /// height in pixels, as `pixelsWide`. Source: macOS10.15.sdk NSImageRep.h, line 59.
    @available(macOS 10.0, *)
    @available(iOS, unavailable)
    @available(macCatalyst, unavailable)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @available(watchOS, unavailable)
    open var pixelsHigh: Int {
      get { fatalError("a stand-in for type-checking only") }
      set {}
    }
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

  /// Mirrors `class NSColor` (documentation/appkit/nscolor): Sendable, not main-actor isolated.
  /// Source: macOS15.0.sdk NSColor.h, line 76 (`NS_SWIFT_SENDABLE` before `@interface NSColor :
  /// NSObject`), the SDK of Xcode 16, which Package.swift's tools version 6.1 needs at the least.
  @available(macOS 10.0, *)
  @available(iOS, unavailable)
  @available(macCatalyst, unavailable)
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  @available(watchOS, unavailable)
  open class NSColor: @unchecked Sendable {
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
    /// Mirrors `convenience init(name colorName: NSColor.Name?, dynamicProvider: @escaping
    /// (NSAppearance) -> NSColor)` (`+ (NSColor *)colorWithName:(nullable NSColorName)colorName
    /// dynamicProvider:(NSColor * (^)(NSAppearance *))dynamicProvider
    /// API_AVAILABLE(macos(10.15))`): a color that asks the provider with the appearance it is
    /// resolved for; a nil name is made unique. The block carries no `NS_SWIFT_SENDABLE` or
    /// `NS_SWIFT_UI_ACTOR`, so the closure is neither `@Sendable` nor main-actor isolated.
    /// Source: macOS15.0.sdk NSColor.h, line 123.
    @available(macOS 10.15, *)
    @available(iOS, unavailable)
    @available(macCatalyst, unavailable)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @available(watchOS, unavailable)
    public convenience init(
      name colorName: NSColor.Name?, dynamicProvider: @escaping (NSAppearance) -> NSColor
    ) {
      fatalError("a stand-in for type-checking only")
    }
    /// Mirrors `convenience init?(cgColor: CGColor)` (`+ (nullable NSColor
    /// *)colorWithCGColor:(CGColorRef)cgColor API_AVAILABLE(macos(10.8))`, "May return nil").
    /// Source: macOS15.0.sdk NSColor.h, line 377.
    @available(macOS 10.8, *)
    @available(iOS, unavailable)
    @available(macCatalyst, unavailable)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @available(watchOS, unavailable)
    public convenience init?(cgColor: CGColor) {
      fatalError("a stand-in for type-checking only")
    }
    /// Mirrors `class var clear: NSColor { get }` (`@property (class, strong, readonly) NSColor
    /// *clearColor;`, 0.0 white, 0.0 alpha). Source: macOS15.0.sdk NSColor.h, line 181.
    @available(macOS 10.0, *)
    @available(iOS, unavailable)
    @available(macCatalyst, unavailable)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @available(watchOS, unavailable)
    open class var clear: NSColor { fatalError("a stand-in for type-checking only") }
    /// Mirrors `class func responds(to aSelector: Selector!) -> Bool`, inherited from `NSObject`:
    /// `-respondsToSelector:` of the `NSObject` protocol, which Swift also imports as a class
    /// method because `NSObject` is a root class, so it asks the class object. The header has no
    /// nullability, hence the `!`. Source: the Objective-C runtime's `usr/include/objc/NSObject.h`,
    /// line 34, as the iOS 18.6 SDK ships it.
    @available(macOS 10.0, *)
    @available(iOS, unavailable)
    @available(macCatalyst, unavailable)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @available(watchOS, unavailable)
    open class func responds(to aSelector: Selector!) -> Bool {
      fatalError("a stand-in for type-checking only")
    }
    /// Mirrors `class func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>!`, inherited
    /// from `NSObject` like `responds(to:)`: `-performSelector:`, sent to the class object, so a
    /// selector of a class property answers that property's value. Source: the Objective-C
    /// runtime's `usr/include/objc/NSObject.h`, line 24, as the iOS 18.6 SDK ships it.
    @available(macOS 10.0, *)
    @available(iOS, unavailable)
    @available(macCatalyst, unavailable)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @available(watchOS, unavailable)
    open class func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
      fatalError("a stand-in for type-checking only")
    }
  }

  /// Mirrors `class NSAppearance` (`API_AVAILABLE(macos(10.9)) @interface NSAppearance : NSObject
  /// <NSSecureCoding>`): neither `NS_SWIFT_SENDABLE` nor `NS_SWIFT_UI_ACTOR`, so neither Sendable
  /// nor main-actor isolated. Source: macOS14.0.sdk NSAppearance.h, line 20.
  @available(macOS 10.9, *)
  @available(iOS, unavailable)
  @available(macCatalyst, unavailable)
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  @available(watchOS, unavailable)
  open class NSAppearance {
    /// Mirrors `struct NSAppearance.Name: Hashable, RawRepresentable, Sendable` (`typedef
    /// NSString * NSAppearanceName NS_TYPED_EXTENSIBLE_ENUM;`, a string wrapper, Sendable as its
    /// `String` is). Source: macOS14.0.sdk NSAppearance.h, line 17.
    @available(macOS 10.9, *)
    @available(iOS, unavailable)
    @available(macCatalyst, unavailable)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @available(watchOS, unavailable)
    public struct Name: Hashable, RawRepresentable, Sendable {
      /// Mirrors `init(rawValue: String)`.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// Mirrors `init(_ rawValue: String)`.
      public init(_ rawValue: String) { self.rawValue = rawValue }
      /// Mirrors `var rawValue: String`.
      public var rawValue: String
    }

    /// Mirrors `class var current: NSAppearance!` (`@property (class, null_resettable, strong)
    /// NSAppearance *currentAppearance API_DEPRECATED(..., macos(10.9, 12.0))`): the current
    /// thread's appearance, which AppKit sets before drawing. Source: macOS14.0.sdk
    /// NSAppearance.h, line 28.
    @available(
      macOS, introduced: 10.9, deprecated: 12.0,
      message:
        "Use -performAsCurrentDrawingAppearance: to temporarily set the drawing appearance, or +currentDrawingAppearance to access the currently drawing appearance."
    )
    @available(iOS, unavailable)
    @available(macCatalyst, unavailable)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @available(watchOS, unavailable)
    open class var current: NSAppearance! {
      get { fatalError("a stand-in for type-checking only") }
      set {}
    }

    /// Mirrors `func bestMatch(from appearances: [NSAppearance.Name]) -> NSAppearance.Name?`
    /// (`- (nullable NSAppearanceName)bestMatchFromAppearancesWithNames:(NSArray<NSAppearanceName>
    /// *)appearances API_AVAILABLE(macos(10.14))`): the one of `appearances` that best matches the
    /// receiver. Source: macOS14.0.sdk NSAppearance.h, line 56.
    @available(macOS 10.14, *)
    @available(iOS, unavailable)
    @available(macCatalyst, unavailable)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @available(watchOS, unavailable)
    open func bestMatch(from appearances: [NSAppearance.Name]) -> NSAppearance.Name? {
      fatalError("a stand-in for type-checking only")
    }
  }

  /// Mirrors the standard appearance names (`APPKIT_EXTERN NSAppearanceName const
  /// NSAppearanceName...`), of which the glue matches four. Source: macOS14.0.sdk
  /// NSAppearance.h, lines 63 to 77.
  @available(macOS 10.9, *)
  @available(iOS, unavailable)
  @available(macCatalyst, unavailable)
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  @available(watchOS, unavailable)
  extension NSAppearance.Name {
    /// Mirrors `static let aqua: NSAppearance.Name` (`NSAppearanceNameAqua
    /// API_AVAILABLE(macos(10.9))`, line 63).
    @available(macOS 10.9, *)
    @available(iOS, unavailable)
    @available(macCatalyst, unavailable)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @available(watchOS, unavailable)
    public static var aqua: NSAppearance.Name { fatalError("a stand-in for type-checking only") }
    /// Mirrors `static let darkAqua: NSAppearance.Name` (`NSAppearanceNameDarkAqua
    /// API_AVAILABLE(macos(10.14))`, line 64).
    @available(macOS 10.14, *)
    @available(iOS, unavailable)
    @available(macCatalyst, unavailable)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @available(watchOS, unavailable)
    public static var darkAqua: NSAppearance.Name {
      fatalError("a stand-in for type-checking only")
    }
    /// Mirrors `static let accessibilityHighContrastAqua: NSAppearance.Name`
    /// (`NSAppearanceNameAccessibilityHighContrastAqua API_AVAILABLE(macos(10.14))`, line 76), for
    /// `bestMatch(from:)` only.
    @available(macOS 10.14, *)
    @available(iOS, unavailable)
    @available(macCatalyst, unavailable)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @available(watchOS, unavailable)
    public static var accessibilityHighContrastAqua: NSAppearance.Name {
      fatalError("a stand-in for type-checking only")
    }
    /// Mirrors `static let accessibilityHighContrastDarkAqua: NSAppearance.Name`
    /// (`NSAppearanceNameAccessibilityHighContrastDarkAqua API_AVAILABLE(macos(10.14))`, line 77),
    /// for `bestMatch(from:)` only.
    @available(macOS 10.14, *)
    @available(iOS, unavailable)
    @available(macCatalyst, unavailable)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @available(watchOS, unavailable)
    public static var accessibilityHighContrastDarkAqua: NSAppearance.Name {
      fatalError("a stand-in for type-checking only")
    }
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
    /// Mirrors `var data: Data { get }` (`@property (readonly, copy) NSData *data;`): the set's
    /// bytes, as stored in the asset catalog. Source: macOS14.0.sdk AppKit.framework
    /// NSDataAsset.h, line 32.
    @available(macOS 10.11, *)
    @available(iOS, unavailable)
    @available(macCatalyst, unavailable)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @available(watchOS, unavailable)
    open var data: Data { fatalError("a stand-in for type-checking only") }
  }
#endif
