import Foundation
import StandardPathsCore

/// An image set of an asset catalog (`Media.xcassets/Icons/star.imageset`): what a generated
/// constant such as `Assets.Icons.star` is.
///
/// It knows the name UIKit, AppKit and SwiftUI load it by, and which of its slots each device
/// gets, on every platform: the known devices' answers were chosen at build time, any other
/// device's are chosen the same way (`CatalogSlotChoice`) without touching the disk.
public struct CatalogImage: Hashable, Sendable {
  /// One filled slot of the set.
  public struct Slot: Hashable, Sendable {
    /// The slot's idiom as `Contents.json` writes it: `universal`, `iphone`, `ipad`, `mac`, ….
    public var idiom: String
    /// The slot's scale, nil for a single image of any scale.
    public var scale: Double?
    /// The file's path inside the catalog: `Icons/star.imageset/star@2x.png`.
    public var file: String
  }

  /// The set's row of its table.
  let source: CatalogRow

  /// The set at `row` of `table`; generated code calls this.
  ///
  /// - Important: `table` must live until the process ends, as a generated file's global
  ///   does: the constant does not retain it. That is why this initializer is not public API.
  @_spi(AssetManifestGenerated)
  public init(_ table: AssetCatalogTable, _ row: Int) {
    source = CatalogRow(table, row)
  }

  /// The set's row, read from the table's text; nil when the row is no image set.
  private var entry: (name: String, slots: [Slot], answers: [Int?])? {
    guard case .image(let name, let slots, let answers)? = source.entry else { return nil }
    return (name, slots.map { Slot(idiom: $0.idiom, scale: $0.scale, file: $0.file) }, answers)
  }

  /// The set's catalog name, which `UIImage(named:in:compatibleWith:)` takes: `Icons/star`.
  public var name: String { entry?.name ?? "" }
  /// The slots that hold a file and are for any appearance, in the set's order.
  public var slots: [Slot] { entry?.slots ?? [] }
  /// The path of the bundle whose compiled catalog holds the set (`Bundle.module`'s), nil when
  /// the generated file names none.
  public var bundlePath: String? { source.bundlePath }

  /// The bundle whose compiled catalog holds the set, what UIKit, AppKit and SwiftUI take
  /// beside `name`; nil when the generated file names none (they then search the main bundle).
  public var bundle: Bundle? { bundlePath.flatMap { Bundle(path: $0) } }

  /// The slot `device` gets: its idiom's slots first, else the universal ones, then the
  /// nearest scale (exact, else the next higher, else the highest lower); nil when no slot
  /// serves the device.
  public func slot(for device: Device) -> Slot? {
    guard let (_, slots, answers) = entry else { return nil }
    if let index = device.knownDeviceIndex, answers.indices.contains(index) {
      return answers[index].flatMap { slots.indices.contains($0) ? slots[$0] : nil }
    }
    return CatalogSlotChoice.choose(slots.map { ($0.idiom, $0.scale) }, for: device)
      .map { slots[$0] }
  }

  /// The path inside the catalog of the file `device` gets, or nil when no slot serves it.
  public func file(for device: Device) -> String? { slot(for: device)?.file }
}
