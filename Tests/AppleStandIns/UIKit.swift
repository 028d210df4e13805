// A stand-in for Apple's UIKit as tvOS, visionOS, watchOS and Mac Catalyst have it, so that
// Scripts/typecheck-apple.sh can type-check the glue on Linux for the platforms no Apple SDK here
// serves (iOS is compiled against Apple's own SDK by Scripts/compile-apple.sh). It declares only
// what the glue calls, each with the availability, isolation and sendability of Apple's
// declaration; nothing here runs.
//
// Each declaration names the SDK header it was read from. The headers are the iPhoneOS SDK's, in
// the public repository xybp888/iOS-SDKs (paths below are under
// `iPhoneOS<version>.sdk/System/Library/Frameworks/UIKit.framework/Headers/`), translated thus:
// `API_AVAILABLE(ios(x))` is `iOS x`; where a header names no tvOS, Mac Catalyst or visionOS
// version, clang derives it from the iOS one (tvOS: the same, 9.0 at the earliest; Mac Catalyst:
// 13.1 at the earliest; visionOS: 1.0), which is what Apple's documentation pages list;
// `API_UNAVAILABLE(p)` is `@available(p, unavailable)`; `NS_SWIFT_UI_ACTOR` is `@MainActor`;
// `NS_SWIFT_SENDABLE` is `@unchecked Sendable`; `NS_EXTENSION_UNAVAILABLE_IOS` is
// `@available(iOSApplicationExtension, unavailable)`. UIKit has no macOS (a Mac app uses AppKit;
// Mac Catalyst is iOS's UIKit), so every declaration is also unavailable on macOS.
//
// Built with -D STANDIN_WATCHOS it is watchOS's UIKit, which has UIImage and none of the rest;
// with -D STANDIN_VISIONOS it is visionOS's, which has all of it but UIScreen. tvOS's UIKit has
// every declaration here (none of them is API_UNAVAILABLE(tvos)), so the tvOS pass uses the plain
// build. On Linux the compiler ignores Apple availability: the #if blocks make the missing
// declarations missing, and the attributes only document the headers.
//
// UIKit re-exports Foundation, which re-exports the Objective-C runtime's Swift overlay; Linux's
// Foundation has neither `Selector` nor `NSSelectorFromString`, nor NSObject's
// `responds(to:)` and `perform(_:)`, so they are declared here (and in the AppKit stand-in, which
// no pass builds beside this one with them: its Mac Catalyst build is empty).
@_exported import CoreGraphics
@_exported import Foundation

/// Mirrors the Objective-C runtime overlay's `@frozen struct Selector: ExpressibleByStringLiteral,
/// @unchecked Sendable`, which UIKit re-exports through Foundation. Source: iPhoneOS18.6.sdk
/// `usr/lib/swift/ObjectiveC.swiftmodule/arm64-apple-ios.swiftinterface`, line 49
/// (`@available(macOS 10.0, iOS 1.0, tvOS 1.0, watchOS 1.0, *)`; visionOS and Mac Catalyst have
/// it from their first release), with `Equatable` and `Hashable` from line 61.
@available(iOS 1.0, macOS 10.0, macCatalyst 13.1, tvOS 1.0, visionOS 1.0, watchOS 1.0, *)
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
/// `NS_HEADER_AUDIT_BEGIN(nullability, sendability)`, so neither is optional), which UIKit
/// re-exports; Foundation's from the start, so the first release of each platform. Source:
/// iPhoneOS18.6.sdk Foundation.framework NSObjCRuntime.h, line 618.
@available(iOS 2.0, macOS 10.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, watchOS 2.0, *)
public func NSSelectorFromString(_ aSelectorName: String) -> Selector {
  fatalError("a stand-in for type-checking only")
}

