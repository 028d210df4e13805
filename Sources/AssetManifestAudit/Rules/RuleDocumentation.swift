import AssetManifestGenerator

/// What people read of a rule: what it finds, an example and the fix. `asset-manifest rules`,
/// the SARIF log's rules, the table of the rules in Checks.md and the configuration's schema show
/// them; a build never does, so they are declared here, out of the build tool's closure, while
/// what a build needs of a rule is the generator's (`Rules.rule(_:)`).
package struct RuleDocumentation: Sendable {
  /// What it finds, in one line.
  package var summary: String
  /// Names or settings that trigger it.
  package var example: String
  /// What to do about its findings.
  package var fix: String
}

extension Rule.ID {
  /// The rule's texts, declared in its family's switch (`RuleDocumentation+Names.swift`, …),
  /// which the compiler checks names every rule of the family once.
  package var documentation: RuleDocumentation {
    switch family {
    case .names(let rule): rule.documentation
    case .variants(let rule): rule.documentation
    case .images(let rule): rule.documentation
    case .localization(let rule): rule.documentation
    case .catalogs(let rule): rule.documentation
    case .resources(let rule): rule.documentation
    case .audit(let rule): rule.documentation
    case .configuration(let rule): rule.documentation
    case .output(let rule): rule.documentation
    case .plugins(let rule): rule.documentation
    }
  }
}
