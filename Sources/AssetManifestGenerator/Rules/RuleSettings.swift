/// What the configuration says of the rules: a severity by rule (`rules`), and the paths a rule
/// leaves alone (`exempt`). `GeneratorOptions.applyingRules(_:locations:)` applies them.
package struct RuleSettings: Sendable, Equatable {
  /// The severities the configuration sets, by rule; the others keep their rule's.
  package var levels: [Rule.ID: Rule.Level] = [:]
  /// The paths each rule leaves alone.
  package var exemptions: [Exemption] = []

  /// Paths a rule leaves alone.
  package struct Exemption: Sendable, Equatable {
    /// The rule.
    package var rule: Rule.ID
    /// The paths, relative to the scanned resource folder.
    package var paths: [PathPattern]
  }

  /// No setting: every rule at its own severity.
  package init() {}

  /// Whether a finding of `rule` at `path` (relative to the resource folder) is exempt.
  func exempts(_ rule: Rule.ID, at path: String) -> Bool {
    exemptions.contains { exemption in
      exemption.rule == rule && exemption.paths.contains { $0.matches(path) }
    }
  }
}
