import StandardPaths

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
}

/// The resolve stage: asks `VariantResolver`, through `CandidateTemplates`, for every group on
/// every device.
package enum TableResolver {
  package static func resolve(_ groups: [AssetGroup], devices: [Device]) -> ResolvedTable {
    var files: [String] = []
    var ranges: [Range<Int>] = []
    for group in groups {
      ranges.append(files.count..<(files.count + group.files.count))
      files += group.files.map(\.path)
    }
    let index = Dictionary(
      files.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    var templates = CandidateTemplates(devices: devices)
    let answers = groups.map { group in
      templates.resolve(group.request, ofType: group.type) { index[$0] != nil }
        .map { $0.flatMap { index[$0] } }
    }
    return ResolvedTable(files: files, ranges: ranges, answers: answers, devices: devices)
  }
}
