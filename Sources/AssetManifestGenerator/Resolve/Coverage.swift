import AssetFileReaders
import StandardPathsCore

/// How well each device is served: for every group and device, whether the chosen file is
/// drawn at the device's scale, scaled up (blurry), scaled down, or missing.
package struct Coverage: Sendable {
  /// One cell's status.
  package enum Status: String, Sendable, CaseIterable {
    /// The chosen file's scale is the device's (a multi-page TIFF counts for every scale).
    case atScale = "at-scale"
    /// A file of lower scale than the device's, while the asset has variants of other scales.
    case upscaled
    /// A file of higher scale than the device's.
    case downscaled
    /// Every variant the device could get has one scale: a sound, a nib, an image made once.
    case oneScale = "one-scale"
    /// No file serves the device.
    case notServed = "not-served"
  }

  /// `statuses[group][device]`, in the table's order.
  package var statuses: [[Status]]
  /// The chosen file's scale, `scales[group][device]`, or nil when none serves the device.
  package var scales: [[Double?]]

  /// The statuses of `table`'s answers; `images` tells multi-page TIFFs apart.
  package init(_ groups: [AssetGroup], _ table: ResolvedTable, images: [String: ImageFacts]) {
    statuses = []
    scales = []
    for (group, answers) in zip(groups, table.answers) {
      var row: [Status] = []
      var rowScales: [Double?] = []
      for (device, answer) in zip(table.devices, answers) {
        guard let answer else {
          row.append(.notServed)
          rowScales.append(nil)
          continue
        }
        let chosen = table.files[answer]
        let scale = chosen.scaleFromSuffix(on: device)
        rowScales.append(scale)
        let scalesOffered = Set(group.files.map { $0.path.scaleFromSuffix(on: device) })
        if let facts = images[chosen], facts.format == .tiff, facts.pages > 1 {
          row.append(.atScale)
        } else if scale == device.scale {
          row.append(.atScale)
        } else if scalesOffered.count == 1 {
          row.append(.oneScale)
        } else {
          row.append(scale < device.scale ? .upscaled : .downscaled)
        }
      }
      statuses.append(row)
      scales.append(rowScales)
    }
  }
}
