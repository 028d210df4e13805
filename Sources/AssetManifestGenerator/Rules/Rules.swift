/// The registry of rules: every kind of finding, once, in the order of `Rule.ID`. The pipeline
/// runs the checks it holds, `asset-manifest rules` lists it, the README's table of checks and
/// the configuration's schema are made from it, and the configuration's `rules` and `exempt`
/// are read against it.
package enum Rules {
  /// Every rule, in the order of `Rule.ID.allCases`.
  package static let all: [Rule] =
    names + variants + images + localization + catalogs + resources + audit + configuration
    + output + plugins

  /// Each rule by its ID.
  private static let byID = Dictionary(all.map { ($0.id, $0) }) { first, _ in first }

  /// The rule `id` names.
  package static func rule(_ id: Rule.ID) -> Rule {
    guard let rule = byID[id] else { preconditionFailure("no rule has the ID \(id.rawValue)") }
    return rule
  }

  /// The IDs of the rules the configuration may set, in registry order.
  package static var configurableIDs: [String] {
    all.filter(\.isConfigurable).map(\.id.rawValue)
  }

  /// Why the configuration's own findings cannot be turned off.
  static let configurationReason =
    "it reports a mistake in the configuration itself, which turning it off would hide"
}
