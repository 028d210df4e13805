import StandardPathsCore

/// The resolve stage's result: the manifest's file order and every group's answer per device.
package struct ResolvedTable: Sendable {
  /// Every file's path, in manifest order: by group, then by path.
  package var files: [String]
  /// For each group, its first file's index and how many files it has.
  package var ranges: [Range<Int>]
  /// `answers[group][device]`: the chosen file's index, or nil when none serves the device.
  package var answers: [[Int?]]
  /// The devices the columns stand for: the catalogue first, then any extra devices.
  package var devices: [Device]

  /// The table with only the columns of `kept` devices, for checks that speak of the devices a
  /// project ships to.
  package func keeping(_ kept: (Device) -> Bool) -> ResolvedTable {
    let columns = devices.indices.filter { kept(devices[$0]) }
    var table = self
    table.devices = columns.map { devices[$0] }
    table.answers = answers.map { row in columns.map { row[$0] } }
    return table
  }
}
