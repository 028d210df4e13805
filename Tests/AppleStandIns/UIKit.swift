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
@_exported import CoreGraphics
@_exported import Foundation

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
  #endif
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
}
