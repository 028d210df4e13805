// A stand-in for Apple's CoreGraphics, so that Scripts/typecheck-apple.sh can type-check the
// Apple-only glue on Linux. It declares only what the glue calls, with the availability and
// sendability of Apple's declarations; swift-corelibs-foundation already has CGFloat, CGSize and
// CGRect. Nothing here runs.
//
// No public copy of CoreGraphics' CGImage.h with a repository path was found: the versions are
// those of Apple's pages, and agree with the header's `CG_AVAILABLE_STARTING(10.0, 2.0)` (macOS
// 10.0, iOS 2.0; clang derives tvOS 9.0, watchOS 2.0, Mac Catalyst 13.1 and visionOS 1.0 from the
// iOS version).
//
// CGColor and CGColorSpace were read from the iOS 18.6 SDK this package compiles against
// (.build/apple-sdk/standardpaths-ios.artifactbundle, `iPhoneOS.sdk/System/Library/Frameworks/
// CoreGraphics.framework/`): CGColor.h and CGColorSpace.h for the C declarations and their
// `API_AVAILABLE(macos(a), ios(b))`, CoreGraphics.apinotes for their Swift names, and
// CoreGraphics.swiftinterface for what the overlay adds. Clang derives tvOS (the iOS version),
// watchOS (the iOS version less 7, 2.0 at the earliest), Mac Catalyst (13.1 at the earliest) and
// visionOS (1.0) from the iOS version. The headers are inside `CF_ASSUME_NONNULL_BEGIN`, and
// their `cg_nullable` is empty for Swift (CGBase.h, line 330), so only `__nullable` is optional.
@_exported import Foundation

/// Stands for CoreFoundation's `CFString`, toll-free bridged with `NSString`, which Apple's
/// CoreGraphics re-exports (`@_exported import CoreFoundation`, iPhoneOS18.6.sdk
/// CoreGraphics.swiftinterface, line 5). Linux's Foundation has no `CFString`, and Linux's own
/// CoreFoundation module's `CFString` is another class, so this is the CoreText stand-in's
/// alias: the same type, so a file that imports both sees one `CFString`.
public typealias CFString = NSString

/// Mirrors `class CGImage` (documentation/coregraphics/cgimage), a bitmap image. Whether it is
/// Sendable is unconfirmed, so it is not, which is the stricter choice.
@available(iOS 2.0, macOS 10.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, watchOS 2.0, *)
public final class CGImage {
  /// Mirrors `var width: Int { get }` (`CGImageGetWidth`, documentation/coregraphics/cgimage/width):
  /// pixels.
  @available(iOS 2.0, macOS 10.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, watchOS 2.0, *)
  public var width: Int { fatalError("a stand-in for type-checking only") }
  /// Mirrors `var height: Int { get }` (`CGImageGetHeight`,
  /// documentation/coregraphics/cgimage/height): pixels.
  @available(iOS 2.0, macOS 10.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, watchOS 2.0, *)
  public var height: Int { fatalError("a stand-in for type-checking only") }

  private init() {}
}

/// Mirrors `class CGColor`, a color in a color space (`typedef struct CF_BRIDGED_TYPE(id) CGColor
/// *CGColorRef; /* Swift Sendable */`, CGColor.h, line 12): Sendable, as the overlay declares
/// (`extension CoreGraphics.CGColor : @unchecked Swift.Sendable`, CoreGraphics.swiftinterface,
/// line 220). Its version is `CGColorGetTypeID`'s, `API_AVAILABLE(macos(10.3), ios(2.0))`
/// (CGColor.h, line 133). Source: iPhoneOS18.6.sdk CoreGraphics.framework.
@available(iOS 2.0, macOS 10.3, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, watchOS 2.0, *)
public final class CGColor: @unchecked Sendable {
  /// Mirrors `init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>)`
  /// (`CGColorRef __nullable CGColorCreate(CGColorSpaceRef cg_nullable space, const CGFloat *
  /// cg_nullable components) API_AVAILABLE(macos(10.3), ios(2.0))`, CGColor.h, line 26; Swift
  /// name `CGColor.init(colorSpace:components:)`, CoreGraphics.apinotes, line 60; the signature as
  /// CoreGraphics.swiftinterface, line 210, spells it): the components include alpha, and nil
  /// for a pattern space. Source: iPhoneOS18.6.sdk CoreGraphics.framework.
  @available(iOS 2.0, macOS 10.3, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, watchOS 2.0, *)
  public init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {}
}

