extension Rule.ID {
  /// The rules of the variants devices choose.
  package enum Variants: CaseIterable, Sendable {
    case neverChosen, missingFallback, nearMissSuffix, extensionCaseSplit
  }
}

extension Rules {
  /// What a build needs of the rule `id`, which is `rule` in its family: its severity, its
  /// report section, why it is fixed (when it is) and its check.
  static func variants(_ rule: Rule.ID.Variants, _ id: Rule.ID) -> Rule {
    switch rule {
    case .neverChosen:
      Rule(id, .warning) { input in
        input.located(
          Checks.unreachableFiles(
            input.fileGroups, input.fileTable,
            ambiguous: Set(input.sameVariantClusters.flatMap { $0.files.map(\.path) })))
      }
    case .missingFallback:
      Rule(id, .warning) { input in
        input.located(Checks.unresolvedGroups(input.fallbackGroups, input.fallbackTable))
      }
    case .nearMissSuffix:
      Rule(id, .warning) { input in input.located(Checks.nearMisses(input.files)) }
    case .extensionCaseSplit:
      Rule(id, .warning) { input in input.located(Checks.extensionCaseSplits(input.fileGroups)) }
    }
  }
}
