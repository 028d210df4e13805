/// Names that Unicode spells two ways: `café` with a composed `é` (NFC, as most keyboards and
/// Linux write it) and with `e` and a combining accent (NFD, as HFS+ wrote it). A file system
/// keeps both; Swift's `String`, a dictionary and every lookup take them for one name, so two
/// folders so named would merge and two files would hide each other.
enum EquivalentSpellings {
  /// Two spellings of one path in the bundle, a file's or a folder's.
  struct Clash {
    /// The path as first spelled (in byte order), which stays.
    var kept: String
    /// The other spelling, whose files are left out.
    var other: String
    /// The index of the first path spelled `kept`, and of the first spelled `other`.
    var keptIndex: Int
    var otherIndex: Int
    /// Whether the clash is of folders rather than of files.
    var isFolder: Bool
  }

  /// The indices of `paths` that spell a file or one of its folders differently from an
  /// earlier path equal to it under Unicode normalization, and one clash per pair of spellings.
  static func find(in paths: [String]) -> (leftOut: Set<Int>, clashes: [Clash]) {
    // Two spellings differ in a character beyond ASCII: paths all in ASCII cannot clash.
    guard paths.contains(where: { $0.utf8.contains { $0 >= 0x80 } }) else { return ([], []) }
    // Keyed by `String`, whose equality is Unicode's canonical equivalence; the value keeps the
    // bytes first seen.
    var spellings: [String: (bytes: [UInt8], index: Int)] = [:]
    var leftOut = Set<Int>()
    var clashes: [Clash] = []
    var reported = Set<[[UInt8]]>()
    let order = paths.indices.sorted { UTF8Order.precedes(paths[$0], paths[$1]) }
    for index in order {
      let components = paths[index].split(separator: "/")
      var prefix = ""
      for (depth, component) in components.enumerated() {
        prefix += (depth == 0 ? "" : "/") + component
        let bytes = Array(prefix.utf8)
        guard let first = spellings[prefix] else {
          spellings[prefix] = (bytes, index)
          continue
        }
        guard first.bytes != bytes else { continue }
        leftOut.insert(index)
        if reported.insert([first.bytes, bytes]).inserted {
          clashes.append(
            Clash(
              kept: String(decoding: first.bytes, as: UTF8.self), other: prefix,
              keptIndex: first.index, otherIndex: index, isFolder: depth < components.count - 1))
        }
        break
      }
    }
    return (leftOut, clashes)
  }
}
