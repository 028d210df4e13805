import Foundation

/// The group of each request name, found by the name's bytes: what string lookups read.
///
/// A `[String: Int]` hashes a `String` with SipHash and compares `String`s by canonical
/// equivalence, which costs most of a string lookup. For ASCII, equal bytes and equal `String`s
/// are the same thing, so an ASCII request is hashed a word at a time and compared byte for byte
/// with its name in the manifest's table, where the names already are: nothing is copied when
/// the index is made. Anything else (a request or a manifest with a name outside ASCII, where
/// `é` may be one code point or two) is left to the caller's `[String: Int]`.
struct RequestIndex: Sendable {
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
  private struct Slot {
    /// The upper half of the name's hash, which spares reading a name that cannot match.
    var hash: UInt32 = 0
    /// The group + 1; 0 in an empty slot.
    var groupAndOne: UInt32 = 0
    /// Where the name starts in the manifest's table.
    var nameStart: UInt32 = 0
    /// The name's length, below `Slot.hasType`, with the two flags above it.
    var nameLengthAndFlags: UInt32 = 0

    static let hasType: UInt32 = 1 << 31
    static let triesTIFF: UInt32 = 1 << 30
    static let nameLength: UInt32 = triesTIFF - 1
  }

  /// Open addressing, a power of two at least 1.25 times the group count: probe runs stay short
  /// while the slots stay few enough to stay in the caches.
  private let slots: [Slot]
  /// Whether every request is ASCII, and so a miss by bytes is a miss as `String`s.
  private let isComplete: Bool

  /// The index of `decoded`'s requests; empty when some request is not ASCII or the table is
  /// too large (a gigabyte) for the slots' offsets.
  init(_ decoded: ManifestFormat.Decoded) {
    var slotCount = 1
    while slotCount * 4 < decoded.groupCount * 5 { slotCount <<= 1 }
    var slots = [Slot](repeating: Slot(), count: slotCount)
    let table = decoded.table.bytes
    // In group order, so that of two equal names the first keeps its slot.
    for group in 0..<decoded.groupCount {
      let name = decoded.requestRange(ofGroup: group)
      let (hash, isASCII) = Self.hash(UnsafeBufferPointer(rebasing: table[name]))
      guard isASCII, table.count <= Slot.nameLength else {
        (self.slots, isComplete) = ([Slot()], false)
        return
      }
      guard case .none(let empty) = Self.probe(slots, table, table[name], hash) else { continue }
      let type = decoded.type(ofGroup: group)
      slots[empty] = Slot(
        hash: UInt32(truncatingIfNeeded: hash >> 32), groupAndOne: UInt32(group + 1),
        nameStart: UInt32(name.lowerBound),
        nameLengthAndFlags: UInt32(name.count) | (type == nil ? 0 : Slot.hasType)
          | (VariantResolver.triesTIFF(type) ? Slot.triesTIFF : 0))
    }
    (self.slots, isComplete) = (slots, true)
  }

  /// The request named `request`, by its bytes.
  func find(_ request: String, in decoded: ManifestFormat.Decoded) -> Answer {
    guard isComplete else { return .undecided }
    let table = decoded.table.bytes
    let answer = request.utf8.withContiguousStorageIfAvailable { name -> Answer in
      let (hash, isASCII) = Self.hash(name)
      guard isASCII else { return .undecided }
      guard case .found(let slot) = Self.probe(slots, table, name[...], hash) else { return .none }
      return .found(
        Found(
          group: Int(slot.groupAndOne) - 1, hasType: slot.nameLengthAndFlags & Slot.hasType != 0,
          triesTIFF: slot.nameLengthAndFlags & Slot.triesTIFF != 0))
    }
    return answer ?? .undecided
  }

  /// Where a probe for a name ended.
  private enum Probe {
    /// At the slot of the name.
    case found(Slot)
    /// At the empty slot where the name would go.
    case none(emptySlot: Int)
  }

  private static func probe(
    _ slots: [Slot], _ table: UnsafeBufferPointer<UInt8>,
    _ name: Slice<UnsafeBufferPointer<UInt8>>, _ hash: UInt64
  ) -> Probe {
    let mask = slots.count - 1
    let hashHigh = UInt32(truncatingIfNeeded: hash >> 32)
    var index = Int(truncatingIfNeeded: hash) & mask
    while slots[index].groupAndOne != 0 {
      let slot = slots[index]
      if slot.hash == hashHigh, Int(slot.nameLengthAndFlags & Slot.nameLength) == name.count,
        equal(name, table, at: Int(slot.nameStart))
      {
        return .found(slot)
      }
      index = (index + 1) & mask
    }
    return .none(emptySlot: index)
  }

  /// Whether `name` is the same bytes as `table` at `start`. Sound: a slot's name lies within
  /// `table` (`ManifestFormat.Decoded` checked the row it came from).
  private static func equal(
    _ name: Slice<UnsafeBufferPointer<UInt8>>, _ table: UnsafeBufferPointer<UInt8>, at start: Int
  ) -> Bool {
    guard let base = name.base.baseAddress, let table = table.baseAddress else { return true }
    return memcmp(base + name.startIndex, table + start, name.count) == 0
  }

  /// A multiply-and-fold hash of `bytes`, eight at a time (a byte-at-a-time hash would wait on
  /// one multiplication per byte), and whether every byte is ASCII.
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
