import AssetManifestGenerator

/// Each asset's Swift name, as the generated code spells it: read from the name stage's tree,
/// which the renderer writes out, never derived again.
package enum SwiftNames {
  /// For each group of `groups`, its constant with the namespace (`Assets.Characters.hero`); a
  /// language row (a localization) gets its localized asset's, the one constant that reaches it.
  package static func of(_ groups: [AssetGroup], tree: NameTree, namespace: String) -> [String?] {
    var names = [String?](repeating: nil, count: groups.count)
    for (expression, group) in tree.constantExpressions(prefix: namespace)
    where names.indices.contains(group) {
      names[group] = expression
    }
    var owner: String?
    for index in names.indices {
      if groups[index].isConstant {
        owner = names[index]
      } else {
        names[index] = owner
      }
    }
    return names
  }
}
