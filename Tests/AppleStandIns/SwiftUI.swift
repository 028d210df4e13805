// A stand-in for Apple's SwiftUI, so that Scripts/typecheck-apple.sh can type-check the glue on
// Linux. It declares only what the glue or the documentation's `swift apple` examples call, with
// the availability and isolation of Apple's declarations; nothing here runs. It takes UIImage or
// NSImage from whichever stand-in the pass provides, UIKit first, as on Mac Catalyst.
//
// Sources: SwiftUI's `.swiftinterface` is too large for the public index to hold as text, so the
// facts are those of Apple's pages (named on each declaration): SwiftUI's first release is
// iOS 13.0, macOS 10.15, Mac Catalyst 13.0, tvOS 13.0, watchOS 6.0 and visionOS 1.0. `Image` and
// `Color` are Sendable, as the iOS 18.6 SDK's SwiftUI.swiftinterface declares them
// (`@frozen public struct Image : Swift.Equatable, Swift.Sendable`, and likewise `Color`).
//
// `import SwiftUI` brings UIKit, or on the Mac AppKit, with it: SwiftUI's clang module
// (`framework module SwiftUI [system] { umbrella header "SwiftUI.h" export * ... }`) imports
// `<UIKit/UIKit.h>` where the target is not macOS and `<AppKit/AppKit.h>` where it is
// (iPhoneOS18.6.sdk SwiftUI.framework Headers/SwiftUI.h, lines 7 to 13), and its Swift module
// re-exports that clang module (`@_exported import SwiftUI`), so this stand-in re-exports them
// too. On watchOS SwiftUI.h also imports WatchKit, which this stand-in does not re-export: a
// file that needs WatchKit imports it, which is never looser than SwiftUI.
@_exported import Foundation

#if canImport(UIKit)
  @_exported import UIKit
#elseif canImport(AppKit)
  @_exported import AppKit
#endif

