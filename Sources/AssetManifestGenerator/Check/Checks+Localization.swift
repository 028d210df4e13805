import StandardPathsCore

extension Checks {
  /// Each localized asset with its localizations.
  private static func localizations(_ groups: [AssetGroup])
    -> [(asset: AssetGroup, members: [AssetGroup])]
  {
    groups.indices.filter { groups[$0].role == .localizedAsset }.map {
      (asset: groups[$0], members: Array(Localizer.localizations(of: $0, in: groups)))
    }
  }

  /// The warnings for localized resources that users of some languages cannot get;
  /// `showsNearMiss` says whether the `near-miss-suffix` warning of a file (by path in the
  /// bundle) is shown, by the configuration's rules.
  static func missingLanguageFallbacks(
    _ groups: [AssetGroup], developmentLanguage: String, showsNearMiss: (String) -> Bool
  ) -> [Diagnostic] {
    let localizations = localizations(groups)
    let everyLanguage = Set(localizations.flatMap { $0.members.compactMap(\.language) })
      .sorted(by: UTF8Order.precedes)
    return localizations.flatMap { asset, members in
      // A misspelt variant (`banner@2X.png`) is an asset only by its mistake, which
      // `near-miss-suffix` reports: a fallback of its name would copy the mistake.
      isNearMiss(asset.request) && showsNearMiss(members[0].files[0].path)
        ? []
        : missingFallback(
          asset, members, everyLanguage: everyLanguage, developmentLanguage: developmentLanguage)
    }
  }

  /// The errors for resources with two folders of one language.
  static func languagesInTwoFolders(_ groups: [AssetGroup]) -> [Diagnostic] {
    localizations(groups).flatMap { oneLanguageTwice($0.asset, $0.members) }
  }

  /// An error for each language folder whose name no language code could have, once per
  /// folder: the manifest's table lists the languages between spaces and commas, with `-` for
  /// none, so a name with any other character, or the name `-`, could change its structure.
  static func invalidLanguageFolders(_ groups: [AssetGroup]) -> [Diagnostic] {
    languageFolders(groups) { !Self.isLanguageName($0) }.map { folder, path in
      Diagnostic(
        .languageFolderInvalid, path,
        "'\(folder).lproj' is no language folder name: a language is named with letters, "
          + "digits, '-' and '_', starting with a letter; rename it with a language code, such "
          + "as de, pt-BR or zh-Hans")
    }
  }

  /// A warning for each language folder named after no language, once per folder, so that no
  /// user is ever given its files. A name no language code can have is left to
  /// `invalidLanguageFolders`.
  static func unknownLanguageFolders(_ groups: [AssetGroup]) -> [Diagnostic] {
    languageFolders(groups) { language in
      Self.isLanguageName(language) && language != LocalizationOrder.base
        && LanguageTag(language)?.isKnownLanguage != true
    }.map { folder, path in
      Diagnostic(
        .languageFolderUnknown, path,
        "'\(folder).lproj' is named after no language, so no user is ever given its files; name "
          + "it with a language code, such as de, pt-BR or zh-Hans (English, German and the other "
          + "old names are accepted too)")
    }
  }

  /// Each language folder (with the folders above it, without `.lproj`) whose language
  /// `matches`, once, with the first file of its first localization.
  private static func languageFolders(
    _ groups: [AssetGroup], where matches: (String) -> Bool
  ) -> [(folder: String, path: String)] {
    var named = Set<String>()
    var folders: [(folder: String, path: String)] = []
    for (_, members) in localizations(groups) {
      for member in members {
        guard let language = member.language, matches(language),
          let (_, _, parent) = member.files[0].path.localization,
          named.insert(parent + language).inserted
        else { continue }
        folders.append((parent + language, member.files[0].path))
      }
    }
    return folders
  }

