#if canImport(UIKit)
  import UIKit

  extension UIImage {
    /// The decoded images that `UIImage(asset:)` shares: set its limits, or empty it, here.
    public static let assetImages = DecodedImageCache<UIImage>()

    /// The image of `asset` on the current device, at the scale of the file chosen for it, or
    /// nil when no variant serves the device or the file cannot be decoded.
    ///
    /// The file is read and decoded once (`UIImage.assetImages`); each image made after shares
    /// the decoded bitmap.
    public convenience init?(asset: Asset) {
      self.init(asset: asset, device: .current)
    }

    /// The image of `asset` on `device`, at the scale of the file chosen for it: 2 for
    /// `hero@2x~ipad.png`, whatever UIKit would guess from the name.
    public convenience init?(asset: Asset, device: Device) {
      guard let file = asset.imageFile(for: device), let shared = UIImage.sharedImage(of: file),
        let bitmap = shared.cgImage
      else { return nil }
      self.init(cgImage: bitmap, scale: shared.scale, orientation: shared.imageOrientation)
    }

    /// The image of `file` at the file's scale, decoded once and shared (`assetImages`); nil
    /// when the file cannot be read or decoded.
    static func sharedImage(of file: AssetImageFile) -> UIImage? {
      assetImages.image(
        for: file, decode: { data, file in UIImage(data: data, scale: CGFloat(file.scale)) })
    }
  }

  #if !os(watchOS)
    extension UIImage {
      /// The image of `asset` for a view with `traitCollection`: on the screen the view is on,
      /// at the scale of the file chosen for it.
      public convenience init?(asset: Asset, compatibleWith traitCollection: UITraitCollection) {
        self.init(asset: asset, device: Device(traitCollection: traitCollection))
      }
    }
  #endif
#endif
