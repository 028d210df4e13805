import Foundation

/// Where the user's languages come from when a manifest is not told.
public enum PreferredLanguages {
  /// The user's languages, most preferred first: on Apple platforms `Locale.preferredLanguages`
  /// (the system's list, with the language chosen for this app in Settings first); elsewhere
  /// the POSIX environment as gettext reads it (`LANGUAGE`, a colon-separated list, then
  /// `LC_ALL`, `LC_MESSAGES` and `LANG`), since swift-corelibs-foundation's
  /// `Locale.preferredLanguages` does not follow it.
  public static var user: [String] {
    #if canImport(Darwin)
      Locale.preferredLanguages
    #else
      fromEnvironment(ProcessInfo.processInfo.environment)
    #endif
  }

  /// The languages an environment names: `LANGUAGE`'s list when the locale is not `C` or
  /// `POSIX` (gettext ignores it then), else the first of `LC_ALL`, `LC_MESSAGES`, `LANG` that
  /// is set; each without its encoding or modifier (`de_DE.UTF-8@euro` is `de_DE`).
  package static func fromEnvironment(_ environment: [String: String]) -> [String] {
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }
      .first { !$0.isEmpty }
    let plain = locale.map(languageName)
    guard let plain, !plain.isEmpty, plain != "C", plain != "POSIX" else { return [] }
    let list = (environment["LANGUAGE"] ?? "").split(separator: ":").map {
      languageName(String($0))
    }
    .filter { !$0.isEmpty }
    return list.isEmpty ? [plain] : list
  }

  private static func languageName(_ value: String) -> String {
    String(value.prefix { $0 != "." && $0 != "@" })
  }
}
