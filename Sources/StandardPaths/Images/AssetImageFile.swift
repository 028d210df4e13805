import Foundation

/// The file an asset gives one device, with what drawing it at the right size needs: where it
/// is and how many of its pixels make a point.
///
/// The scale comes from the file's name as the resolution rules read it (`hero@2x~ipad.png` is
/// 2×, `hero-hd.png` is 2× on a phone), not from what UIKit guesses from a name, so an image
/// made with it is as large in points on every device.
public struct AssetImageFile: Hashable, Sendable {
  /// The chosen file's location in the bundle.
  public let url: URL
  /// Pixels per point of the file on the device it was chosen for.
  public let scale: Double
  /// The file's size in pixels, as the generator read it from the header, or nil when it could
  /// not.
  public let pixelSize: PixelSize?

  /// The file's size in points: its pixels divided by its scale, or nil without a pixel size.
  public var pointSize: Device.ScreenSize? { pixelSize?.pointSize(scale: scale) }

  /// What the decoded image weighs in memory, four bytes a pixel, or nil without a pixel size:
  /// the cost a cache of decoded images charges for it.
  public var decodedByteCount: Int? {
    pixelSize.map {
      let (pixels, tooWide) = $0.width.multipliedReportingOverflow(by: $0.height)
      let (bytes, tooMany) = pixels.multipliedReportingOverflow(by: 4)
      return tooWide || tooMany ? Int.max : bytes
    }
  }
}

extension Asset {
  /// The file chosen for `device`, with its scale and size, or nil when no variant serves the
  /// device or the manifest has no bundle to find files in.
  public func imageFile(for device: Device = .current) -> AssetImageFile? {
    guard let (file, scale) = chosenFileAndScale(for: device), let url = manifest.url(file: file)
    else { return nil }
    return AssetImageFile(url: url, scale: scale, pixelSize: manifest.pixelSize(ofFile: file))
  }

  /// The bytes of the file chosen for `device`, or nil when no variant serves the device.
  ///
  /// This is the one property of an asset that reads the disk.
  /// - Throws: the error reading the file, as `Data(contentsOf:)` gives it.
  public func data(for device: Device = .current) throws -> Data? {
    guard let url = url(for: device) else { return nil }
    return try Data(contentsOf: url)
  }
}
