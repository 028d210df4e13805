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

  private struct Slot {
    /// The group + 1, or 0 for an empty slot.
    var groupPlusOne: Int32 = 0
    var start: Int32 = 0
    var length: Int32 = 0
    var fingerprint: UInt16 = 0
    var flags: UInt8 = 0
  }

  private static let hasTypeFlag: UInt8 = 1
  private static let triesTIFFFlag: UInt8 = 2

  private let decoded: ManifestFormat.Decoded
  private let slots: UnsafeMutableBufferPointer<Slot>
  /// The ASCII requests' bytes, one after another, which slots point into: a lookup reads them
  /// without retaining the table, and they sit closer together than the table's rows.
  private let names: UnsafeMutableBufferPointer<UInt8>
  /// Whether some request is not ASCII, so an ASCII miss may still equal it as a `String`.
  private let hasOtherNames: Bool
  private let entriesByName = LazyReference<Box<[String: Int]>>()

  init(_ decoded: ManifestFormat.Decoded) {
    self.decoded = decoded
    let slots = UnsafeMutableBufferPointer<Slot>.allocate(
      capacity: Self.slotCount(for: decoded.groupCount))
    slots.initialize(repeating: Slot())
    let names = UnsafeMutableBufferPointer<UInt8>.allocate(
      capacity: (0..<decoded.groupCount).reduce(0) { $0 + decoded.requestRange(ofGroup: $1).count })
    var namesEnd = 0
    var hasOtherNames = false
    let table = decoded.table.bytes
    for group in 0..<decoded.groupCount {
      let name = UnsafeBufferPointer(rebasing: table[decoded.requestRange(ofGroup: group)])
      let (hash, isASCII) = Self.hash(name)
      guard isASCII else {
        hasOtherNames = true
        continue
      }
      let (slot, found) = Self.probe(slots, for: name, hash: hash, in: names)
      guard found == nil else { continue }
      let type = decoded.type(ofGroup: group)
      slots[slot] = Slot(
        groupPlusOne: Int32(group + 1), start: Int32(namesEnd), length: Int32(name.count),
        fingerprint: Self.fingerprint(hash),
        flags: (type == nil ? 0 : Self.hasTypeFlag)
          | (ManifestFormat.triesTIFF(type) ? Self.triesTIFFFlag : 0))
      let free = UnsafeMutableBufferPointer(rebasing: names[namesEnd...])
      namesEnd += free.initialize(fromContentsOf: name)
    }
    self.slots = slots
    self.names = names
    self.hasOtherNames = hasOtherNames
  }

  deinit {
    slots.deallocate()
    names.deallocate()
  }

  /// The group whose request is `request`, or nil.
  func entry(forRequest request: String) -> Entry? {
    let byBytes = request.utf8.withContiguousStorageIfAvailable { name in
      let (hash, isASCII) = Self.hash(name)
      let slot = Self.probe(slots, for: name, hash: hash, in: names)
      guard let group = slot.group else {
        // A miss is final only when no name can equal the request as a `String` but not byte
        // for byte, and that takes a name or a request outside ASCII.
        return (entry: Entry?.none, isFinal: isASCII && !hasOtherNames)
      }
      let flags = slots[slot.slot].flags
      let entry = Entry(
        group: group, hasType: flags & Self.hasTypeFlag != 0,
        triesTIFF: flags & Self.triesTIFFFlag != 0)
      return (entry, true)
    }
    if let byBytes, byBytes.isFinal { return byBytes.entry }
    return entryByString(request)
  }

  /// The slow path: `request` compared as a `String` with every name.
  private func entryByString(_ request: String) -> Entry? {
    let groups = entriesByName.withInstance(
      make: {
        var groups: [String: Int] = [:]
        for group in (0..<decoded.groupCount).reversed() {
          groups[decoded.request(ofGroup: group)] = group
        }
        return Box(groups)
      }, { $0.value })
    guard let group = groups[request] else { return nil }
    let type = decoded.type(ofGroup: group)
    return Entry(group: group, hasType: type != nil, triesTIFF: ManifestFormat.triesTIFF(type))
  }

  /// The slot holding `name`, or the empty slot where it would go.
  private static func probe(
    _ slots: UnsafeMutableBufferPointer<Slot>, for name: UnsafeBufferPointer<UInt8>, hash: UInt64,
    in names: UnsafeMutableBufferPointer<UInt8>
  ) -> (slot: Int, group: Int?) {
    let mask = slots.count - 1
    let fingerprint = fingerprint(hash)
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot].groupPlusOne != 0 {
      let candidate = slots[slot]
      if candidate.fingerprint == fingerprint, Int(candidate.length) == name.count,
        name.isEmpty
          || memcmp(names.baseAddress! + Int(candidate.start), name.baseAddress!, name.count) == 0
      {
        return (slot, Int(candidate.groupPlusOne) - 1)
      }
      slot = (slot + 1) & mask
    }
    return (slot, nil)
  }

  /// A power of two at least twice `count`, so probe runs stay short.
  private static func slotCount(for count: Int) -> Int {
    var slots = 1
    while slots < count * 2 { slots <<= 1 }
    return slots
  }

  private static func fingerprint(_ hash: UInt64) -> UInt16 {
    UInt16(truncatingIfNeeded: hash >> 48)
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
