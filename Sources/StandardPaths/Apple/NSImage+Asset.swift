#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  extension NSImage {
    /// The decoded bitmaps that `NSImage(asset:)` shares: set its limits, or empty it, here.
    public static let assetBitmaps = DecodedImageCache<CGImage>()

    /// The image of `asset` on the current device, sized in points, so a 2× file draws sharp
    /// and as large as its 1× sibling; nil when no variant serves the device or the file cannot
    /// be decoded.
    public convenience init?(asset: Asset) {
      self.init(asset: asset, device: .current)
    }

    /// The image of `asset` for a window on `screen`, sized in points.
    @MainActor
    public convenience init?(asset: Asset, on screen: NSScreen) {
      self.init(asset: asset, device: Device(screen: screen))
    }

    /// The image of `asset` on `device`, sized in points: the chosen file's pixels divided by
    /// its scale. The file is read and decoded once (`NSImage.assetBitmaps`).
    public convenience init?(asset: Asset, device: Device) {
      guard let file = asset.imageFile(for: device), let shared = NSImage.sharedBitmap(of: file)
      else { return nil }
      self.init(cgImage: shared.bitmap, size: shared.size)
    }

    /// The bitmap of `file`, decoded once and shared (`assetBitmaps`), and its size in points:
    /// its pixels over the file's scale. Nil when the file cannot be read or decoded.
    static func sharedBitmap(of file: AssetImageFile) -> (bitmap: CGImage, size: NSSize)? {
      guard
        let bitmap = assetBitmaps.image(
          for: file, decode: { data, _ in NSBitmapImageRep(data: data)?.cgImage })
      else { return nil }
      let scale = CGFloat(file.scale)
      return (
        bitmap,
        NSSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
      )
    }
  }
#endif
