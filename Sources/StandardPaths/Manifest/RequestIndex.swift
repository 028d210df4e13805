import Foundation

/// What string lookups read: the group of each request name and what its type means to a
/// lookup. Built once, on the first string lookup.
///
/// ASCII names, nearly all of them, are found through a table hashed over their bytes, which is
/// several times cheaper than hashing a `String`. Each slot holds everything a hit needs (where
/// the name's bytes are, its length, a few bits of its hash, its type's flags), so a lookup
/// reads one slot and the name's bytes. Anything else goes to a `[String: Int]` of every name,
/// made only when first needed, so a lookup keeps `String`'s equality (`é` as one code point or
/// two, `K` and the Kelvin sign).
///
/// The slots live in a buffer of their own, read without retaining anything; nothing changes
/// after `init`, which is what makes the class `Sendable`.
final class RequestIndex: @unchecked Sendable {
  /// A group found by its request: whether a lookup may read the stored table for it.
  struct Entry {
    var group: Int
    /// Whether the request has a type.
    var hasType: Bool
    /// Whether its type lets a desktop try a `.tiff`, as `VariantResolver` decides.
    var triesTIFF: Bool
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
  /// Each ASCII request's header and bytes, one after another, so that a hit reads one slot and
  /// one entry; a lookup reads them without retaining anything.
  private let entries: UnsafeMutableRawBufferPointer
  /// Whether some request is not in the hashed table (not ASCII, or longer than 65,535 bytes), so
  /// a miss there may still find it as a `String`.
  private let hasOtherNames: Bool
  private let groupsByName = LazyReference<Box<[String: Int]>>()

  init(_ decoded: ManifestFormat.Decoded) {
    self.decoded = decoded
    let slots = UnsafeMutableBufferPointer<UInt64>.allocate(
      capacity: Self.slotCount(for: decoded.groupCount))
    slots.initialize(repeating: 0)
    let entries = UnsafeMutableRawBufferPointer.allocate(
      byteCount: (0..<decoded.groupCount).reduce(0) {
        $0 + Self.entrySize(forNameOf: decoded.requestRange(ofGroup: $1).count)
      }, alignment: MemoryLayout<Header>.alignment)
    var entriesEnd = 0
    var hasOtherNames = false
    let table = decoded.table.bytes
    for group in 0..<decoded.groupCount {
      let name = UnsafeBufferPointer(rebasing: table[decoded.requestRange(ofGroup: group)])
      let (hash, isASCII) = Self.hash(name)
      guard isASCII, name.count <= UInt16.max, entriesEnd < UInt32.max else {
        hasOtherNames = true
        continue
      }
      let (slot, found) = Self.probe(slots, entries, for: name, hash: hash)
      guard found == nil else { continue }
      let type = decoded.type(ofGroup: group)
      let flags =
        (type == nil ? 0 : Self.hasTypeFlag)
        | (ManifestFormat.triesTIFF(type) ? Self.triesTIFFFlag : 0)
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
    self.hasOtherNames = hasOtherNames
  }

  deinit {
    slots.deallocate()
    entries.deallocate()
  }

  /// The group whose request is `request`, or nil.
  func entry(forRequest request: String) -> Entry? {
    let byBytes = request.utf8.withContiguousStorageIfAvailable { name in
      let (hash, isASCII) = Self.hash(name)
      guard let offset = Self.probe(slots, entries, for: name, hash: hash).entry else {
        // A miss is final only when every name is in the table and none can equal the request
        // as a `String` but not byte for byte, which takes a request outside ASCII.
        return (entry: Entry?.none, isFinal: isASCII && !hasOtherNames)
      }
      let header = entries.load(fromByteOffset: offset, as: Header.self)
      let flags = header.flags
      let entry = Entry(
        group: Int(header.group), hasType: flags & Self.hasTypeFlag != 0,
        triesTIFF: flags & Self.triesTIFFFlag != 0)
      return (entry, true)
    }
    if let byBytes, byBytes.isFinal { return byBytes.entry }
    return entryByString(request)
  }

  /// The slow path: `request` compared as a `String` with every name.
  private func entryByString(_ request: String) -> Entry? {
    let groups = groupsByName.withInstance(
      make: { Box(AssetManifest.index((0..<decoded.groupCount).map(decoded.request(ofGroup:)))) },
      { $0.value })
    guard let group = groups[request] else { return nil }
    let type = decoded.type(ofGroup: group)
    return Entry(group: group, hasType: type != nil, triesTIFF: ManifestFormat.triesTIFF(type))
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

  /// Whether `name` is the same bytes as `name.count` bytes at `other`, compared eight at a
  /// time: names are short, and a call to `memcmp` costs more than comparing them.
  private static func equal(_ name: UnsafeBufferPointer<UInt8>, _ other: UnsafeRawPointer) -> Bool {
    guard let base = name.baseAddress else { return true }
    let raw = UnsafeRawPointer(base)
    var offset = 0
    while offset + 8 <= name.count {
      guard
        raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
          == other.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      else { return false }
      offset += 8
    }
    while offset < name.count {
      guard
        raw.load(fromByteOffset: offset, as: UInt8.self)
          == other.load(fromByteOffset: offset, as: UInt8.self)
      else { return false }
      offset += 1
    }
    return true
  }

  /// A power of two at least twice `count`, so probe runs stay short.
  private static func slotCount(for count: Int) -> Int {
    var slots = 1
    while slots < count * 2 { slots <<= 1 }
    return slots
  }

  /// A multiply-and-fold hash over eight bytes at a time (a few cycles for a typical name, where
  /// a byte-at-a-time hash waits on one multiplication per byte), and whether every byte is ASCII.
  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> (hash: UInt64, isASCII: Bool) {
    let raw = UnsafeRawBufferPointer(bytes)
    var hash = UInt64(raw.count) &* 0x9E37_79B9_7F4A_7C15
    var highBits: UInt64 = 0
    var offset = 0
    while offset + 8 <= raw.count {
      let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      highBits |= word
      hash = mix(hash ^ word)
      offset += 8
    }
    if offset < raw.count {
      var tail: UInt64 = 0
      for index in offset..<raw.count {
        tail |= UInt64(raw[index]) << (8 * UInt64(index - offset))
      }
      highBits |= tail
      hash = mix(hash ^ tail)
    }
    return (mix(hash), highBits & 0x8080_8080_8080_8080 == 0)
  }

  private static func mix(_ value: UInt64) -> UInt64 {
    let product = value.multipliedFullWidth(by: 0xA076_1D64_78BD_642F)
    return product.high ^ product.low
  }
}
