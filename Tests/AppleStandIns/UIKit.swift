// A stand-in for Apple's UIKit, so that Scripts/typecheck-apple.sh can type-check the glue on
// Linux. Every declaration mirrors apple-platform-api.md section 1 (the Apple documentation
// page is named on each) and is one the glue or the README's `swift apple` examples call;
// nothing here runs. Built with
// -D STANDIN_WATCHOS it is watchOS's UIKit, which has UIImage and none of UIScreen, UIDevice,
// UITraitCollection or UIUserInterfaceIdiom; with -D STANDIN_VISIONOS it is visionOS's, which has
// all of them but UIScreen.
@_exported import CoreGraphics
@_exported import Foundation

/// Mirrors `class UIImage` (documentation/uikit/uiimage); no `@MainActor`.
open class UIImage {
  /// Mirrors `init?(data: Data, scale: CGFloat)` (documentation/uikit/uiimage/init(data:scale:)).
  public init?(data: Data, scale: CGFloat) {}
  /// Mirrors `init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation)`
  /// (documentation/uikit/uiimage/init(cgimage:scale:orientation:)-2ouhh), non-failable.
  public init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {}
  /// Mirrors `var scale: CGFloat { get }` (documentation/uikit/uiimage/scale).
  open var scale: CGFloat { fatalError("a stand-in for type-checking only") }
  /// Mirrors `var cgImage: CGImage? { get }` (documentation/uikit/uiimage/cgimage).
  open var cgImage: CGImage? { fatalError("a stand-in for type-checking only") }
  /// Mirrors `var imageOrientation: UIImage.Orientation { get }`
  /// (documentation/uikit/uiimage/imageorientation).
  open var imageOrientation: UIImage.Orientation { fatalError("a stand-in for type-checking only") }

  /// Mirrors `enum UIImage.Orientation: Int` (documentation/uikit/uiimage/orientation).
  public enum Orientation: Int {
    /// The cases, 0 to 7.
    case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
  }
}

#if !STANDIN_WATCHOS && !STANDIN_VISIONOS
  /// Mirrors `@MainActor class UIScreen` (documentation/uikit/uiscreen); not on watchOS or
  /// visionOS.
  @MainActor
  open class UIScreen {
    /// Mirrors `class var main: UIScreen { get }` (documentation/uikit/uiscreen/main).
    open class var main: UIScreen { fatalError("a stand-in for type-checking only") }
    /// Mirrors `var scale: CGFloat { get }` (documentation/uikit/uiscreen/scale).
    open var scale: CGFloat { fatalError("a stand-in for type-checking only") }
    /// Mirrors `var bounds: CGRect { get }` (documentation/uikit/uiscreen/bounds), in points.
    open var bounds: CGRect { fatalError("a stand-in for type-checking only") }
  }
#endif

#if !STANDIN_WATCHOS

  /// Mirrors `class UITraitCollection` (documentation/uikit/uitraitcollection): Sendable, not
  /// main-actor isolated; not on watchOS.
  open class UITraitCollection: @unchecked Sendable {
    /// Mirrors `var displayScale: CGFloat { get }`
    /// (documentation/uikit/uitraitcollection/displayscale); 0 when unspecified.
    open var displayScale: CGFloat { fatalError("a stand-in for type-checking only") }
    /// Mirrors `var userInterfaceIdiom: UIUserInterfaceIdiom { get }`
    /// (documentation/uikit/uitraitcollection/userinterfaceidiom).
    open var userInterfaceIdiom: UIUserInterfaceIdiom {
      fatalError("a stand-in for type-checking only")
    }
    /// Mirrors `class var current: UITraitCollection { get set }`
    /// (documentation/uikit/uitraitcollection/current).
    open class var current: UITraitCollection {
      get { fatalError("a stand-in for type-checking only") }
      set {}
    }
  }

  /// Mirrors `@MainActor class UIDevice` (documentation/uikit/uidevice); not on watchOS.
  @MainActor
  open class UIDevice {
    /// Mirrors `class var current: UIDevice { get }` (documentation/uikit/uidevice/current).
    open class var current: UIDevice { fatalError("a stand-in for type-checking only") }
    /// Mirrors `var userInterfaceIdiom: UIUserInterfaceIdiom { get }`
    /// (documentation/uikit/uidevice/userinterfaceidiom).
    open var userInterfaceIdiom: UIUserInterfaceIdiom {
      fatalError("a stand-in for type-checking only")
    }
  }

  /// Mirrors `@MainActor class UIView` (documentation/uikit/uiview), for the README's example;
  /// not in apple-platform-api.md.
  @MainActor
  open class UIView {
    /// Mirrors `UITraitEnvironment.traitCollection` (apple-platform-api.md 1d;
    /// documentation/uikit/uitraitenvironment/traitcollection), which UIView adopts.
    open var traitCollection: UITraitCollection { fatalError("a stand-in for type-checking only") }
  }

  /// Mirrors `@MainActor class UIImageView` (documentation/uikit/uiimageview), for the README's
  /// example; not in apple-platform-api.md.
  @MainActor
  open class UIImageView: UIView {
    /// Mirrors `var image: UIImage? { get set }` (documentation/uikit/uiimageview/image).
    open var image: UIImage? {
      get { fatalError("a stand-in for type-checking only") }
      set {}
    }
  }

  /// Mirrors `enum UIUserInterfaceIdiom: Int` (documentation/uikit/uiuserinterfaceidiom), with
  /// its raw values; not on watchOS.
  public enum UIUserInterfaceIdiom: Int, Sendable {
    /// -1.
    case unspecified = -1
    /// 0.
    case phone = 0
    /// 1.
    case pad = 1
    /// 2.
    case tv = 2
    /// 3.
    case carPlay = 3
    /// 5.
    case mac = 5
    /// 6.
    case vision = 6
  }
#endif
