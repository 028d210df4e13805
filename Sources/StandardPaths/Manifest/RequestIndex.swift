import Foundation

/// What string lookups read: the group of each request name, what its type means to a lookup,
/// and the slot where string lookups' columns keep its answers. Built once, on the first string
/// lookup.
///
/// Names are found through a table hashed over their bytes, which is several times cheaper than
/// hashing a `String`. Each slot holds where the name's entry is and a few bits of its hash; the
/// entry holds the group, the name's length and bytes and its type's flags, so a hit reads one
/// slot and one entry. A lookup keeps `String`'s equality (`é` as one code point or two, `K`
/// and the Kelvin sign): when some name is not ASCII, only the first of names equal as
/// `String`s is in the table, and a miss goes on to a `[String: Int]` of every name.
///
/// The slots live in a buffer of their own, read without retaining anything; nothing changes
/// after `init`, which is what makes the class `Sendable`.
final class RequestIndex: @unchecked Sendable {
  /// A group found by its request: whether a lookup may read the stored table for it, and where.
  struct Entry {
    var group: Int
    /// Whether the request has a type.
    var hasType: Bool
    /// Whether its type lets a desktop try a `.tiff`, as `VariantResolver` decides.
    var triesTIFF: Bool
    /// The request's slot, which is its row in string lookups' columns; nil for a name too long
    /// for the table (over 65,535 bytes).
    var slot: Int?
  }

  /// What precedes each name in `entries`: its group, its length, and what its type means to a
  /// lookup.
  private struct Header {
    var group: UInt32
    var length: UInt16
    var flags: UInt8
  }

  private static let hasTypeFlag: UInt8 = 1
  private static let triesTIFFFlag: UInt8 = 2
  private static let headerSize = MemoryLayout<Header>.stride

  private let decoded: ManifestFormat.Decoded
  /// Open addressing: the upper half of each slot is the name's hash, the lower the offset + 1
  /// of its entry, or the whole slot 0 when empty. Eight bytes a slot keep the table small.
  private let slots: UnsafeMutableBufferPointer<UInt64>
  /// Each request's header and bytes, one after another, so that a hit reads one slot and one
  /// entry; a lookup reads them without retaining anything.
  private let entries: UnsafeMutableRawBufferPointer
  /// Whether a request missing from the table may still equal a name as a `String`: some name
  /// is not ASCII, or too long for the table.
  private let missesMayMatchAsStrings: Bool
  private let groupsByName: LazyReference<Box<[String: Int]>>

  /// How many slots, and so rows of string lookups' columns, a manifest of `groupCount` groups
  /// has: a power of two at least twice the count, so probe runs stay short.
  static func slotCount(for groupCount: Int) -> Int {
    var slots = 1
    while slots < groupCount * 2 { slots <<= 1 }
    return slots
  }

