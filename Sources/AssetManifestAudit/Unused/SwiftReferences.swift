/// What Swift sources name: the identifiers of their code, those read as a member (after a
/// `.`), the dotted chains they write (`Assets.Characters.hero.path`), the aliases they declare
/// (`let art = Assets.Characters.self`, `static let art: Assets.Characters.Type = …`,
/// `typealias Art = Assets.Characters`) and their string literals (also as the program sees them),
/// comments left out.
///
/// Each is kept once, whatever the number of files and occurrences, so that reading the files of
/// a module one at a time costs memory for one file and for the distinct names.
///
/// It reads tokens, not Swift's grammar: it never fails, and what it cannot see (a name built
/// at run time) the `keep` list covers.
package struct SwiftReferences: Sendable {
  /// The distinct chains of two identifiers or more, as written, backticks removed.
  package var chains: Set<[String]> = []
  /// Every identifier of the code.
  package var identifiers: Set<String> = []
  /// The identifiers that may name a static member of a type: those after a `.` anywhere, and
  /// every identifier of a file that extends a type (whose members it may name bare).
  package var members: Set<String> = []
  /// Each alias's name with every chain it is declared as.
  package var aliases: [String: Set<[String]>] = [:]
  /// The literals that hold no interpolation, as written between the quotes; the text between
  /// a literal's interpolations that may be part of a path; and enum cases' names, which are
  /// the raw values of cases that write none.
  package var literals: Set<String> = []
  /// Those of them as the program sees them, where that may differ from how they are written:
  /// `"caf\u{E9}.png"` as `café.png`, and a multi-line literal with its indentation and line
  /// continuations removed.
  package var unescapedLiterals: Set<String> = []
  /// What could not be read under the sources given: each a path and why, as the reader of the
  /// folders found it.
  package var problems: [Problem] = []
  /// Where each chain that may walk every asset (`manifest.assets`, `m.assets`) was first read.
  package var walkLocations: [[String]: Location] = [:]
  /// The folders a lookup of a folder's files names by a literal (`urls(forResourcesWithExtension:
  /// "png", subdirectory: "Flags")`): their assets are used, not merely named.
  package var lookedUpFolders: Set<String> = []

  /// A line of a source file.
  package struct Location: Hashable, Sendable, CustomStringConvertible {
    package var path: String
    package var line: Int

    package init(path: String, line: Int) {
      self.path = path
      self.line = line
    }

    /// `Sources/App/Preload.swift:12`.
    package var description: String { "\(path):\(line)" }
  }

  /// A source that could not be read, or an entry that is no source file.
  package struct Problem: Hashable, Sendable {
    package var path: String
    package var message: String
    /// Whether sources may be missing from the audit (an unreadable folder or file), rather
    /// than an entry that is no file being passed over.
    package var isError: Bool

    package init(path: String, _ message: String, isError: Bool) {
      self.path = path
      self.message = message
      self.isError = isError
    }
  }

  package init() {}

  /// The references of one source text, read from the file at `path`.
  package init(source: String, path: String = "") {
    var tokens = SwiftTokens(Array(source.utf8))
    tokens.read()
    chains = tokens.chains
    identifiers = tokens.identifiers
    members = tokens.extends ? tokens.identifiers : tokens.members
    literals = tokens.literals
    unescapedLiterals = tokens.unescapedLiterals
    for (name, target) in tokens.aliases { aliases[name, default: []].insert(target) }
    walkLocations = tokens.walkLines.mapValues { Location(path: path, line: $0) }
    lookedUpFolders = tokens.lookedUpFolders
  }

  /// Adds `other`'s chains, identifiers, aliases, literals, problems, the walks' locations
  /// (those read first kept) and the looked-up folders.
  package mutating func formUnion(_ other: SwiftReferences) {
    chains.formUnion(other.chains)
    identifiers.formUnion(other.identifiers)
    members.formUnion(other.members)
    literals.formUnion(other.literals)
    unescapedLiterals.formUnion(other.unescapedLiterals)
    aliases.merge(other.aliases) { $0.union($1) }
    problems += other.problems
    walkLocations.merge(other.walkLocations) { first, _ in first }
    lookedUpFolders.formUnion(other.lookedUpFolders)
  }

  /// Where a chain writes `manifest.assets`, or `NAME.assets` where `NAME` is an alias of
  /// `….manifest` (or of such an alias): a walk over every asset of `namespace`, whose target
  /// is the Swift module `module` when known. The first such place, by file (in byte order)
  /// and line, or nil when the sources walk none. Another namespace's manifest
  /// (`CoreAssets.manifest`) or another module's (`LibA.Assets.manifest`) is not this one's.
  package func walk(
    manifest: String = "manifest", namespace: String = "Assets", module: String? = nil
  ) -> Location? {
    let member = "assets"
    // What comes before `manifest` names this target's manifest unless it is a type of another
    // name, or the namespace qualified by another module: nothing and `Self` (code in the
    // namespace), an alias (`typealias R = Assets`) and a value (`self`, a variable) may be
    // this one, and the audit errs towards used.
    let mayBeThisOne = { (qualifier: ArraySlice<String>) -> Bool in
      guard let last = qualifier.last else { return true }
      guard last == namespace else {
        return last == "Self" || aliases[last] != nil || !Self.isTypeName(last)
      }
      guard let module, let owner = qualifier.dropLast().last else { return true }
      return owner == module || !Self.isTypeName(owner)
    }
    // The aliases that stand for the manifest, found by following each alias back from the
    // aliases whose target ends with it: each name is visited once.
    var byLast: [String: [String]] = [:]
    for (name, targets) in aliases {
      for target in targets {
        guard let last = target.last, last != manifest || mayBeThisOne(target.dropLast())
        else { continue }
        byLast[last, default: []].append(name)
      }
    }
    var standsForManifest: Set<String> = [manifest]
    var pending = [manifest]
    while let last = pending.popLast() {
      for name in byLast[last] ?? [] where standsForManifest.insert(name).inserted {
        pending.append(name)
      }
    }
    // Every chain that holds `assets` past its start has a location.
    return walkLocations.filter { chain, _ in
      chain.indices.dropFirst().contains {
        chain[$0] == member && standsForManifest.contains(chain[$0 - 1])
          && (chain[$0 - 1] != manifest || mayBeThisOne(chain[..<($0 - 1)]))
      }
    }.values.min { lhs, rhs in
      // By file, in byte order, then by line.
      if lhs.path != rhs.path { return lhs.path.utf8.lexicographicallyPrecedes(rhs.path.utf8) }
      return lhs.line < rhs.line
    }
  }

  /// Whether `name` is written as a type's or a module's is: with a capital letter first.
  static func isTypeName(_ name: String) -> Bool {
    name.first.map { $0.isUppercase } ?? false
  }

  /// The Swift module SwiftPM makes of the target `target`: its name with every character
  /// that an identifier cannot hold written `_`, and `_` before a leading digit.
  package static func moduleName(ofTarget target: String) -> String {
    let name = String(target.map { $0 == "_" || $0.isLetter || $0.isNumber ? $0 : "_" })
    return name.first?.isNumber == true ? "_" + name : name
  }

  /// Every identifier and chain, and for a chain holding aliases, the chains it stands for: each
  /// alias's targets, aliases in them followed, then what comes after the alias. Each alias is
  /// resolved once, to at most `maximumTargets` chains, and followed at most 16 deep, so that no
  /// declarations (aliases of aliases, each declared many times) make this exponential.
  package func expandedChains() -> [[String]] {
    let all = Array(chains) + identifiers.map { [$0] }
    guard !aliases.isEmpty else { return all }
    var resolved: [String: [[String]]] = [:]
    return all.flatMap { chain -> [[String]] in
      // Every alias in the chain, since a member may share a name with an alias elsewhere.
      var expanded = [chain]
      for position in chain.indices where aliases[chain[position]] != nil {
        let rest = chain[(position + 1)...]
        expanded += resolve(chain[position], depth: 0, memo: &resolved).map { $0 + rest }
      }
      return expanded
    }
  }

  /// How many chains one alias is resolved to at most.
  static let maximumTargets = 16

  /// The chains `name` stands for once the aliases in them are followed, memoized, cycles cut.
  private func resolve(_ name: String, depth: Int, memo: inout [String: [[String]]]) -> [[String]] {
    if let done = memo[name] { return done }
    // A cycle back to `name` finds no chain.
    memo[name] = []
    var result: [[String]] = []
    for target in aliases[name] ?? [] {
      guard result.count < Self.maximumTargets else { break }
      result.append(target)
      guard depth < 16,
        let position = target.indices.last(where: { aliases[target[$0]] != nil })
      else { continue }
      let rest = target[(position + 1)...]
      for inner in resolve(target[position], depth: depth + 1, memo: &memo) {
        guard result.count < Self.maximumTargets else { break }
        result.append(inner + rest)
      }
    }
    memo[name] = result
    return result
  }
}
