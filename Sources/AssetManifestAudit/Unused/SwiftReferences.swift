/// What Swift sources name: the dotted chains they write (`Assets.Characters.hero.path`), the
/// aliases they declare (`let art = Assets.Characters.self`, `static let art: Assets.Characters.Type
/// = …`, `typealias Art = Assets.Characters`) and their string literals, comments left out.
///
/// Aliases are collected from every file before any chain is read through them, since a
/// `typealias` or a static property declared in one file is used in others; an alias anywhere in
/// a chain (`self.art.hero`, `Theme.art.hero`) stands for every chain it was declared as, and an
/// alias of an alias is followed.
///
/// It reads tokens, not Swift's grammar: it never fails, and what it cannot see (a name built
/// at run time, a member used inside an `extension` of its type) the `keep` list covers.
package struct SwiftReferences: Sendable {
  /// Each chain's identifiers as written, backticks removed.
  package var chains: [[String]] = []
  /// Each alias's name with every chain it is declared as.
  package var aliases: [String: Set<[String]>] = [:]
  /// The literals that hold no interpolation, as written between the quotes.
  package var literals: Set<String> = []

  package init() {}

  /// The references of one source text.
  package init(source: String) {
    var tokens = SwiftTokens(Array(source.utf8))
    tokens.read()
    chains = tokens.chains
    literals = tokens.literals
    for (name, target) in tokens.aliases { aliases[name, default: []].insert(target) }
  }

  /// Adds `other`'s chains, aliases and literals.
  package mutating func formUnion(_ other: SwiftReferences) {
    chains += other.chains
    literals.formUnion(other.literals)
    aliases.merge(other.aliases) { $0.union($1) }
  }

  /// Every chain, and for a chain holding aliases, the chains it stands for: each alias's
  /// resolved targets followed by what comes after the alias.
  package func expandedChains() -> [[String]] {
    guard !aliases.isEmpty else { return chains }
    var resolved: [String: Set<[String]>] = [:]
    for name in aliases.keys { resolved[name] = resolve(name, visiting: []) }
    return chains.flatMap { chain -> [[String]] in
      // Every alias in the chain, since a member may share a name with an alias elsewhere.
      var expanded = [chain]
      for position in chain.indices {
        guard let targets = resolved[chain[position]] else { continue }
        let rest = chain[(position + 1)...]
        expanded += targets.map { $0 + rest }
      }
      return expanded
    }
  }

  /// The chains `name` stands for once every alias in them is followed, cycles cut.
  private func resolve(_ name: String, visiting: Set<String>) -> Set<[String]> {
    guard let targets = aliases[name], !visiting.contains(name), visiting.count < 16 else {
      return []
    }
    var result = Set<[String]>()
    for target in targets {
      result.insert(target)
      guard let position = target.indices.last(where: { aliases[target[$0]] != nil }) else {
        continue
      }
      let rest = target[(position + 1)...]
      for inner in resolve(target[position], visiting: visiting.union([name])) {
        result.insert(inner + rest)
      }
    }
    return result
  }
}
