/// Chooses among a resource's localizations for a list of preferred languages, the way Apple's
/// `Bundle.preferredLocalizations(from:forPreferences:)` does, in code of our own so that it
/// answers the same on every platform (swift-corelibs-foundation's ignores the preferences).
public enum LanguageMatcher {
  /// The localizations of `available` (folder names without `.lproj`) that serve the first
  /// preference any of them serves, best first; empty when none serves any preference.
  ///
  /// For a preference such as `de-CH`, a localization serves it when it is the same language and
  /// region (`de-CH`, `de_CH`), else the same language and script without a region, else the
  /// language alone (`de`); only when none of those exists, another region of the same language
  /// and script (`de-AT`, the first in byte order). Like Bundle, the answer is one language:
  /// `["de-CH", "de"]` for a German-Swiss user of a project with both. `Base` and names that are
  /// no language are never chosen here; the fallbacks after the user's languages are
  /// `LocalizationOrder`'s.
  public static func preferredLocalizations(
    from available: [String], forPreferences preferences: [String]
  ) -> [String] {
    let candidates = available.compactMap { name in LanguageTag(name).map { (name, $0) } }
      .sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
    for preference in preferences {
      guard let wanted = LanguageTag(preference) else { continue }
      let sameLanguage = candidates.filter {
        $0.1.language == wanted.language
          && ($0.1.script == wanted.script || $0.1.script == nil || wanted.script == nil)
      }
      guard !sameLanguage.isEmpty else { continue }
      let exact = sameLanguage.filter {
        wanted.region != nil && $0.1.region == wanted.region && $0.1.script == wanted.script
      }
      let script = sameLanguage.filter {
        $0.1.region == nil && $0.1.script != nil && $0.1.script == wanted.script
      }
      let language = sameLanguage.filter { $0.1.region == nil && $0.1.script == nil }
      var chosen = (exact + script + language).map(\.0)
      if chosen.isEmpty, let otherRegion = sameLanguage.first {
        chosen = [otherRegion.0]
      }
      var seen = Set<String>()
      return chosen.filter { seen.insert($0).inserted }
    }
    return []
  }
}
