extension Rule.ID {
  /// The rules of language folders (`*.lproj`).
  package enum Localization: CaseIterable, Sendable {
    case missingLanguageFallback, languageFolderUnknown, languageFolderInvalid, languageFolderTwice
  }
}

extension Rules {
  /// What a build needs of the rule `id`, which is `rule` in its family: its severity, its
  /// report section, why it is fixed (when it is) and its check.
  static func localization(_ rule: Rule.ID.Localization, _ id: Rule.ID) -> Rule {
    switch rule {
    case .missingLanguageFallback:
      Rule(id, .warning) { input in
        input.located(
          Checks.missingLanguageFallbacks(
            input.groups, developmentLanguage: input.options.developmentLanguage
          ) { path in
            !input.options.hides(
              .nearMissSuffix, atFile: input.locations.location(of: path),
              locations: input.locations)
          })
      }
    case .languageFolderUnknown:
      Rule(id, .warning) { input in input.located(Checks.unknownLanguageFolders(input.groups)) }
    case .languageFolderInvalid:
      Rule(id, .error) { input in input.located(Checks.invalidLanguageFolders(input.groups)) }
    case .languageFolderTwice:
      Rule(id, .error) { input in input.located(Checks.languagesInTwoFolders(input.groups)) }
    }
  }
}