  init(_ decoded: ManifestFormat.Decoded) {
    self.decoded = decoded
    let slots = UnsafeMutableBufferPointer<UInt64>.allocate(
      capacity: Self.slotCount(for: decoded.groupCount))
    slots.initialize(repeating: 0)
    let entries = UnsafeMutableRawBufferPointer.allocate(
      byteCount: (0..<decoded.groupCount).reduce(0) {
        $0 + Self.entrySize(forNameOf: decoded.requestRange(ofGroup: $1).count)
      }, alignment: MemoryLayout<Header>.alignment)
    let table = decoded.table.bytes
    var entriesEnd = 0
    var hasLongNames = false
    // Names equal as `String`s but not as bytes take a name outside ASCII; from the first such
    // name on, a name goes in the table only if it is the first of its equals, the one a
    // `[String: Int]` finds. Names before it are ASCII, and so the first of theirs.
    var firstGroups: [String: Int]?
    var isFirstOfItsEquals: [Bool]?
    for group in 0..<decoded.groupCount {
      let name = UnsafeBufferPointer(rebasing: table[decoded.requestRange(ofGroup: group)])
      let (hash, isASCII) = Self.hash(name)
      if !isASCII, firstGroups == nil {
        let groups = Self.firstGroupsByName(decoded)
        var isFirst = [Bool](repeating: false, count: decoded.groupCount)
        for first in groups.values { isFirst[first] = true }
        (firstGroups, isFirstOfItsEquals) = (groups, isFirst)
      }
      guard name.count <= UInt16.max, entriesEnd < UInt32.max else {
        hasLongNames = true
        continue
      }
      if let isFirstOfItsEquals, !isFirstOfItsEquals[group] { continue }
      let (slot, found) = Self.probe(slots, entries, for: name, hash: hash)
      guard found == nil else { continue }
      let type = decoded.type(ofGroup: group)
      let flags =
        (type == nil ? 0 : Self.hasTypeFlag)
        | (VariantResolver.triesTIFF(type) ? Self.triesTIFFFlag : 0)
      entries.storeBytes(
        of: Header(group: UInt32(group), length: UInt16(name.count), flags: flags),
        toByteOffset: entriesEnd, as: Header.self)
      UnsafeMutableRawBufferPointer(rebasing: entries[(entriesEnd + Self.headerSize)...])
        .copyMemory(from: UnsafeRawBufferPointer(name))
      slots[slot] = hash & 0xFFFF_FFFF_0000_0000 | UInt64(entriesEnd + 1)
      entriesEnd += Self.entrySize(forNameOf: name.count)
    }
    self.slots = slots
    self.entries = entries
    missesMayMatchAsStrings = firstGroups != nil || hasLongNames
    groupsByName = LazyReference(firstGroups.map(Box.init))
  }

  deinit {
    slots.deallocate()
    entries.deallocate()
  }

  /// The group whose request is `request`, or nil.
  func entry(forRequest request: String) -> Entry? {
    let byBytes = request.utf8.withContiguousStorageIfAvailable { name in
      let (hash, isASCII) = Self.hash(name)
      let (slot, offset) = Self.probe(slots, entries, for: name, hash: hash)
      guard let offset else {
        // A miss is final only when no name can equal the request as a `String` but not byte
        // for byte, which takes a request or a name outside ASCII.
        return (entry: Entry?.none, isFinal: isASCII && !missesMayMatchAsStrings)
      }
      return (entry(atOffset: offset, slot: slot), true)
    }
    if let byBytes, byBytes.isFinal { return byBytes.entry }
    return entryByString(request)
  }

  /// The group of the name in `slot`, or nil for an empty slot.
  func group(inSlot slot: Int) -> Int? {
    guard slots[slot] != 0 else { return nil }
    let offset = Int(truncatingIfNeeded: slots[slot] & 0xFFFF_FFFF) - 1
    return Int(entries.load(fromByteOffset: offset, as: Header.self).group)
  }

  private func entry(atOffset offset: Int, slot: Int) -> Entry {
    let header = entries.load(fromByteOffset: offset, as: Header.self)
    return Entry(
      group: Int(header.group), hasType: header.flags & Self.hasTypeFlag != 0,
      triesTIFF: header.flags & Self.triesTIFFFlag != 0, slot: slot)
  }

  /// The slow path: `request` compared as a `String` with every name, then found in the table by
  /// the name it equals.
  private func entryByString(_ request: String) -> Entry? {
    let groups = groupsByName.withInstance(
      make: { Box(Self.firstGroupsByName(decoded)) },
      { $0.value })
    guard let group = groups[request] else { return nil }
    let name = UnsafeBufferPointer(
      rebasing: decoded.table.bytes[decoded.requestRange(ofGroup: group)])
    let (slot, offset) = Self.probe(slots, entries, for: name, hash: Self.hash(name).hash)
    if let offset { return entry(atOffset: offset, slot: slot) }
    let type = decoded.type(ofGroup: group)
    return Entry(
      group: group, hasType: type != nil, triesTIFF: VariantResolver.triesTIFF(type), slot: nil)
  }

  /// Each request name's group, the first one winning among names equal as `String`s.
  private static func firstGroupsByName(_ decoded: ManifestFormat.Decoded) -> [String: Int] {
    AssetManifest.index((0..<decoded.groupCount).map(decoded.request(ofGroup:)))
  }

