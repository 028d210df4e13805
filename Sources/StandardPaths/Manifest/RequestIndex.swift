import Foundation

/// What string lookups read: the group of each request name, what each group's type means to a
/// lookup, and every file's absolute path. Built once, on the first string lookup.
///
/// ASCII names, nearly all of them, are found through a table hashed over their bytes, which is
/// several times cheaper than hashing a `String`; anything else, and any miss, goes to a
/// `[String: Int]`, so a lookup keeps `String`'s equality (`é` as one code point or two).
///
/// The hashed table lives in buffers of its own, which a lookup reads without retaining
/// anything; they never change after `init`, which is what makes the class `Sendable`.
final class RequestIndex: @unchecked Sendable {
  /// Per group: whether its request has a type, and whether that type lets desktops try a TIFF.
  let hasType: [Bool]
  let triesTIFF: [Bool]
  /// Every file's absolute path, or nil when the manifest has no bundle.
  let absolutePaths: [String]?
  private let groups: [String: Int]
  /// The ASCII request names' bytes, one after another; `ends[g]` is where group `g`'s stop.
  private let bytes: UnsafeMutableBufferPointer<UInt8>
  private let ends: UnsafeMutableBufferPointer<Int>
  /// Open addressing over the ASCII names: group + 1, or 0 for an empty slot.
  private let slots: UnsafeMutableBufferPointer<Int32>

  init(requests: [(name: String, type: String?)], absolutePaths: [String]?) {
    hasType = requests.map { $0.type != nil }
    triesTIFF = requests.map { $0.type.map(ManifestFormat.triesTIFF) ?? false }
    self.absolutePaths = absolutePaths
    groups = AssetManifest.index(requests.map(\.name))
    var bytes: [UInt8] = []
    var ends: [Int] = []
    for request in requests {
      bytes += request.name.utf8
      ends.append(bytes.count)
    }
    self.bytes = Self.copy(bytes)
    self.ends = Self.copy(ends)
    slots = Self.copy([Int32](repeating: 0, count: Self.slotCount(for: requests.count)))
    for group in requests.indices {
      let name = UnsafeBufferPointer(rebasing: self.bytes[start(of: group)..<ends[group]])
      guard name.allSatisfy({ $0 < 0x80 }) else { continue }
      let (slot, found) = probe(for: name)
      if found == nil { slots[slot] = Int32(group + 1) }
    }
  }

  deinit {
    bytes.deallocate()
    ends.deallocate()
    slots.deallocate()
  }

  /// The group whose request is `request`, or nil.
  func group(forRequest request: String) -> Int? {
    let found = request.utf8.withContiguousStorageIfAvailable { probe(for: $0).group }
    return found ?? groups[request]
  }

  /// The slot holding `name`, or the empty slot where it would go.
  private func probe(for name: UnsafeBufferPointer<UInt8>) -> (slot: Int, group: Int?) {
    var slot = Self.hash(name) & (slots.count - 1)
    while slots[slot] != 0 {
      let group = Int(slots[slot]) - 1
      let first = start(of: group)
      if ends[group] - first == name.count,
        name.isEmpty || memcmp(bytes.baseAddress! + first, name.baseAddress!, name.count) == 0
      {
        return (slot, group)
      }
      slot = (slot + 1) & (slots.count - 1)
    }
    return (slot, nil)
  }

  private func start(of group: Int) -> Int {
    group == 0 ? 0 : ends[group - 1]
  }

  private static func copy<Element>(_ array: [Element]) -> UnsafeMutableBufferPointer<Element> {
    let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: array.count)
    _ = buffer.initialize(from: array)
    return buffer
  }

  /// A power of two at least twice `count`, so probe runs stay short.
  private static func slotCount(for count: Int) -> Int {
    var slots = 1
    while slots < count * 2 { slots <<= 1 }
    return slots
  }

  /// FNV-1a over the bytes.
  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return Int(truncatingIfNeeded: hash ^ (hash >> 29))
  }
}
