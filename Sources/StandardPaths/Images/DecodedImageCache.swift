import Foundation

/// Decoded images shared by every lookup of the same file at the same scale, the way
/// `UIImage(named:)` shares its images: a table whose rows show one asset reads and decodes its
/// file once, not once a row.
///
/// It is an `NSCache`: the system empties it under memory pressure on Apple platforms, and
/// `countLimit` and `totalCostLimit` bound it anywhere. Each image costs what it weighs decoded
/// (four bytes a pixel, from the size the generator read), or its file's size when that is
/// unknown. A file that cannot be read or decoded is not remembered, so a later call tries again.
/// Two threads that miss the same file at once may both decode it; both get a right image, and
/// the cache keeps one.
///
/// Images are handed from thread to thread, which suits the immutable image classes it is made
/// for (`UIImage`, `CGImage`).
public final class DecodedImageCache<Image: AnyObject>: @unchecked Sendable {
  // NSCache is thread-safe without outside locking: that makes the class Sendable.
  private let cache = NSCache<NSString, Image>()

  /// An empty cache with no limits but the system's.
  public init() {}

  /// How many images the cache holds at most; 0, the default, is no limit. NSCache may go over
  /// it for a while.
  public var countLimit: Int {
    get { cache.countLimit }
    set { cache.countLimit = newValue }
  }

  /// How many bytes of decoded images the cache holds at most; 0, the default, is no limit.
  public var totalCostLimit: Int {
    get { cache.totalCostLimit }
    set { cache.totalCostLimit = newValue }
  }

  /// The image of `file`: the one decoded before, or `decode` applied to the file's bytes now
  /// and kept; nil when the file cannot be read or `decode` gives nil.
  public func image(for file: AssetImageFile, decode: (Data, AssetImageFile) -> Image?) -> Image? {
    // The scale is part of the key: `hero-hd.png` is 2× on a phone and 1× on a pad.
    let key = "\(file.scale) \(file.url.path)" as NSString
    if let image = cache.object(forKey: key) { return image }
    guard let data = try? Data(contentsOf: file.url), let image = decode(data, file) else {
      return nil
    }
    cache.setObject(image, forKey: key, cost: file.decodedByteCount ?? data.count)
    return image
  }

  /// Empties the cache, as the system does under memory pressure.
  public func removeAllImages() {
    cache.removeAllObjects()
  }
}
