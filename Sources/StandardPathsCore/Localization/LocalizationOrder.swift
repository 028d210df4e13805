/// The order in which a localized resource's folders are tried: the user's languages as
/// `LanguageMatcher` chooses them, then `Base.lproj`, then the development language, then the
/// file outside any language folder. Every resolver (the generator's table, the runtime's
/// lookups, `asset-manifest resolve`) walks this one order.
public enum LocalizationOrder {
  /// The name of the folder that Base internationalization reads.
  public static let base = "Base"

  /// The localizations of `available` to try, best first, each once; `nil` stands for the file
  /// outside any language folder, and comes last.
  ///
  /// - Parameters:
  ///   - available: the folder names (without `.lproj`) the resource has a file in.
  ///   - preferences: the user's languages, most preferred first (`de-CH`, `en`).
  ///   - developmentLanguage: the language the project is written in, tried after `Base`.
  public static func order(
    available: [String], preferences: [String], developmentLanguage: String
  ) -> [String?] {
    var order = LanguageMatcher.preferredLocalizations(
      from: available, forPreferences: preferences)
    if available.contains(base) { order.append(base) }
    order += LanguageMatcher.preferredLocalizations(
      from: available, forPreferences: [developmentLanguage])
    var seen = Set<String>()
    return order.filter { seen.insert($0).inserted } + [nil]
  }

  /// The first answer a localized resource's localizations give in `order(...)`'s order:
  /// `localizations[i]` is the language of localization `i` (nil for the file outside any
  /// language folder), and localizations of one language are asked in their given order.
  public static func firstAnswer<Answer>(
    localizations: [String?], preferences: [String], developmentLanguage: String,
    _ answer: (Int) -> Answer?
  ) -> Answer? {
    let languages = localizations.compactMap { $0 }
    for language in order(
      available: languages, preferences: preferences, developmentLanguage: developmentLanguage)
    {
      for index in localizations.indices where localizations[index] == language {
        if let found = answer(index) { return found }
      }
    }
    return nil
  }
}
