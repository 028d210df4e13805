extension Rule.ID {
  /// The rules of file and folder names, and of the Swift names made from them.
  package enum Names: CaseIterable, Sendable {
    case ambiguousVariants, caseCollision, bundlePathClash, nameControlCharacter,
      unicodeSpellingClash, nameHiddenCharacters, chosenNamesClash, swiftNameClash,
      swiftNameReserved, mixedUnicodeForms, nameOnlySuffixes, nameNotUTF8, foldersTooDeep
  }
}

extension Rules {
  /// What a build needs of the rule `id`, which is `rule` in its family: its severity, its
  /// report section, why it is fixed (when it is) and its check.
  static func names(_ rule: Rule.ID.Names, _ id: Rule.ID) -> Rule {
    switch rule {
    case .ambiguousVariants:
      Rule(id, .error) { input in
        input.located(
          Checks.ambiguousVariants(input.fileGroups, input.sameVariantClusters, input.fileTable))
      }
    case .caseCollision:
      Rule(id, .error) { input in
        input.located(Checks.caseCollisions(input.files) + Checks.folderCaseCollisions(input.files))
      }
    case .bundlePathClash, .nameControlCharacter, .unicodeSpellingClash, .foldersTooDeep:
      Rule(id, .error)
    case .nameHiddenCharacters, .swiftNameClash, .swiftNameReserved, .nameOnlySuffixes,
      .nameNotUTF8:
      Rule(id, .warning)
    case .chosenNamesClash:
      Rule(
        id, .error, fixedReason: "the generated code would declare one name twice, and not compile")
    case .mixedUnicodeForms:
      Rule(id, .warning) { input in input.located(Checks.mixedUnicodeForms(input.fileGroups)) }
    }
  }
}