/// Mirrors `class CGColorSpace` (`typedef struct CF_BRIDGED_TYPE(id) CGColorSpace
/// *CGColorSpaceRef; /* Swift Sendable */`, CGColorSpace.h, line 12): Sendable, as the overlay
/// declares (`extension CoreGraphics.CGColorSpace : @unchecked Swift.Sendable`,
/// CoreGraphics.swiftinterface, line 19). Its version is `CGColorSpaceGetTypeID`'s,
/// `API_AVAILABLE(macos(10.2), ios(2.0))` (CGColorSpace.h, line 374). Source: iPhoneOS18.6.sdk
/// CoreGraphics.framework.
@available(iOS 2.0, macOS 10.2, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, watchOS 2.0, *)
public final class CGColorSpace: @unchecked Sendable {
  /// Mirrors `init?(name: CFString)` (`CGColorSpaceRef __nullable
  /// CGColorSpaceCreateWithName(CFStringRef cg_nullable name) API_AVAILABLE(macos(10.2),
  /// ios(2.0))`, CGColorSpace.h, line 335; Swift name `CGColorSpace.init(name:)`,
  /// CoreGraphics.apinotes, line 155): nil for a name the system does not know. Source:
  /// iPhoneOS18.6.sdk CoreGraphics.framework.
  @available(iOS 2.0, macOS 10.2, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, watchOS 2.0, *)
  public init?(name: CFString) {}

  /// Mirrors `static let sRGB: CFString` (`const CFStringRef kCGColorSpaceSRGB
  /// API_AVAILABLE(macos(10.5), ios(9.0))`, CGColorSpace.h, line 93; Swift name
  /// `CGColorSpace.sRGB`, CoreGraphics.apinotes, line 1114). Source: iPhoneOS18.6.sdk
  /// CoreGraphics.framework.
  @available(iOS 9.0, macOS 10.5, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, watchOS 2.0, *)
  public static var sRGB: CFString { fatalError("a stand-in for type-checking only") }
  /// Mirrors `static let extendedSRGB: CFString` (`const CFStringRef kCGColorSpaceExtendedSRGB
  /// API_AVAILABLE(macos(10.12), ios(10.0))`, CGColorSpace.h, line 185; Swift name
  /// `CGColorSpace.extendedSRGB`, CoreGraphics.apinotes, line 1184). Source: iPhoneOS18.6.sdk
  /// CoreGraphics.framework.
  @available(iOS 10.0, macOS 10.12, macCatalyst 13.1, tvOS 10.0, visionOS 1.0, watchOS 3.0, *)
  public static var extendedSRGB: CFString { fatalError("a stand-in for type-checking only") }
  /// Mirrors `static let extendedLinearSRGB: CFString` (`const CFStringRef
  /// kCGColorSpaceExtendedLinearSRGB API_AVAILABLE(macos(10.12), ios(10.0))`, CGColorSpace.h,
  /// line 195; Swift name `CGColorSpace.extendedLinearSRGB`, CoreGraphics.apinotes, line 1188).
  /// Source: iPhoneOS18.6.sdk CoreGraphics.framework.
  @available(iOS 10.0, macOS 10.12, macCatalyst 13.1, tvOS 10.0, visionOS 1.0, watchOS 3.0, *)
  public static var extendedLinearSRGB: CFString {
    fatalError("a stand-in for type-checking only")
  }
  /// Mirrors `static let displayP3: CFString` (`const CFStringRef kCGColorSpaceDisplayP3
  /// API_AVAILABLE(macos(10.11.2), ios(9.3))`, CGColorSpace.h, line 71; Swift name
  /// `CGColorSpace.displayP3`, CoreGraphics.apinotes, line 1128). Source: iPhoneOS18.6.sdk
  /// CoreGraphics.framework.
  @available(iOS 9.3, macOS 10.11.2, macCatalyst 13.1, tvOS 9.3, visionOS 1.0, watchOS 2.3, *)
  public static var displayP3: CFString { fatalError("a stand-in for type-checking only") }
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Mirrors `static let genericGrayGamma2_2: CFString` (`const CFStringRef
  /// kCGColorSpaceGenericGrayGamma2_2 API_AVAILABLE(macos(10.6), ios(9.0))`, CGColorSpace.h,
  /// line 98; Swift name `CGColorSpace.genericGrayGamma2_2`, CoreGraphics.apinotes, line 1134).
  /// Source: iPhoneOS18.6.sdk CoreGraphics.framework.
  @available(iOS 9.0, macOS 10.6, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, watchOS 2.0, *)
  public static var genericGrayGamma2_2: CFString {
    fatalError("a stand-in for type-checking only")
  }
  /// Mirrors `static let extendedGray: CFString` (`const CFStringRef kCGColorSpaceExtendedGray
  /// API_AVAILABLE(macos(10.12), ios(10.0))`, CGColorSpace.h, line 202; Swift name
  /// `CGColorSpace.extendedGray`, CoreGraphics.apinotes, line 1190). Source: iPhoneOS18.6.sdk
  /// CoreGraphics.framework.
  @available(iOS 10.0, macOS 10.12, macCatalyst 13.1, tvOS 10.0, visionOS 1.0, watchOS 3.0, *)
  public static var extendedGray: CFString { fatalError("a stand-in for type-checking only") }

  private init() {}
}
