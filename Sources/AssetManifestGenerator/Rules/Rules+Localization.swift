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
            let options = input.options
            guard options.level(of: .nearMissSuffix) != .off else { return false }
            let file = input.locations.relativePath(of: input.locations.location(of: path))
            return !(file.map { options.rules.exempts(.nearMissSuffix, at: $0) } ?? false)
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
