import Foundation
import StandardPathsCore
import Testing

/// One matching case: a project's language folders, a user's languages, and the folders that
/// serve them, best first.
struct LanguageMatchingCase: Sendable, CustomTestStringConvertible {
  var available: [String]
  var preferences: [String]
  var expected: [String]
  /// Whether Apple's Bundle gives the same answer; where nothing matches, Bundle falls back to
  /// `en_US`, then the first folder (swift-corelibs-foundation's CFBundle_Locale.c), while we
  /// leave the fallbacks to `LocalizationOrder` (Base, then the development language).
  var bundleAgrees = true

  var testDescription: String { "\(preferences) among \(available)" }

  /// The table: what Apple documents (one language, or a region and its language) and the
  /// cases a project runs into (script-only Chinese folders, legacy English names, `_` for `-`).
  static let all: [LanguageMatchingCase] = [
    .init(available: ["en", "de", "fr"], preferences: ["de-CH", "en"], expected: ["de"]),
    .init(available: ["de", "de-CH"], preferences: ["de-CH"], expected: ["de-CH", "de"]),
    .init(available: ["en", "fr"], preferences: ["ja", "fr"], expected: ["fr"]),
    .init(available: ["pt-PT", "pt-BR", "en"], preferences: ["pt-BR"], expected: ["pt-BR"]),
    .init(available: ["pt", "en"], preferences: ["pt-BR"], expected: ["pt"]),
    .init(available: ["en-GB"], preferences: ["en-US"], expected: ["en-GB"]),
    .init(available: ["en_GB", "en"], preferences: ["en-GB"], expected: ["en_GB", "en"]),
    .init(available: ["zh-Hans", "zh-Hant"], preferences: ["zh-HK"], expected: ["zh-Hant"]),
    .init(available: ["zh-Hans", "zh-Hant"], preferences: ["zh-Hans-CN"], expected: ["zh-Hans"]),
    .init(available: ["zh-Hans", "zh-Hant"], preferences: ["zh-TW"], expected: ["zh-Hant"]),
    .init(available: ["English", "German"], preferences: ["de-DE"], expected: ["German"]),
    .init(available: ["Base", "en"], preferences: ["en"], expected: ["en"]),
    .init(available: ["fr"], preferences: ["ja"], expected: [], bundleAgrees: false),
    .init(available: ["Base", "fr"], preferences: ["de"], expected: [], bundleAgrees: false),
  ]
}

@Suite("Choosing among language folders")
struct LanguageMatcherTests {
  @Test(arguments: LanguageMatchingCase.all)
  func matchesTheTable(_ example: LanguageMatchingCase) {
    #expect(
      LanguageMatcher.preferredLocalizations(
        from: example.available, forPreferences: example.preferences) == example.expected)
  }

  /// The macOS workflow's comparison with Apple's matcher; on Linux, Foundation's returns the
  /// first folder whatever the preferences, so it would compare with nothing.
  @Test(
    .enabled(
      if: Self.bundleMatchesLanguages,
      """
      Bundle.preferredLocalizations(from:forPreferences:) matches languages only on Apple \
      platforms; swift-corelibs-foundation returns the first folder
      """),
    arguments: LanguageMatchingCase.all.filter(\.bundleAgrees))
  func agreesWithApplesBundle(_ example: LanguageMatchingCase) {
    #expect(
      LanguageMatcher.preferredLocalizations(
        from: example.available, forPreferences: example.preferences)
        == Bundle.preferredLocalizations(
          from: example.available, forPreferences: example.preferences))
  }

  static var bundleMatchesLanguages: Bool {
    #if canImport(Darwin)
      true
    #else
      false
    #endif
  }

  @Test func tagsReadEverySpelling() {
    #expect(LanguageTag("pt_BR") == LanguageTag(language: "pt", script: nil, region: "BR"))
    #expect(LanguageTag("zh-Hant-TW") == LanguageTag(language: "zh", script: "Hant", region: "TW"))
    #expect(LanguageTag("es-419")?.region == "419")
    #expect(LanguageTag("English")?.language == "en")
    #expect(LanguageTag("Base") == nil)
    #expect(LanguageTag("english") == nil)
    #expect(LanguageTag("de-") == nil)
    #expect(LanguageTag("xx_YY")?.isKnownLanguage == false)
    #expect(LanguageTag("haw")?.isKnownLanguage == true)
  }

  @Test func theOrderEndsWithBaseTheDevelopmentLanguageAndTheUnlocalizedFile() {
    let available = ["Base", "de", "en", "fr"]
    #expect(
      LocalizationOrder.order(
        available: available, preferences: ["fr-CA"], developmentLanguage: "en")
        == ["fr", "Base", "en", nil])
    #expect(
      LocalizationOrder.order(available: available, preferences: ["ja"], developmentLanguage: "de")
        == ["Base", "de", nil])
    #expect(
      LocalizationOrder.order(available: ["en"], preferences: ["en"], developmentLanguage: "en")
        == ["en", nil])
  }
}
