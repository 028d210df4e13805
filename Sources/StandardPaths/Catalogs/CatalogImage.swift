import Foundation
import StandardPathsCore

/// An image set of an asset catalog (`Media.xcassets/Icons/star.imageset`): what a generated
/// constant such as `Assets.Icons.star` is.
///
/// It knows the name UIKit, AppKit and SwiftUI load it by, and which of its slots each device
/// gets, on every platform: the known devices' answers were chosen at build time, any other
/// device's are chosen the same way (`CatalogSlotChoice`) without touching the disk. Where no
/// build compiled the catalog (`swift build`, Linux, a `.copy` resource), ``url(for:appearance:)``
/// finds the chosen slot's file in the bundle's copy of it.
public struct CatalogImage: Hashable, Sendable {
  /// One filled slot of the set.
  public struct Slot: Hashable, Sendable {
    /// The slot's idiom as `Contents.json` writes it: `universal`, `iphone`, `ipad`, `mac`, ….
    public var idiom: String
    /// The slot's scale, nil for a single image of any scale.
    public var scale: Double?
    /// The appearance the slot is for.
    public var appearance: CatalogAppearance
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
  private var entry:
    (entry: CatalogFormat.Entry, name: String, slots: [CatalogFormat.Slot], answers: [Int?])?
  {
    guard let entry = source.entry, case .image(let name, _, let slots, let answers) = entry
    else { return nil }
    return (entry, name, slots, answers)
  }

  /// The set's catalog name, which `UIImage(named:in:compatibleWith:)` takes: `Icons/star`.
  public var name: String { entry?.name ?? "" }
  /// The slots that hold a file and are for no trait but an appearance, in the set's order.
  public var slots: [Slot] {
    (entry?.slots ?? []).map(Slot.init)
  }
  /// The path of the bundle whose compiled catalog holds the set (`Bundle.module`'s), nil when
  /// the generated file names none.
  public var bundlePath: String? { source.bundlePath }

  /// The bundle whose compiled catalog holds the set, what UIKit, AppKit and SwiftUI take
  /// beside `name`; nil when the generated file names none (they then search the main bundle).
  public var bundle: Bundle? { bundlePath.flatMap { Bundle(path: $0) } }

  /// The slot `device` gets for `appearance`: that appearance's slots first, then those it
  /// falls back to (``CatalogAppearance``); among them the device's idiom's slots first, else
  /// the universal ones, then the nearest scale (exact, else the next higher, else the highest
  /// lower); nil when no slot serves the device.
  public func slot(for device: Device, appearance: CatalogAppearance = .any) -> Slot? {
    guard let entry,
      let index = Self.index(in: entry.slots, entry.answers, for: device, appearance: appearance)
    else { return nil }
    return Slot(entry.slots[index])
  }

  /// The path inside the catalog of the file `device` gets for `appearance`, or nil when no
  /// slot serves it.
  public func file(for device: Device, appearance: CatalogAppearance = .any) -> String? {
    slot(for: device, appearance: appearance)?.file
  }

  /// The URL of the file `device` gets for `appearance` in the bundle's copy of the catalog,
  /// which a build that compiles no catalog makes (`swift build` on Linux and on a Mac, a
  /// `.copy` resource); nil when no slot serves the device, when the bundle holds no such file
  /// (Xcode compiled the catalog into `Assets.car`), or when the generated file names no bundle.
  /// The one answer of a catalog constant that reads the disk: it checks that the file is there.
  public func url(for device: Device, appearance: CatalogAppearance = .any) -> URL? {
    guard let entry,
      let index = Self.index(in: entry.slots, entry.answers, for: device, appearance: appearance)
    else { return nil }
    return source.url(ofFile: entry.slots[index].file, in: entry.entry)
  }

  /// The index among `slots`, a row's slots with its known devices' `answers`, of the one
  /// `device` gets for `appearance`. Given the decoded row, so that a lookup decodes it once.
  private static func index(
    in slots: [CatalogFormat.Slot], _ answers: [Int?], for device: Device,
    appearance: CatalogAppearance
  ) -> Int? {
    if appearance == .any, let known = device.knownDeviceIndex, answers.indices.contains(known) {
      return answers[known].flatMap { slots.indices.contains($0) ? $0 : nil }
    }
    return CatalogSlotChoice.choose(slots, for: device, appearance: appearance.rawValue)
  }
}

extension CatalogImage.Slot {
  /// The slot as the table holds it.
  init(_ slot: CatalogFormat.Slot) {
    self.init(
      idiom: slot.idiom, scale: slot.scale,
      appearance: CatalogAppearance(rawValue: slot.appearance) ?? .any, file: slot.file)
  }
}