/// Mirrors `@frozen struct Image: Equatable, Sendable` (documentation/swiftui/image).
@available(iOS 13.0, macOS 10.15, macCatalyst 13.0, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@frozen
public struct Image: Sendable {
  #if canImport(UIKit)
    /// Mirrors `init(uiImage: UIImage)` (documentation/swiftui/image/init(uiimage:)), which the
    /// Mac has not.
    @available(iOS 13.0, macCatalyst 13.0, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
    @available(macOS, unavailable)
    public init(uiImage: UIImage) {}
  #elseif canImport(AppKit)
    /// Mirrors `nonisolated init(nsImage: NSImage)` (documentation/swiftui/image/init(nsimage:)),
    /// the Mac's alone.
    @available(macOS 10.15, *)
    @available(iOS, unavailable)
    @available(macCatalyst, unavailable)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @available(watchOS, unavailable)
    public nonisolated init(nsImage: NSImage) {}
  #endif
  /// Mirrors `init(_ name: String, bundle: Bundle? = nil)`
  /// (documentation/swiftui/image/init(_:bundle:)).
  @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  public init(_ name: String, bundle: Bundle? = nil) {}
}

/// Mirrors `@frozen struct Color: Hashable, CustomStringConvertible, Sendable`
/// (documentation/swiftui/color).
@available(iOS 13.0, macOS 10.15, macCatalyst 13.0, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@frozen
public struct Color: Sendable {
  /// Mirrors `init(_ name: String, bundle: Bundle? = nil)`
  /// (documentation/swiftui/color/init(_:bundle:)).
  @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  public init(_ name: String, bundle: Bundle? = nil) {}
  #if canImport(UIKit)
    /// Mirrors `@_disfavoredOverload init(_ color: UIColor)`, to be deprecated (`deprecated:
    /// 100000.0`) in favor of `Color(uiColor:)`, which needs iOS 15; a color that follows the
    /// UIKit color's adaptability. Source: iPhoneOS18.6.sdk SwiftUI.swiftinterface, line 15847
    /// (its extension on lines 15841 to 15846: iOS and tvOS 13.0, watchOS 6.0, visionOS 1.0,
    /// `@available(macOS, unavailable)`).
    @available(
      iOS, introduced: 13.0, deprecated: 100000.0,
      message: "Use Color(uiColor:) when converting a UIColor, or create a standard Color directly"
    )
    @available(
      macCatalyst, introduced: 13.0, deprecated: 100000.0,
      message: "Use Color(uiColor:) when converting a UIColor, or create a standard Color directly"
    )
    @available(
      tvOS, introduced: 13.0, deprecated: 100000.0,
      message: "Use Color(uiColor:) when converting a UIColor, or create a standard Color directly"
    )
    @available(
      watchOS, introduced: 6.0, deprecated: 100000.0,
      message: "Use Color(uiColor:) when converting a UIColor, or create a standard Color directly"
    )
    @available(
      visionOS, introduced: 1.0, deprecated: 100000.0,
      message: "Use Color(uiColor:) when converting a UIColor, or create a standard Color directly"
    )
    @available(macOS, unavailable)
    @_disfavoredOverload
    public init(_ color: UIColor) {}
  #elseif canImport(AppKit)
    /// Mirrors `init(_ color: NSColor)`, the Mac's alone, to be deprecated (`deprecated:
    /// 100000.0`) in favor of `Color(nsColor:)`, which needs macOS 12; a color that follows the
    /// AppKit color's adaptability. No public copy of the macOS SDK's SwiftUI interface with a
    /// repository path was found: this is the counterpart of the iOS SDK's `init(_ color:
    /// UIColor)` (iPhoneOS18.6.sdk SwiftUI.swiftinterface, line 15847) with the attributes a
    /// generated macOS SwiftUI interface in the public index gives it (`@available(macOS,
    /// introduced: 10.15, deprecated: 100000.0, message: "Use Color(nsColor:) when converting a
    /// NSColor, or create a standard Color directly")`, iOS, tvOS and watchOS unavailable), and
    /// without `@_disfavoredOverload`, which that interface does not show.
    @available(
      macOS, introduced: 10.15, deprecated: 100000.0,
      message: "Use Color(nsColor:) when converting a NSColor, or create a standard Color directly"
    )
    @available(iOS, unavailable)
    @available(macCatalyst, unavailable)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @available(watchOS, unavailable)
    public init(_ color: NSColor) {}
  #endif
}

/// Mirrors `@MainActor @preconcurrency protocol View` (documentation/swiftui/view), for the
/// README's example. Its `body` lacks `@ViewBuilder`, which makes the stand-in stricter than
/// SwiftUI (one expression per body), never looser.
@available(iOS 13.0, macOS 10.15, macCatalyst 13.0, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol View {
  /// The type of the view's body.
  associatedtype Body: View
  /// The view's content.
  @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  var body: Body { get }
}

/// Mirrors `extension Never: View` (documentation/swiftui/view): the body of primitive views.
@available(iOS 13.0, macOS 10.15, macCatalyst 13.0, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
extension Never: View {
  /// Never has a body.
  @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  public var body: Never { fatalError("a stand-in for type-checking only") }
}

/// Mirrors `extension Image: View` (documentation/swiftui/image): a primitive view.
@available(iOS 13.0, macOS 10.15, macCatalyst 13.0, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
extension Image: View {
  /// A primitive view has no body.
  @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  public var body: Never { fatalError("a stand-in for type-checking only") }
}

/// Mirrors `struct Font: Hashable, Sendable` (documentation/swiftui/font); whether it is
/// `@frozen` is unconfirmed and does not matter to the glue.
@available(iOS 13.0, macOS 10.15, macCatalyst 13.0, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
public struct Font: Hashable, Sendable {
  /// Mirrors `static func custom(_ name: String, size: CGFloat) -> Font`
  /// (documentation/swiftui/font/custom(_:size:)): the font of that PostScript name, scaled
  /// with the body text style; SwiftUI's system font when no registered font has the name.
  @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, tvOS 13.0, visionOS 1.0, watchOS 6.0, *)
  public static func custom(_ name: String, size: CGFloat) -> Font {
    fatalError("a stand-in for type-checking only")
  }
}
