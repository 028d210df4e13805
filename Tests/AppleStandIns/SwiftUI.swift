// A stand-in for Apple's SwiftUI, so that Scripts/typecheck-apple.sh can type-check the glue on
// Linux. Every declaration mirrors apple-platform-api.md section 3 and is one the glue or the
// README's `swift apple` examples call; nothing here runs. It takes UIImage or NSImage from whichever stand-in the pass provides,
// UIKit first, as on Mac Catalyst.
@_exported import Foundation

#if canImport(UIKit)
  import UIKit
#elseif canImport(AppKit)
  import AppKit
#endif

/// Mirrors `@frozen struct Image` (documentation/swiftui/image).
@frozen
public struct Image {
  #if canImport(UIKit)
    /// Mirrors `init(uiImage: UIImage)` (documentation/swiftui/image/init(uiimage:)).
    public init(uiImage: UIImage) {}
  #elseif canImport(AppKit)
    /// Mirrors `nonisolated init(nsImage: NSImage)`
    /// (documentation/swiftui/image/init(nsimage:)).
    public nonisolated init(nsImage: NSImage) {}
  #endif
  /// Mirrors `init(_ name: String, bundle: Bundle? = nil)`
  /// (documentation/swiftui/image/init(_:bundle:)).
  public init(_ name: String, bundle: Bundle? = nil) {}
}

/// Mirrors `@MainActor @preconcurrency protocol View` (documentation/swiftui/view), for the
/// README's example; not in apple-platform-api.md. Its `body` lacks `@ViewBuilder`, which makes
/// the stand-in stricter than SwiftUI (one expression per body), never looser.
@MainActor @preconcurrency
public protocol View {
  /// The type of the view's body.
  associatedtype Body: View
  /// The view's content.
  var body: Body { get }
}

/// Mirrors `extension Never: View` (documentation/swiftui/view): the body of primitive views.
extension Never: View {
  /// Never has a body.
  public var body: Never { fatalError("a stand-in for type-checking only") }
}

/// Mirrors `extension Image: View` (documentation/swiftui/image): a primitive view.
extension Image: View {
  /// A primitive view has no body.
  public var body: Never { fatalError("a stand-in for type-checking only") }
}
