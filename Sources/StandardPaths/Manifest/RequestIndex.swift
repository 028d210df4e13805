import Foundation

/// The group of each request name, found by the name's bytes: what string lookups read.
///
/// A `[String: Int]` hashes a `String` with SipHash and compares `String`s by canonical
/// equivalence, which costs most of a string lookup. For ASCII, equal bytes and equal `String`s
/// are the same thing, so an ASCII request is hashed a word at a time and compared byte for byte
/// with its name in the manifest's table, where the names already are: nothing is copied when
/// the index is made. Anything else (a request or a manifest with a name outside ASCII, where
/// `é` may be one code point or two and `K` equals the Kelvin sign) is left undecided, for the
/// caller's `[String: Int]`.
enum RequestIndex {
  /// A request found by its bytes.
  struct Found: Equatable {
    /// The request's group, the first of them if several groups have the name.
    var group: Int
    /// Whether the request has a type.
    var hasType: Bool
    /// Whether its type lets a desktop try a `.tiff` (`VariantResolver.triesTIFF`).
    var triesTIFF: Bool
  }

  /// What a lookup by bytes found.
  enum Answer: Equatable {
    /// The request with that name.
    case found(Found)
    /// No request has that name.
    case none
    /// Bytes cannot decide: the looked-up name or some request is not ASCII.
    case undecided
  }

  /// One request: everything a lookup needs but the name's bytes, so that a hit reads its slot
  /// and its name and nothing else, however cold the caches are.
  struct Slot: Sendable {
    /// The upper half of the name's hash, which spares reading a name that cannot match.
    var hash: UInt32 = 0
    /// The group + 1; 0 in an empty slot, `UInt32.max` in every slot of an index whose
    /// manifest has a name outside ASCII, so that its first probe says bytes cannot decide.
    var groupAndOne: UInt32 = 0
    /// Where the name starts in the manifest's table.
    var nameStart: UInt32 = 0
    /// The name's length, below `Slot.hasType`, with the two flags above it.
    var nameLengthAndFlags: UInt32 = 0

    static let hasType: UInt32 = 1 << 31
    static let triesTIFF: UInt32 = 1 << 30
    static let nameLength: UInt32 = triesTIFF - 1
    static let undecided = Slot(groupAndOne: .max)
  }

  /// How many slots the index of `groupCount` groups has: a power of two at least 1.25 times
  /// the group count, so probe runs stay short while the slots stay few enough for the caches.
  static func slotCount(groupCount: Int) -> Int {
    var slotCount = 1
    while slotCount * 4 < groupCount * 5 { slotCount <<= 1 }
    return slotCount
  }

  /// The slots of `decoded`'s requests, `slotCount(groupCount:)` of them; every one undecided
  /// when some request is not ASCII or the table is too large (a gigabyte) for their offsets.
  static func slots(_ decoded: ManifestFormat.Decoded) -> [Slot] {
    let slotCount = slotCount(groupCount: decoded.groupCount)
    var slots = [Slot](repeating: Slot(), count: slotCount)
    let table = decoded.table.bytes
    // In group order, so that of two equal names the first keeps its slot.
    for group in 0..<decoded.groupCount {
      let name = decoded.requestRange(ofGroup: group)
      let (hash, isASCII) = hash(UnsafeBufferPointer(rebasing: table[name]))
      guard isASCII, table.count <= Slot.nameLength else {
        return [Slot](repeating: .undecided, count: slotCount)
      }
      let (empty, slot) = probe({ slots[$0] }, slotCount - 1, table, table[name], hash)
      guard slot.groupAndOne == 0 else { continue }
      let type = decoded.type(ofGroup: group)
      slots[empty] = Slot(
        hash: UInt32(truncatingIfNeeded: hash >> 32), groupAndOne: UInt32(group + 1),
        nameStart: UInt32(name.lowerBound),
        nameLengthAndFlags: UInt32(name.count) | (type == nil ? 0 : Slot.hasType)
          | (VariantResolver.triesTIFF(type) ? Slot.triesTIFF : 0))
    }
    return slots
  }

  /// The request named `request`, by its bytes, among `slots` of `table`; `mask` is the
  /// slots' count less one, passed in so that the first probe waits on no other read, and
  /// keeps every probe within the slots.
  @inline(__always)
  static func find(
    _ request: String, in slots: Table<Slot>, mask: Int, table: UnsafeBufferPointer<UInt8>
  ) -> Answer {
    let answer = request.utf8.withContiguousStorageIfAvailable { name -> Answer in
      let (hash, isASCII) = hash(name)
      guard isASCII else { return .undecided }
      let slot = probe({ slots.elements[$0] }, mask, table, name[...], hash).slot
      switch slot.groupAndOne {
      case 0: return .none
      case Slot.undecided.groupAndOne: return .undecided
      default:
        let flags = slot.nameLengthAndFlags
        return .found(
          Found(
            group: Int(slot.groupAndOne) - 1, hasType: flags & Slot.hasType != 0,
            triesTIFF: flags & Slot.triesTIFF != 0))
      }
    }
    return answer ?? .undecided
  }

  /// Where a probe for `name` stops: at its slot, at the empty slot where it would go, or at an
  /// undecided slot.
  @inline(__always)
  private static func probe(
    _ slotAt: (Int) -> Slot, _ mask: Int, _ table: UnsafeBufferPointer<UInt8>,
    _ name: Slice<UnsafeBufferPointer<UInt8>>, _ hash: UInt64
  ) -> (index: Int, slot: Slot) {
    let hashHigh = UInt32(truncatingIfNeeded: hash >> 32)
    var index = Int(truncatingIfNeeded: hash) & mask
    while true {
      let slot = slotAt(index)
      if slot.groupAndOne == 0 || slot.groupAndOne == Slot.undecided.groupAndOne
        || (slot.hash == hashHigh && Int(slot.nameLengthAndFlags & Slot.nameLength) == name.count
          && equal(name, table, at: Int(slot.nameStart)))
      {
        return (index, slot)
      }
      index = (index + 1) & mask
    }
  }

  /// Whether `name` is the same bytes as `table` at `start`. Sound: a slot's name lies within
  /// `table` (`ManifestFormat.Decoded` checked the row it came from). `memcmp` rather than a
  /// loop of byte comparisons, for `string_vs_dictionary`.
  private static func equal(
    _ name: Slice<UnsafeBufferPointer<UInt8>>, _ table: UnsafeBufferPointer<UInt8>, at start: Int
  ) -> Bool {
    guard let base = name.base.baseAddress, let table = table.baseAddress else { return true }
    return memcmp(base + name.startIndex, table + start, name.count) == 0
  }

  /// A multiply-and-fold hash of `bytes`, and whether every byte is ASCII; eight bytes at a
  /// time, read unaligned from raw memory, for `string_vs_dictionary` (a byte-at-a-time hash
  /// would wait on one multiplication per byte).
  @inline(__always)
  static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> (hash: UInt64, isASCII: Bool) {
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
    var tail: UInt64 = 0
    while offset < raw.count {
      tail = tail << 8 | UInt64(raw[offset])
      offset += 1
    }
    highBits |= tail
    return (mix(hash ^ tail), highBits & 0x8080_8080_8080_8080 == 0)
  }

  /// Spreads every bit of `value` over the whole word: the high half of a full 128-bit product
  /// folded into its low half.
  private static func mix(_ value: UInt64) -> UInt64 {
    let product = value.multipliedFullWidth(by: 0xBF58_476D_1CE4_E5B9)
    return product.high ^ product.low
  }
}
