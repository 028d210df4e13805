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
    var kept = Set<Int>()
    for (index, group) in groups.enumerated() where group.isConstant {
      let name = group.request
      let stem = group.type.map { String(name.dropLast($0.count + 1)) }
      for candidate in [name] + (stem.map { [$0] } ?? []) where exact.contains(candidate) {
        kept.insert(index)
        matched.insert(candidate)
      }
      let bytes = Array(name.utf8)
      for length in prefixLengths {
        guard length <= bytes.count else { break }
        guard let patterns = byPrefix[String(decoding: bytes[..<length], as: UTF8.self)] else {
          continue
        }
        for pattern in patterns {
          // Once the asset is kept and the pattern has matched, trying them is no news.
          guard !(kept.contains(index) && matched.contains(pattern)) else { continue }
          if UnusedAssets.matches(pattern, group) {
            kept.insert(index)
            matched.insert(pattern)
          }
        }
      }
    }
    return kept
  }
}
