/// The wildcard matching of the configuration's patterns (`keep`, and the path components of
/// `exempt`): `*` stands for any bytes, everything else for itself.
package enum Wildcard {
  /// Whether `name` matches `pattern`. It backtracks only to the last `*`, so no pattern takes
  /// more than the product of the two lengths.
  package static func matches(_ pattern: [UInt8], _ name: [UInt8]) -> Bool {
    var (inPattern, inName) = (0, 0)
    var lastStar: (pattern: Int, name: Int)?
    while inName < name.count {
      if inPattern < pattern.count, pattern[inPattern] == UInt8(ascii: "*") {
        lastStar = (inPattern, inName)
        inPattern += 1
      } else if inPattern < pattern.count, pattern[inPattern] == name[inName] {
        inPattern += 1
        inName += 1
      } else if let star = lastStar {
        // The last `*` takes one more byte of the name.
        lastStar = (star.pattern, star.name + 1)
        (inPattern, inName) = (star.pattern + 1, star.name + 1)
      } else {
        return false
      }
    }
    while inPattern < pattern.count, pattern[inPattern] == UInt8(ascii: "*") { inPattern += 1 }
    return inPattern == pattern.count
  }
}
