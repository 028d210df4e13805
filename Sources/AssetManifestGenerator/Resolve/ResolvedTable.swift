import StandardPathsCore

/// The resolve stage's result: the manifest's file order and every group's answer per device.
package struct ResolvedTable: Sendable {
  /// Every file's path, in manifest order: by group, then by path.
  package var files: [String]
  /// For each group, its first file's index and how many files it has.
  package var ranges: [Range<Int>]
  /// `answers[group][device]`: the chosen file's index, or nil when none serves the device.
  package var answers: [[Int?]]
  /// The devices the columns stand for: the known devices first, then any extra devices.
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

  /// The table with only the rows in `rows`; the files and their order stay.
  package func keepingRows(_ rows: [Int]) -> ResolvedTable {
    var table = self
    table.ranges = rows.map { ranges[$0] }
    table.answers = rows.map { answers[$0] }
    return table
  }

  /// The assets of `groups` (this table's rows) as a user of `languages` gets them: one row per
  /// asset, a localized asset answering with its language folders for those languages.
  package func seen(
    byUserOf languages: [String], groups: [AssetGroup], developmentLanguage: String
  ) -> (groups: [AssetGroup], table: ResolvedTable) {
    var table = self
    for row in groups.indices where groups[row].role == .localizedAsset {
      table.answers[row] = TableResolver.localizedAnswers(
        row, groups, answers, preferences: languages, developmentLanguage: developmentLanguage)
    }
    let assets = groups.indices.filter { groups[$0].isConstant }
    return (assets.map { groups[$0] }, table.keepingRows(assets))
  }
}
