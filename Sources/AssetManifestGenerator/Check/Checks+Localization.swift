import StandardPathsCore

extension Checks {
  /// Localized resources that users of some languages cannot get, language folders that are
  /// named after no language, and a resource with two folders of one language.
  static func localization(_ groups: [AssetGroup], developmentLanguage: String) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    let localizations = groups.indices.filter { groups[$0].role == .localizedAsset }.map {
      (asset: groups[$0], members: Array(Localizer.localizations(of: $0, in: groups)))
    }
    let everyLanguage = Set(localizations.flatMap { $0.members.compactMap(\.language) })
    for (asset, members) in localizations {
      diagnostics += missingFallback(
        asset, members, everyLanguage: everyLanguage, developmentLanguage: developmentLanguage)
      let byLanguage = Dictionary(grouping: members.filter { $0.language != nil }) {
        $0.language!
      }
      for (language, twins) in byLanguage where twins.count > 1 {
        diagnostics.append(
          Diagnostic(
            .error, twins[1].files[0].path,
            "'\(asset.request)' is in two \(language).lproj folders, '\(twins[0].request)' and "
              + "'\(twins[1].request)', and only one can be chosen; keep one of the two folders"))
      }
    }
    var named = Set<String>()
    for (_, members) in localizations {
      for member in members {
        guard let language = member.language, language != LocalizationOrder.base,
          LanguageTag(language)?.isKnownLanguage != true,
          let (_, _, parent) = member.files[0].path.localization,
          named.insert(parent + language).inserted
        else { continue }
        diagnostics.append(
          Diagnostic(
            .warning, member.files[0].path,
            "'\(parent)\(language).lproj' is named after no language, so no user is ever given "
              + "its files; name it with a language code, such as de, pt-BR or zh-Hans "
              + "(English, German and the other old names are accepted too)"))
      }
    }
    return diagnostics
  }

  /// The warning for a localized resource that neither the development language, `Base.lproj`
  /// nor a file outside the language folders holds: users of other languages get nothing.
  private static func missingFallback(
    _ asset: AssetGroup, _ members: [AssetGroup], everyLanguage: Set<String>,
    developmentLanguage: String
  ) -> [Diagnostic] {
    let languages = members.compactMap(\.language)
    guard members.count == languages.count, !languages.contains(LocalizationOrder.base),
      LanguageMatcher.preferredLocalizations(
        from: languages, forPreferences: [developmentLanguage]
      ).isEmpty
    else { return [] }
    let lacking = everyLanguage.subtracting(languages + [LocalizationOrder.base])
      .sorted(by: ByteOrder.precedes)
    return [
      Diagnostic(
        .warning, members[0].files[0].path,
        "'\(asset.request)' is only in "
          + Set(languages).sorted(by: ByteOrder.precedes).map { "\($0).lproj" }
          .joined(separator: ", ") + "; "
          + "users of any other language get no file, as neither the development language "
          + "'\(developmentLanguage)' nor Base.lproj has it"
          + (lacking.isEmpty
            ? "" : " (it is missing in \(lacking.joined(separator: ", ")))")
          + "; add \(developmentLanguage).lproj/\(asset.request) or Base.lproj/\(asset.request)")
    ]
  }
}
