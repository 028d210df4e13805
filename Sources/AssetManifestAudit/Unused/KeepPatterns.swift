import AssetManifestGenerator

/// The configuration's `keep` list, matched against every asset in about the time of reading
/// both: names without `*` are looked up in a set, and a pattern is tried only on the assets
/// whose name starts with its literal prefix (the text before its first `*`), looked up by each
/// of the asset's prefixes.
struct KeepPatterns {
  private var exact: Set<String> = []
  /// The patterns holding a `*`, by the text before their first `*`.
  private var byPrefix: [String: [String]] = [:]
  /// The lengths of those prefixes, so that an asset's name is cut only where one may end.
  private var prefixLengths: [Int] = []
  /// The patterns that match an asset, once `matching` ran.
  private(set) var matched: Set<String> = []

  init(_ patterns: [String]) {
    var lengths = Set<Int>()
    for pattern in patterns {
      guard let star = pattern.utf8.firstIndex(of: UInt8(ascii: "*")) else {
        exact.insert(pattern)
        continue
      }
      let prefix = String(decoding: pattern.utf8[..<star], as: UTF8.self)
      if byPrefix[prefix]?.contains(pattern) != true {
        byPrefix[prefix, default: []].append(pattern)
      }
      lengths.insert(prefix.utf8.count)
    }
    prefixLengths = lengths.sorted()
  }

  /// The indices of the constant assets some pattern keeps, each pattern that keeps one noted
  /// in `matched`.
  mutating func matching(_ groups: [AssetGroup]) -> Set<Int> {
    Set(
      groups.indices.filter { index in
        let group = groups[index]
        return group.isConstant
          && keeps(
            group.request, stem: group.type.map { String(group.request.dropLast($0.count + 1)) })
      })
  }

  /// Whether some pattern keeps the asset named `name`, or `stem`, its name without its
  /// extension (all of `obj.gz`); each pattern that does is noted in `matched`.
  mutating func keeps(_ name: String, stem: String?) -> Bool {
    var kept = false
    for candidate in [name] + (stem.map { [$0] } ?? []) where exact.contains(candidate) {
      kept = true
      matched.insert(candidate)
    }
    let bytes = Array(name.utf8)
    for length in prefixLengths {
      guard length <= bytes.count else { break }
      guard let patterns = byPrefix[String(decoding: bytes[..<length], as: UTF8.self)] else {
        continue
      }
      // Once the asset is kept and a pattern has matched, trying it again is no news.
      for pattern in patterns where !(kept && matched.contains(pattern)) {
        if Self.matches(pattern, name) || stem.map({ Self.matches(pattern, $0) }) == true {
          kept = true
          matched.insert(pattern)
        }
      }
    }
    return kept
  }

  /// Whether `pattern` matches `name`, where `*` stands for any characters, `/` included.
  private static func matches(_ pattern: String, _ name: String) -> Bool {
    Wildcard.matches(Array(pattern.utf8), Array(name.utf8))
  }
}
