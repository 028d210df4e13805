/// The name a typing mistake most likely meant: the advice of "did you mean …?" in the findings
/// of suffixes and rule IDs and in `asset-manifest resolve`, computed one way everywhere.
package enum NearestName {
  /// The edit distance between `a` and `b`: the fewest insertions, deletions, substitutions
  /// and swaps of two neighbouring characters that turn one into the other (the optimal string
  /// alignment distance). A swap is one edit, as it is one slip of the fingers (`ipda`).
  package static func distance(_ a: [Character], _ b: [Character]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var beforePrevious = Array(0...b.count)
    var previous = beforePrevious
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], beforePrevious[j - 2] + 1)
        }
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }

  /// The name of `names` fewest edits away from `name`, case ignored (the first of a tie, so
  /// that the order of `names` decides), or nil when `names` is empty. A name that `name` starts
  /// (`near-miss` of `near-miss-suffix`) is one edit away, as a word cut short is one mistake.
  package static func nearest(to name: String, among names: [String]) -> String? {
    let typed = Array(name.lowercased())
    let distances = names.map { candidate in
      let known = Array(candidate.lowercased())
      return min(distance(typed, known), distance(typed, Array(known.prefix(typed.count))) + 1)
    }
    return distances.indices.min { distances[$0] < distances[$1] }.map { names[$0] }
  }

  /// The name of `names` that `name` most likely misspells: the nearest, when it is a typing
  /// mistake or two away (at most a third of `name`'s length, and at least one edit), not the
  /// nearest of unrelated words; nil otherwise.
  package static func misspelt(_ name: String, among names: [String]) -> String? {
    nearest(to: name, among: names).flatMap { candidate in
      distance(Array(name.lowercased()), Array(candidate.lowercased())) <= max(1, name.count / 3)
        ? candidate : nil
    }
  }
}