/// Mirrors `class UIImage`: Sendable, not main-actor isolated. Source: iPhoneOS16.4.sdk UIImage.h
/// (`API_AVAILABLE(ios(2.0)) NS_SWIFT_SENDABLE`); watchOS 2.0 from
/// documentation/uikit/uiimage (the header is shared with watchOS's first UIKit).
@available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, watchOS 2.0, *)
@available(macOS, unavailable)
open class UIImage: @unchecked Sendable {
  /// Mirrors `init?(data: Data, scale: CGFloat)` (`initWithData:scale:`, `ios(6.0)`). Source:
  /// iPhoneOS16.4.sdk UIImage.h.
  @available(iOS 6.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, watchOS 2.0, *)
  @available(macOS, unavailable)
  public init?(data: Data, scale: CGFloat) {}
  /// Mirrors `init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation)`,
  /// non-failable (`initWithCGImage:scale:orientation:`, `ios(4.0)`). Source: iPhoneOS16.4.sdk
  /// UIImage.h.
  @available(iOS 4.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, watchOS 2.0, *)
  @available(macOS, unavailable)
  public init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {}
  /// Mirrors `var scale: CGFloat { get }` (`ios(4.0)`). Source: iPhoneOS16.4.sdk UIImage.h.
  @available(iOS 4.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, watchOS 2.0, *)
  @available(macOS, unavailable)
  open var scale: CGFloat { fatalError("a stand-in for type-checking only") }
  /// Mirrors `var cgImage: CGImage? { get }`, nil for a CIImage-based image. Source:
  /// iPhoneOS16.4.sdk UIImage.h.
  @available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, watchOS 2.0, *)
  @available(macOS, unavailable)
  open var cgImage: CGImage? { fatalError("a stand-in for type-checking only") }
  /// Mirrors `var imageOrientation: UIImage.Orientation { get }`. Source: iPhoneOS16.4.sdk
  /// UIImage.h.
  @available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, watchOS 2.0, *)
  @available(macOS, unavailable)
  open var imageOrientation: UIImage.Orientation {
    fatalError("a stand-in for type-checking only")
  }

  /// Mirrors `enum UIImage.Orientation: Int` (`UIImageOrientation`, an `NS_ENUM` with no
  /// availability of its own), cases 0 to 7. Source: iPhoneOS16.4.sdk UIImage.h.
  @available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, watchOS 2.0, *)
  @available(macOS, unavailable)
  public enum Orientation: Int, Sendable {
    /// 0.
    case up
    /// 1.
    case down
    /// 2.
    case left
    /// 3.
    case right
    /// 4.
    case upMirrored
    /// 5.
    case downMirrored
    /// 6.
    case leftMirrored
    /// 7.
    case rightMirrored
  }
}

/// Mirrors `class UIFont`: Sendable, not main-actor isolated, on watchOS too. Source:
/// iPhoneOS17.0.sdk UIFont.h (`UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_SENDABLE`; the
/// header marks what watchOS lacks with `API_UNAVAILABLE(watchos)`, not the class).
@available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, watchOS 2.0, *)
@available(macOS, unavailable)
open class UIFont: @unchecked Sendable {
  /// Mirrors `init?(name fontName: String, size fontSize: CGFloat)`
  /// (`+ (nullable UIFont *)fontWithName:(NSString *)fontName size:(CGFloat)fontSize`). Source:
  /// iPhoneOS17.0.sdk UIFont.h.
  @available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, watchOS 2.0, *)
  @available(macOS, unavailable)
  public init?(name fontName: String, size fontSize: CGFloat) {}
}

#if !STANDIN_WATCHOS && !STANDIN_VISIONOS
  /// Mirrors `@MainActor class UIScreen`. Source: iPhoneOS18.1.sdk UIScreen.h
  /// (`API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(visionos, watchos) NS_SWIFT_UI_ACTOR`).
  @available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, *)
  @available(macOS, unavailable)
  @available(visionOS, unavailable)
  @available(watchOS, unavailable)
  @MainActor
  open class UIScreen {
    /// Mirrors `class var main: UIScreen { get }`, deprecated in iOS, Mac Catalyst and tvOS 26.0.
    /// Sources: iPhoneOS18.1.sdk UIScreen.h (`mainScreen`, `ios(2.0, API_TO_BE_DEPRECATED)`,
    /// `API_UNAVAILABLE(watchos)`); the 26.0 versions from Apple's page
    /// documentation/uikit/uiscreen/main (iOS 2.0–26.0, Mac Catalyst 13.1–26.0, tvOS 9.0–26.0),
    /// the message from the iOS 26 SDK as its compiler diagnostic quotes it (no public copy of
    /// that SDK's UIScreen.h was found).
    @available(
      iOS, introduced: 2.0, deprecated: 26.0,
      message:
        "Use a UIScreen instance found through context instead (i.e, view.window.windowScene.screen), or for properties like UIScreen.scale with trait equivalents, use a traitCollection found through context."
    )
    @available(
      macCatalyst, introduced: 13.1, deprecated: 26.0,
      message:
        "Use a UIScreen instance found through context instead (i.e, view.window.windowScene.screen), or for properties like UIScreen.scale with trait equivalents, use a traitCollection found through context."
    )
    @available(
      tvOS, introduced: 9.0, deprecated: 26.0,
      message:
        "Use a UIScreen instance found through context instead (i.e, view.window.windowScene.screen), or for properties like UIScreen.scale with trait equivalents, use a traitCollection found through context."
    )
    @available(macOS, unavailable)
    @available(visionOS, unavailable)
    @available(watchOS, unavailable)
    open class var main: UIScreen { fatalError("a stand-in for type-checking only") }
    /// Mirrors `var scale: CGFloat { get }` (`ios(4.0)`). Source: iPhoneOS18.1.sdk UIScreen.h.
    @available(iOS 4.0, macCatalyst 13.1, tvOS 9.0, *)
    @available(macOS, unavailable)
    @available(visionOS, unavailable)
    @available(watchOS, unavailable)
    open var scale: CGFloat { fatalError("a stand-in for type-checking only") }
    /// Mirrors `var bounds: CGRect { get }`, in points. Source: iPhoneOS18.1.sdk UIScreen.h.
    @available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, *)
    @available(macOS, unavailable)
    @available(visionOS, unavailable)
    @available(watchOS, unavailable)
    open var bounds: CGRect { fatalError("a stand-in for type-checking only") }
  }
