// A stand-in for Apple's CoreGraphics, so that Scripts/typecheck-apple.sh can type-check the
// Apple-only glue on Linux. It declares only what the glue calls, with the availability and
// sendability of Apple's declarations; swift-corelibs-foundation already has CGFloat, CGSize and
// CGRect. Nothing here runs.
//
// No public copy of CoreGraphics' CGImage.h with a repository path was found: the versions are
// those of Apple's pages, and agree with the header's `CG_AVAILABLE_STARTING(10.0, 2.0)` (macOS
// 10.0, iOS 2.0; clang derives tvOS 9.0, watchOS 2.0, Mac Catalyst 13.1 and visionOS 1.0 from the
// iOS version).
@_exported import Foundation

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
