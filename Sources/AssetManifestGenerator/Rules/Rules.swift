/// The registry of rules: every kind of finding, once, in the order of `Rule.ID`. Each family of
/// rules declares what a build needs of its rules in a switch over its own enum
/// (`Rule.ID.Family`), which the compiler checks names every rule of the family once; the
/// command line's texts of the rules follow the same families (`Rule.ID.documentation` in
/// AssetManifestAudit). The pipeline runs the checks, and the configuration's `rules` and
/// `exempt` are read against the registry.
package enum Rules {
  /// Every rule, in the order of `Rule.ID.allCases`.
  package static let all: [Rule] = Rule.ID.allCases.map(rule)

  /// The rule `id` names, as its family declares it.
  package static func rule(_ id: Rule.ID) -> Rule {
    switch id.family {
    case .names(let rule): names(rule, id)
    case .variants(let rule): variants(rule, id)
    case .images(let rule): images(rule, id)
    case .localization(let rule): localization(rule, id)
    case .catalogs(let rule): catalogs(rule, id)
    case .resources(let rule): resources(rule, id)
    case .audit(let rule): audit(rule, id)
    case .configuration(let rule): configuration(rule, id)
    case .output(let rule): output(rule, id)
    case .plugins(let rule): plugins(rule, id)
    }
  }

  /// The IDs of the rules the configuration may set, in registry order.
  package static var configurableIDs: [String] {
    all.filter(\.isConfigurable).map(\.id.rawValue)
  }
}
