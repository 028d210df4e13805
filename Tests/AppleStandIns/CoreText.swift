// A stand-in for Apple's CoreText, so that Scripts/typecheck-apple.sh can type-check the glue on
// Linux. It declares only what the glue calls, with the availability of Apple's declarations;
// nothing here runs.
//
// Sources: the iPhoneOS SDK's CoreText headers in the public repository itsnebulalol/sdks (also
// xybp888/iOS-SDKs), `iPhoneOS17.0.sdk/System/Library/Frameworks/CoreText.framework/Headers/`
// CTFontManager.h and CTFontManagerErrors.h. `CT_AVAILABLE(macos(a), ios(b), watchos(c),
// tvos(d))` is `macOS a, iOS b, watchOS c, tvOS d`; clang derives Mac Catalyst (13.1 at the
// earliest) and visionOS (1.0) from the iOS version. Swift imports a `CF_ENUM` as a non-frozen
// enum, as here.
//
// CoreText re-exports CoreFoundation, whose types Linux's Foundation does not have: here
// `CFURL`, `CFError` and `CFString` are the Foundation classes they are toll-free bridged with
// on Apple platforms, so that `url as CFURL`, `error as Error as NSError` and `domain as String`
// type-check as they do there; `CFIndex` is `Int`, as on Apple platforms.
@_exported import Foundation

/// Mirrors CoreFoundation's `typealias CFIndex = Int` (CFBase.h: `typedef signed long CFIndex`).
public typealias CFIndex = Int
/// Stands for CoreFoundation's `CFURL`, toll-free bridged with `NSURL`.
public typealias CFURL = NSURL
/// Stands for CoreFoundation's `CFError`, toll-free bridged with `NSError` (and an `Error`).
public typealias CFError = NSError
/// Stands for CoreFoundation's `CFString`, toll-free bridged with `NSString`.
public typealias CFString = NSString

/// Mirrors `typedef CF_ENUM(uint32_t, CTFontManagerScope)`. Source: iPhoneOS17.0.sdk
/// CTFontManager.h (`kCTFontManagerScopeProcess = 1`; `Persistent` `ios(13.0)`; `Session`
/// macOS only).
@available(iOS 4.1, macOS 10.6, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, watchOS 2.0, *)
public enum CTFontManagerScope: UInt32, @unchecked Sendable {
  case none = 0
  case process = 1
  @available(iOS 13.0, macOS 10.6, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  case persistent = 2
  @available(macOS 10.6, *)
  @available(iOS, unavailable)
  @available(macCatalyst, unavailable)
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  @available(watchOS, unavailable)
  case session = 3
}

/// Mirrors `typedef CF_ENUM(CFIndex, CTFontManagerError)`, of which the glue uses
/// `kCTFontManagerErrorAlreadyRegistered = 105`: "the file has already been registered in the
/// specified scope". Source: iPhoneOS17.0.sdk CTFontManagerErrors.h.
@available(iOS 3.2, macOS 10.6, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, watchOS 2.0, *)
public enum CTFontManagerError: CFIndex, @unchecked Sendable {
  case alreadyRegistered = 105
}

/// Mirrors `let kCTFontManagerErrorDomain: CFString` (`CT_AVAILABLE(macos(10.6), ios(3.2),
/// watchos(2.0), tvos(9.0))`), the domain of Core Text's font manager errors. Source:
/// iPhoneOS17.0.sdk CTFontManagerErrors.h.
@available(iOS 3.2, macOS 10.6, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, watchOS 2.0, *)
public var kCTFontManagerErrorDomain: CFString {
  fatalError("a stand-in for type-checking only")
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Mirrors `func CTFontManagerRegisterFontsForURL(_ fontURL: CFURL, _ scope: CTFontManagerScope,
/// _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool` (`CT_AVAILABLE(macos(10.6),
/// ios(4.1), watchos(2.0), tvos(9.0))`): registers the fonts of a `.ttf`, `.otf` or collection
/// file; fails with `kCTFontManagerErrorAlreadyRegistered` for a file already registered in the
/// scope. Source: iPhoneOS17.0.sdk CTFontManager.h.
@available(iOS 4.1, macOS 10.6, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, watchOS 2.0, *)
public func CTFontManagerRegisterFontsForURL(
  _ fontURL: CFURL, _ scope: CTFontManagerScope,
  _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
  fatalError("a stand-in for type-checking only")
}
