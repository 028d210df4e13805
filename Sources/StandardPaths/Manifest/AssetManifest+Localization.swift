import StandardPathsCore

extension AssetManifest {
  /// The answer `answer` gives for `group`: the group's own, or, for a localized asset, that of
  /// its localizations (the rows after it) in `LocalizationOrder` for a user of `languages`
  /// (nil: `preferredLanguages`).
  /// A group beyond the table answers nil: the constants of a generated file whose table could
  /// not be read keep their numbers, and the table that stands in for it has no rows.
  func localizedFile(group: Int, languages: [String]?, _ answer: (Int) -> Int?) -> Int? {
    guard UInt(bitPattern: group) < UInt(bitPattern: decoded.groupCount) else { return nil }
    guard decoded.role(ofGroup: group) == .localizedAsset else { return answer(group) }
    var localizations: [String?] = []
    var row = group + 1
    rows: while row < decoded.groupCount {
      switch decoded.role(ofGroup: row) {
      case .unlocalized: localizations.append(nil)
      case .language(let index) where index < decoded.languages.count:
        localizations.append(decoded.languages[index])
      default: break rows
      }
      row += 1
    }
    return LocalizationOrder.firstAnswer(
      localizations: localizations, preferences: languages ?? preferredLanguages,
      developmentLanguage: decoded.developmentLanguage
    ) { answer(group + 1 + $0) }
  }

  /// The language folders of the manifest's localized assets (`de`, `Base`), in byte order.
  public var languages: [String] { decoded.languages }
}