#endif

#if !STANDIN_WATCHOS
  /// Mirrors `class UITraitCollection`: Sendable, not main-actor isolated. Sources:
  /// iPhoneOS17.5.sdk UITraitCollection.h (`API_AVAILABLE(ios(8.0)) NS_SWIFT_SENDABLE`); watchOS's
  /// `API_UNAVAILABLE(watchos)` from the WatchOS27.0.sdk UITraitCollection.h as a Swift Package
  /// Index build log quotes it (swiftpackageindex.com/builds/9C1A4BB3-72CA-4DDA-95CE-C36BBB68DD54).
  @available(iOS 8.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  open class UITraitCollection: @unchecked Sendable {
    /// Mirrors `var displayScale: CGFloat { get }`; 0 when unspecified. Source: iPhoneOS17.5.sdk
    /// UITraitCollection.h.
    @available(iOS 8.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    open var displayScale: CGFloat { fatalError("a stand-in for type-checking only") }
    /// Mirrors `var userInterfaceIdiom: UIUserInterfaceIdiom { get }`; `.unspecified` when
    /// unspecified. Source: iPhoneOS17.5.sdk UITraitCollection.h.
    @available(iOS 8.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    open var userInterfaceIdiom: UIUserInterfaceIdiom {
      fatalError("a stand-in for type-checking only")
    }
    /// Mirrors `class var current: UITraitCollection { get set }`
    /// (`currentTraitCollection`, `ios(13.0), tvos(13.0)`), thread-local, and defined only
    /// inside trait callbacks (documentation/uikit/uitraitcollection/current). Source:
    /// iPhoneOS17.5.sdk UITraitCollection.h.
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    open class var current: UITraitCollection {
      get { fatalError("a stand-in for type-checking only") }
      set {}
    }
    /// Mirrors `var userInterfaceStyle: UIUserInterfaceStyle { get }` (`API_AVAILABLE(tvos(10.0))
    /// API_AVAILABLE(ios(12.0)) API_UNAVAILABLE(watchos)`); `.unspecified` when unspecified.
    /// Source: iPhoneOS18.6.sdk UITraitCollection.h, line 40.
    @available(iOS 12.0, macCatalyst 13.1, tvOS 10.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    open var userInterfaceStyle: UIUserInterfaceStyle {
      fatalError("a stand-in for type-checking only")
    }
    /// Mirrors `var accessibilityContrast: UIAccessibilityContrast { get }` (`API_AVAILABLE(ios(13.0),
    /// tvos(13.0)) API_UNAVAILABLE(watchos)`); `.unspecified` when unspecified. Source:
    /// iPhoneOS18.6.sdk UITraitCollection.h, line 64.
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    open var accessibilityContrast: UIAccessibilityContrast {
      fatalError("a stand-in for type-checking only")
    }
  }

  /// Mirrors `enum UIUserInterfaceStyle: Int` (`typedef NS_ENUM(NSInteger, UIUserInterfaceStyle)
  /// ... API_AVAILABLE(tvos(10.0)) API_AVAILABLE(ios(12.0)) API_UNAVAILABLE(watchos)`), with its
  /// raw values; an imported `NS_ENUM`, so Sendable. Source: iPhoneOS18.6.sdk UIInterface.h,
  /// line 32.
  @available(iOS 12.0, macCatalyst 13.1, tvOS 10.0, visionOS 1.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  public enum UIUserInterfaceStyle: Int, Sendable {
    /// 0.
    case unspecified = 0
    /// 1.
    case light = 1
    /// 2.
    case dark = 2
  }

  /// Mirrors `enum UIAccessibilityContrast: Int` (`typedef NS_ENUM(NSInteger,
  /// UIAccessibilityContrast) ... API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos)`),
  /// with its raw values; an imported `NS_ENUM`, so Sendable. Source: iPhoneOS18.6.sdk
  /// UIInterface.h, line 59.
  @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  public enum UIAccessibilityContrast: Int, Sendable {
    /// -1.
    case unspecified = -1
    /// 0.
    case normal = 0
    /// 1.
    case high = 1
  }

  /// Mirrors `enum UIUserInterfaceIdiom: Int`, with its raw values; an imported `NS_ENUM`, so
  /// Sendable. Sources: iPhoneOS17.4.sdk UIDevice.h (each case's `API_AVAILABLE`); watchOS's
  /// `API_UNAVAILABLE(watchos)` from the WatchOS27.0.sdk UIDevice.h as a Swift Package Index build
  /// log quotes it (swiftpackageindex.com/builds/34046564-59A0-48D4-8018-0CA491187EE0); iOS 3.2,
  /// the first idioms', for the type itself.
  @available(iOS 3.2, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  public enum UIUserInterfaceIdiom: Int, Sendable {
    /// -1, no availability of its own.
    case unspecified = -1
    /// 0 (`ios(3.2)`).
    @available(iOS 3.2, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
    case phone = 0
    /// 1 (`ios(3.2)`).
    @available(iOS 3.2, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
    case pad = 1
    /// 2 (`ios(9.0)`).
    @available(iOS 9.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
    case tv = 2
    /// 3 (`ios(9.0)`).
    @available(iOS 9.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
    case carPlay = 3
    /// 5 (`ios(14.0)`); there is no 4.
    @available(iOS 14.0, macCatalyst 14.0, tvOS 14.0, visionOS 1.0, *)
    case mac = 5
    /// 6 (`ios(17.0)`).
    @available(iOS 17.0, macCatalyst 17.0, tvOS 17.0, visionOS 1.0, *)
    case vision = 6
  }

  /// Mirrors `@MainActor class UIResponder`, the superclass of UIApplication, UIScene and UIView;
  /// an `NSObject`, so scenes can be in a `Set`. Source: iPhoneOS18.1.sdk UIResponder.h
  /// (`API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR`).
  @available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  @MainActor
  open class UIResponder: NSObject {}

  /// Mirrors `@MainActor class UIApplication`. Source: iPhoneOS18.1.sdk UIApplication.h
  /// (`API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR`).
  @available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  @MainActor
  open class UIApplication: UIResponder {
    /// Mirrors `class var shared: UIApplication { get }` (`sharedApplication`), which app
    /// extensions cannot use (`NS_EXTENSION_UNAVAILABLE_IOS`). Source: iPhoneOS18.1.sdk
    /// UIApplication.h.
    @available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    @available(
      iOSApplicationExtension, unavailable,
      message: "Use view controller based solutions where appropriate instead."
    )
    open class var shared: UIApplication { fatalError("a stand-in for type-checking only") }
    /// Mirrors `var connectedScenes: Set<UIScene> { get }` (`ios(13.0)`,
    /// `API_UNAVAILABLE(watchos)`). Source: iPhoneOS18.1.sdk UIApplication.h.
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    open var connectedScenes: Set<UIScene> { fatalError("a stand-in for type-checking only") }
  }

  /// Mirrors `@MainActor class UIScene`. Source: iPhoneOS16.4.sdk UIScene.h
  /// (`API_AVAILABLE(ios(13.0)) NS_SWIFT_UI_ACTOR`); watchOS has no scenes (UIApplication.h's
  /// `connectedScenes` is `API_UNAVAILABLE(watchos)`).
  @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  @MainActor
  open class UIScene: UIResponder {}

  /// Mirrors `@MainActor class UIWindowScene`. Source: iPhoneOS17.0.sdk UIWindowScene.h
  /// (`API_AVAILABLE(ios(13.0)) NS_SWIFT_UI_ACTOR`).
  @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  @MainActor
  open class UIWindowScene: UIScene {
    /// Mirrors `var traitCollection: UITraitCollection { get }`: the scene's own traits,
    /// defined outside trait callbacks. Source: iPhoneOS17.0.sdk UIWindowScene.h.
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    open var traitCollection: UITraitCollection { fatalError("a stand-in for type-checking only") }
  }

  /// Mirrors `@MainActor class UIDevice`. Sources: iPhoneOS17.4.sdk UIDevice.h
  /// (`API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR`); watchOS's `API_UNAVAILABLE(watchos)` from
  /// documentation/uikit/uidevice, which lists no watchOS.
  @available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  @MainActor
  open class UIDevice {
    /// Mirrors `class var current: UIDevice { get }` (`currentDevice`). Source: iPhoneOS17.4.sdk
    /// UIDevice.h.
    @available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    open class var current: UIDevice { fatalError("a stand-in for type-checking only") }
    /// Mirrors `var userInterfaceIdiom: UIUserInterfaceIdiom { get }` (`ios(3.2)`). Source:
    /// iPhoneOS17.4.sdk UIDevice.h.
    @available(iOS 3.2, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    open var userInterfaceIdiom: UIUserInterfaceIdiom {
      fatalError("a stand-in for type-checking only")
    }
  }

  /// Mirrors `@MainActor class UIView`, for the documentation's example. Source: iPhoneOS17.0.sdk
  /// UIView.h (`API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR`, a `UIResponder` adopting
  /// `UITraitEnvironment`).
  @available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  @MainActor
  open class UIView: UIResponder {
    /// Mirrors `UITraitEnvironment.traitCollection` (`ios(8.0)`), which UIView adopts. Source:
    /// iPhoneOS17.5.sdk UITraitCollection.h (`NS_SWIFT_UI_ACTOR @protocol UITraitEnvironment`).
    @available(iOS 8.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    open var traitCollection: UITraitCollection { fatalError("a stand-in for type-checking only") }
  }

  /// Mirrors `@MainActor class UIImageView`, for the documentation's example. Source: iPhoneOS17.5.sdk
  /// UIImageView.h (`API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR`).
  @available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  @MainActor
  open class UIImageView: UIView {
    /// Mirrors `var image: UIImage? { get set }`. Source: iPhoneOS17.5.sdk UIImageView.h.
    @available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    open var image: UIImage? {
      get { fatalError("a stand-in for type-checking only") }
      set {}
    }
  }
  /// Mirrors `convenience init?(named name: String, in bundle: Bundle?, compatibleWith
  /// traitCollection: UITraitCollection?)` (`+imageNamed:inBundle:compatibleWithTraitCollection:`,
  /// `ios(8.0)`, declared only `#if __has_include(<UIKit/UITraitCollection.h>)`, so not on
  /// watchOS). Source: iPhoneOS17.0.sdk UIImage.h (itsnebulalol/sdks), line 107.
  @available(iOS 8.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  extension UIImage {
    /// Mirrors `init?(named:in:compatibleWith:)`; see the extension.
    @available(iOS 8.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    public convenience init?(
      named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
    ) {
      fatalError("a stand-in for type-checking only")
    }
  }

#endif

/// Mirrors `class UIColor`: Sendable, not main-actor isolated, on watchOS too. Source:
/// iPhoneOS18.6.sdk UIColor.h, line 30 (`UIKIT_EXTERN API_AVAILABLE(ios(2.0), watchos(2.0))
/// NS_SWIFT_SENDABLE`).
@available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, watchOS 2.0, *)
@available(macOS, unavailable)
open class UIColor: @unchecked Sendable {
  #if !STANDIN_WATCHOS
    /// Mirrors `init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection:
    /// UITraitCollection?)` (`+colorNamed:inBundle:compatibleWithTraitCollection:
    /// API_AVAILABLE(ios(11.0)) API_UNAVAILABLE(watchos)`). Source: iPhoneOS18.6.sdk
    /// UIColor.h, line 114.
    @available(iOS 11.0, macCatalyst 13.1, tvOS 11.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    public init?(
      named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
    ) {}
    /// Mirrors `init(dynamicProvider: @escaping (UITraitCollection) -> UIColor)`
    /// (`-initWithDynamicProvider:`, and `+colorWithDynamicProvider:` on line 126, `API_AVAILABLE(ios(13.0),
    /// tvos(13.0)) API_UNAVAILABLE(watchos)`): a color that asks the provider whenever it is
    /// resolved. The block carries no `NS_SWIFT_SENDABLE` or `NS_SWIFT_UI_ACTOR`, so the closure
    /// is neither `@Sendable` nor main-actor isolated. Source: iPhoneOS18.6.sdk UIColor.h,
    /// line 127.
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {}
    /// Mirrors `func resolvedColor(with traitCollection: UITraitCollection) -> UIColor`
    /// (`-resolvedColorWithTraitCollection: API_AVAILABLE(ios(13.0), tvos(13.0))
    /// API_UNAVAILABLE(watchos)`): the color for those traits, not dynamic. Source:
    /// iPhoneOS18.6.sdk UIColor.h, line 131.
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
      fatalError("a stand-in for type-checking only")
    }
  #endif
  /// Mirrors `init(cgColor: CGColor)` (`-initWithCGColor:`, non-failable, no availability of
  /// its own). Source: iPhoneOS18.6.sdk UIColor.h, line 49.
  @available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, watchOS 2.0, *)
  @available(macOS, unavailable)
  public init(cgColor: CGColor) {}
  /// Mirrors `class var clear: UIColor { get }` (`clearColor`: 0.0 white, 0.0 alpha). Source:
  /// iPhoneOS18.6.sdk UIColor.h, line 71.
  @available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, watchOS 2.0, *)
  @available(macOS, unavailable)
  open class var clear: UIColor { fatalError("a stand-in for type-checking only") }
  /// Mirrors `var cgColor: CGColor { get }` (`@property(nonatomic,readonly) CGColorRef
  /// CGColor`). Source: iPhoneOS18.6.sdk UIColor.h, line 90.
  @available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, watchOS 2.0, *)
  @available(macOS, unavailable)
  open var cgColor: CGColor { fatalError("a stand-in for type-checking only") }
  /// Mirrors `class func responds(to aSelector: Selector!) -> Bool`, inherited from `NSObject`
  /// (UIColor.h, line 31: `@interface UIColor : NSObject`): `-respondsToSelector:` of the
  /// `NSObject` protocol, which Swift also imports as a class method because `NSObject` is a
  /// root class, so it asks the class object. The header has no nullability, hence the `!`.
  /// Source: iPhoneOS18.6.sdk `usr/include/objc/NSObject.h`, line 34.
  @available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, watchOS 2.0, *)
  @available(macOS, unavailable)
  open class func responds(to aSelector: Selector!) -> Bool {
    fatalError("a stand-in for type-checking only")
  }
  /// Mirrors `class func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>!`, inherited
  /// from `NSObject` like `responds(to:)`: `-performSelector:`, sent to the class object, so a
  /// selector of a class property answers that property's value. Source: iPhoneOS18.6.sdk
  /// `usr/include/objc/NSObject.h`, line 24.
  @available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, watchOS 2.0, *)
  @available(macOS, unavailable)
  open class func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
    fatalError("a stand-in for type-checking only")
  }
}

/// Mirrors `class NSDataAsset`: Sendable, not main-actor isolated, on watchOS too. Source:
/// iPhoneOS17.0.sdk NSDataAsset.h (itsnebulalol/sdks), line 23 (`UIKIT_EXTERN
/// API_AVAILABLE(ios(9.0), macos(10.11), tvos(9.0), watchos(2.0)) NS_SWIFT_SENDABLE`).
@available(iOS 9.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, watchOS 2.0, *)
@available(macOS, unavailable)
open class NSDataAsset: @unchecked Sendable {
  /// Mirrors `typealias NSDataAsset.Name = String` (`typedef NSString * NSDataAssetName
  /// NS_SWIFT_BRIDGED_TYPEDEF`). Source: iPhoneOS17.0.sdk NSDataAsset.h, line 19.
  public typealias Name = String
  /// Mirrors `init?(name: NSDataAsset.Name, bundle: Bundle)`, the designated initializer, its
  /// bundle not optional (`-initWithName:bundle: NS_DESIGNATED_INITIALIZER` under
  /// `NS_ASSUME_NONNULL`). Source: iPhoneOS17.0.sdk NSDataAsset.h, line 31.
  @available(iOS 9.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, watchOS 2.0, *)
  @available(macOS, unavailable)
  public init?(name: NSDataAsset.Name, bundle: Bundle) {}
  /// Mirrors `var data: Data { get }` (`@property (nonatomic, readonly, copy) NSData *data`): the
  /// set's bytes, as stored in the asset catalog. Source: iPhoneOS18.6.sdk NSDataAsset.h,
  /// line 36.
  @available(iOS 9.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, watchOS 2.0, *)
  @available(macOS, unavailable)
  open var data: Data { fatalError("a stand-in for type-checking only") }
}
