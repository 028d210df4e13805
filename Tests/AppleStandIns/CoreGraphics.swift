// A stand-in for Apple's CoreGraphics, so that Scripts/typecheck-apple.sh can type-check the
// Apple-only glue on Linux. It declares only what apple-platform-api.md gives and the glue
// calls; swift-corelibs-foundation already has CGFloat, CGSize and CGRect. Nothing here runs.
@_exported import Foundation

/// Mirrors `class CGImage` (documentation/coregraphics/cgimage), a bitmap image.
public final class CGImage {
  /// Mirrors `var width: Int { get }` (documentation/coregraphics/cgimage/width): pixels.
  public var width: Int { fatalError("a stand-in for type-checking only") }
  /// Mirrors `var height: Int { get }` (documentation/coregraphics/cgimage/height): pixels.
  public var height: Int { fatalError("a stand-in for type-checking only") }

  private init() {}
}