  /// An error for each pair of a resource's language folders that Bundle's matching takes for
  /// one language (`DE` and `de`, `de_DE` and `de-DE`, `German` and `de`): only one of them can
  /// ever be chosen, and which one depends on the build. It names both folders and the one to
  /// keep: the one spelt as the language code is written (`de`, `pt-BR`, `zh-Hans`).
  private static func oneLanguageTwice(_ asset: AssetGroup, _ members: [AssetGroup])
    -> [Diagnostic]
  {
    var byLanguage: [String: [AssetGroup]] = [:]
    var order: [String] = []
    for member in members {
      guard let language = member.language else { continue }
      let key = Self.spelling(ofFolder: language)
      if byLanguage[key] == nil { order.append(key) }
      byLanguage[key, default: []].append(member)
    }
    return order.flatMap { key -> [Diagnostic] in
      guard let twins = byLanguage[key], twins.count > 1 else { return [] }
      // Each folder as the bundle holds it, with the folders above it (`Art/de.lproj`).
      let folders = twins.map { twin in
        (twin.files[0].path.localization?.parent ?? "") + (twin.language ?? "") + ".lproj"
      }
      let keep =
        folders.first { $0.hasSuffix("/" + key + ".lproj") || $0 == key + ".lproj" }
        ?? folders[0]
      return zip(twins, folders).filter { $0.1 != keep }.map { twin, other in
        Diagnostic(
          .languageFolderTwice, twin.files[0].path,
          "'\(asset.request)' is in '\(keep)' and '\(other)', which Bundle takes for one "
            + "language, \(key), so only one of them can ever be chosen; keep '\(keep)' and "
            + "move the files of '\(other)' into it")
      }
    }
  }

  /// `shown` (the first few of `count` names) joined, with how many more there are.
  private static func someOf(_ shown: [String], count: Int) -> String {
    let listed = shown.prefix(5)
    let rest = count - listed.count
    return listed.joined(separator: ", ") + (rest > 0 ? " and \(rest) more" : "")
  }

  /// Whether `name` could name a language folder: ASCII letters, digits, `-` and `_`, which is
  /// every language code's alphabet, starting with a letter, as every code and old name does.
  private static func isLanguageName(_ name: String) -> Bool {
    guard let first = name.first, first.isASCII, first.isLetter else { return false }
    return name.allSatisfy {
      $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_")
    }
  }

  /// The language a folder names, as its code is written (`de`, `pt-BR`, `zh-Hans`): only the
  /// parts the folder writes, so that `zh` and `zh-Hans`, which Bundle tells apart, stay two;
  /// the folder's own name when it names no language.
  private static func spelling(ofFolder name: String) -> String {
    guard let tag = LanguageTag(name) else { return name }
    let parts = name.split { $0 == "-" || $0 == "_" }.dropFirst()
    return
      ([tag.language]
      + parts.map {
        $0.count == 4 ? $0.prefix(1).uppercased() + $0.dropFirst().lowercased() : $0.uppercased()
      })
      .joined(separator: "-")
  }

  /// The warning for a localized resource that neither the development language, `Base.lproj`
  /// nor a file outside the language folders holds: users of other languages get nothing.
  private static func missingFallback(
    _ asset: AssetGroup, _ members: [AssetGroup], everyLanguage: [String],
    developmentLanguage: String
  ) -> [Diagnostic] {
    let languages = members.compactMap(\.language)
    guard members.count == languages.count, !languages.contains(LocalizationOrder.base),
      LanguageMatcher.preferredLocalizations(
        from: languages, forPreferences: [developmentLanguage]
      ).isEmpty
    else { return [] }
    // At most a few languages each way, and the count of the rest: a target of thousands of
    // language folders would otherwise get a warning per resource that lists them all.
    let own = Set(languages)
    let lacking = everyLanguage.lazy.filter { !own.contains($0) && $0 != LocalizationOrder.base }
    let lackingCount =
      everyLanguage.count - own.count - (everyLanguage.contains(LocalizationOrder.base) ? 1 : 0)
    return [
      Diagnostic(
        .missingLanguageFallback, members[0].files[0].path,
        "'\(asset.request)' is only in "
          + Self.someOf(own.sorted(by: UTF8Order.precedes).map { "\($0).lproj" }, count: own.count)
          + "; users of any other language get no file, as neither the development language "
          + "'\(developmentLanguage)' nor Base.lproj has it"
          + (lackingCount == 0
            ? ""
            : " (it is missing in \(Self.someOf(Array(lacking.prefix(5)), count: lackingCount)))")
          + "; add \(developmentLanguage).lproj/\(asset.request) or Base.lproj/\(asset.request)")
    ]
  }
}
