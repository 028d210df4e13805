import StandardPaths
import Testing

@Suite("The user's languages")
struct PreferredLanguagesTests {
  /// The POSIX environment as gettext reads it, since Foundation's `Locale.preferredLanguages`
  /// does not follow it on Linux.
  @Test func theEnvironmentNamesTheUsersLanguages() {
    #expect(PreferredLanguages.fromEnvironment(["LANG": "de_DE.UTF-8"]) == ["de_DE"])
    #expect(
      PreferredLanguages.fromEnvironment(["LANG": "de_DE.UTF-8", "LANGUAGE": "fr:de::en_GB"])
        == ["fr", "de", "en_GB"])
    #expect(
      PreferredLanguages.fromEnvironment(["LC_ALL": "sr_RS@latin", "LANG": "de"]) == ["sr_RS"])
    #expect(PreferredLanguages.fromEnvironment(["LANG": "C", "LANGUAGE": "fr"]).isEmpty)
    #expect(PreferredLanguages.fromEnvironment(["LC_MESSAGES": "POSIX"]).isEmpty)
    #expect(PreferredLanguages.fromEnvironment([:]).isEmpty)
  }
}
