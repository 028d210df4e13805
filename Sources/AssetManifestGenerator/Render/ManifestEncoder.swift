import AssetFileReaders
import StandardPathsCore

/// Writes the resolve stage's table in the text format `AssetManifest` reads.
package enum ManifestEncoder {
  /// The `names`, `table` and `sizes` texts of `ManifestFormat`: `sizes` holds the pixel size
  /// of every file in `images` and the faces of every file in `fonts`, and is empty when there
  /// is none. Every file's name is its path in the bundle.
  package static func encode(
    _ groups: [AssetGroup], _ table: ResolvedTable, images: [String: ImageFacts] = [:],
    fonts: [String: FontNames] = [:], developmentLanguage: String = "en"
  ) -> (names: String, table: String, sizes: String) {
    let languages = Set(groups.compactMap(\.language)).sorted(by: UTF8Order.precedes)
    let languageIndex = Dictionary(uniqueKeysWithValues: languages.enumerated().map { ($1, $0) })
    let width = ManifestFormat.width(
      forFileCount: table.files.count, languageCount: languages.count)
    let knownDeviceCount = Device.knownDevices.count
    let languageList = languages.isEmpty ? "-" : languages.joined(separator: ",")
    var lines = [
      "\(ManifestFormat.version) \(width) \(knownDeviceCount) \(developmentLanguage) \(languageList)"
    ]
    lines.reserveCapacity(groups.count + 1)
    for (index, group) in groups.enumerated() {
      let role: ManifestFormat.Role =
        switch group.role {
        case .asset: .asset
        case .localizedAsset: .localizedAsset
        case .localization(nil): .unlocalized
        case .localization(let language?): .language(languageIndex[language]!)
        }
      let range = table.ranges[index]
      var numbers = ManifestFormat.encode(role.number, width: width)
      numbers += ManifestFormat.encode(range.lowerBound, width: width)
      numbers += ManifestFormat.encode(range.count, width: width)
      for answer in table.answers[index].prefix(knownDeviceCount) {
        numbers += ManifestFormat.encode(answer.map { $0 + 1 } ?? 0, width: width)
      }
      lines.append(group.request + "\t" + (group.type ?? "-") + "\t" + numbers)
    }
    let sizes =
      images.isEmpty && fonts.isEmpty
      ? ""
      : table.files.map { file in
        images[file].map { "\($0.width)x\($0.height)" } ?? fonts[file].map(fontLine) ?? "-"
      }
      .joined(separator: "\n")
    return (table.files.joined(separator: "\n"), lines.joined(separator: "\n"), sizes)
  }

  /// A font file's line of the `sizes` text: `ManifestFormat.fontLine(_:)` of its faces.
  private static func fontLine(_ names: FontNames) -> String {
    ManifestFormat.fontLine(names.faces.map { ($0.postScriptName, $0.family) })
  }
}
