/// The spellings one member's Swift name may take, from the plainest to the most specific: the
/// naming stage moves a member to its next spelling only while its name clashes.
struct NameCandidates: Sendable {
  /// Distinct spellings in the order they are tried; the last one is as unique as it gets.
  let spellings: [String]

  /// A group's constant: its stem (with the extension when another group in the folder shares
  /// the stem), then the same keeping its underscores (`foo_bar` beside `foo-bar`), then that
  /// with the extension, then that with a hash of the asset's name.
  init(asset group: AssetGroup, sharesStem: Bool) {
    let withType = group.stem + "-" + (group.type ?? "none")
    let plain = sharesStem ? withType : group.stem
    let underscored = SwiftIdentifier.underscoredMember(withType)
    spellings = Self.distinct([
      SwiftIdentifier.member(plain),
      SwiftIdentifier.underscoredMember(plain),
      underscored,
      underscored + "_" + Self.hash(group.request),
    ])
  }

  /// A folder's type: its name, then the name keeping its underscores, then that with a hash of
  /// its path in the bundle.
  init(folder name: String, bundlePath: String) {
    let underscored = SwiftIdentifier.underscoredType(name)
    spellings = Self.distinct([
      SwiftIdentifier.type(name), underscored, underscored + "_" + Self.hash(bundlePath),
    ])
  }

  /// A name the configuration chose: the only spelling.
  init(chosen name: String) {
    spellings = [name]
  }

  /// The outcome of settling one type's member names.
  struct Settlement {
    /// Each member's name, in the order the members were given.
    var names: [String]
    /// Each clash that renamed its members: the name they shared and the members, by position.
    var renamed: [(name: String, members: [Int])]
    /// Members that still clash because none of them has another spelling.
    var unresolved: [[Int]]
  }

  /// Gives every member its first spelling, then moves each member of a clash to its next one
  /// until no two names are equal or a clash has nowhere left to go.
  static func settle(_ members: [NameCandidates]) -> Settlement {
    var levels = [Int](repeating: 0, count: members.count)
    var renamed: [(name: String, members: [Int])] = []
    var reported: Set<[Int]> = []
    var unresolved: [[Int]] = []
    func names() -> [String] {
      zip(members, levels).map { $0.spellings[min($1, $0.spellings.count - 1)] }
    }
    while true {
      let current = names()
      let clashes = Dictionary(grouping: members.indices) { current[$0] }.values
        .filter { $0.count > 1 }.sorted { $0[0] < $1[0] }
      var moved = false
      unresolved = []
      for clash in clashes {
        let movable = clash.filter { levels[$0] < members[$0].spellings.count - 1 }
        guard !movable.isEmpty else {
          unresolved.append(clash)
          continue
        }
        for member in movable { levels[member] += 1 }
        // A clash that takes several rounds is reported once, under the name it began with.
        if reported.insert(clash).inserted { renamed.append((current[clash[0]], clash)) }
        moved = true
      }
      if !moved { return Settlement(names: current, renamed: renamed, unresolved: unresolved) }
    }
  }

  private static func distinct(_ spellings: [String]) -> [String] {
    var result: [String] = []
    for spelling in spellings where result.last != spelling { result.append(spelling) }
    return result
  }

  /// Eight hex digits of the 32-bit FNV-1a hash of `text`'s bytes: stable across runs and
  /// machines, unlike `Hasher`.
  private static func hash(_ text: String) -> String {
    var value: UInt32 = 0x811C_9DC5
    for byte in text.utf8 {
      value = (value ^ UInt32(byte)) &* 0x0100_0193
    }
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 8 - digits.count) + digits
  }
}
