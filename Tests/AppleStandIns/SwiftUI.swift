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
@_exported import Foundation

#if canImport(UIKit)
  import UIKit
#elseif canImport(AppKit)
  import AppKit
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