  /// A header and a name, rounded up so that the next header is aligned and reads as one load.
  private static func entrySize(forNameOf length: Int) -> Int {
    (headerSize + length + 7) & ~7
  }

  /// The slot holding `name` and the offset of its entry, or the empty slot where it would go.
  private static func probe(
    _ slots: UnsafeMutableBufferPointer<UInt64>, _ entries: UnsafeMutableRawBufferPointer,
    for name: UnsafeBufferPointer<UInt8>, hash: UInt64
  ) -> (slot: Int, entry: Int?) {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] != 0 {
      if slots[slot] >> 32 == hash >> 32 {
        let offset = Int(truncatingIfNeeded: slots[slot] & 0xFFFF_FFFF) - 1
        let header = entries.load(fromByteOffset: offset, as: Header.self)
        if Int(header.length) == name.count,
          equal(name, UnsafeRawPointer(entries.baseAddress! + offset + headerSize))
        {
          return (slot, offset)
        }
      }
      slot = (slot + 1) & mask
    }
    return (slot, nil)
  }

  /// Whether `name` is the same bytes as `name.count` bytes at `other`, compared a word at a
  /// time: names are short, and a call to `memcmp` costs more than comparing them.
  private static func equal(_ name: UnsafeBufferPointer<UInt8>, _ other: UnsafeRawPointer) -> Bool {
    guard let base = name.baseAddress else { return true }
    let count = name.count
    return forEachWord(of: UnsafeRawPointer(base), count: count) { offset, word in
      word == Self.word(of: other, at: offset, count: count)
    }
  }

  /// Calls `body` with the offset and value of words that together cover `count` bytes at
  /// `bytes`, until it returns false: each whole eight bytes, then the last eight, overlapping
  /// the word before, so that no byte is read on its own. Two names of one length are equal
  /// exactly when their words are.
  @inline(__always)
  private static func forEachWord(
    of bytes: UnsafeRawPointer, count: Int, _ body: (_ offset: Int, _ word: UInt64) -> Bool
  ) -> Bool {
    var offset = 0
    while offset + 8 < count {
      guard body(offset, bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) else {
        return false
      }
      offset += 8
    }
    let last = max(count - 8, 0)
    return body(last, word(of: bytes, at: last, count: count))
  }

  /// The word at `offset` of `count` bytes, eight of them read at once; under eight bytes, a word
  /// made of them all (two overlapping halves, or the first, middle and last byte), the same for
  /// two names of one length exactly when their bytes are.
  @inline(__always)
  private static func word(of bytes: UnsafeRawPointer, at offset: Int, count: Int) -> UInt64 {
    if count >= 8 { return bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self) }
    if count >= 4 {
      return UInt64(bytes.loadUnaligned(as: UInt32.self))
        | UInt64(bytes.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)) << 32
    }
    guard count > 0 else { return 0 }
    return UInt64(bytes.load(as: UInt8.self))
      | UInt64(bytes.load(fromByteOffset: count / 2, as: UInt8.self)) << 8
      | UInt64(bytes.load(fromByteOffset: count - 1, as: UInt8.self)) << 16
  }

  /// A multiply-and-fold hash over eight bytes at a time (a few cycles for a typical name, where
  /// a byte-at-a-time hash waits on one multiplication per byte), and whether every byte is ASCII.
  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> (hash: UInt64, isASCII: Bool) {
    var hash = UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15
    guard let base = bytes.baseAddress else { return (mix(hash), true) }
    var highBits: UInt64 = 0
    _ = forEachWord(of: UnsafeRawPointer(base), count: bytes.count) { _, word in
      highBits |= word
      hash = mix(hash ^ word)
      return true
    }
    return (mix(hash), highBits & 0x8080_8080_8080_8080 == 0)
  }

  private static func mix(_ value: UInt64) -> UInt64 {
    let product = value.multipliedFullWidth(by: 0xA076_1D64_78BD_642F)
    return product.high ^ product.low
  }
}
