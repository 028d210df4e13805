/// Random access to the start of a file with a budget, so that no header, however it is built,
/// makes the generator read more than a few kilobytes of an image.
struct HeaderBytes {
  /// Why a header could not be read to the end.
  enum Failure: Error, Equatable {
    /// The file ends inside the header.
    case truncated
    /// The header asks for more reads than the budget allows (a loop, or a huge block before
    /// the size).
    case overBudget
    /// A value that no valid file holds.
    case invalid(String)
  }

  /// The most bytes one header may cost.
  static let byteBudget = 64 * 1024
  /// The most separate reads one header may cost.
  static let readBudget = 256

  private let fetch: (_ offset: Int, _ count: Int) -> [UInt8]
  private var spentBytes = 0
  private var spentReads = 0

  /// Reads through `fetch`, which returns up to `count` bytes at `offset` (fewer at the end).
  init(fetch: @escaping (_ offset: Int, _ count: Int) -> [UInt8]) {
    self.fetch = fetch
  }

  /// Bytes held in memory.
  init(_ bytes: [UInt8]) {
    self.init { offset, count in
      guard offset < bytes.count else { return [] }
      return Array(bytes[offset..<min(bytes.count, offset + count)])
    }
  }

  /// Up to `count` bytes at the start: a file's signature, however short the file.
  mutating func prefix(_ count: Int) -> [UInt8] {
    spentBytes += count
    spentReads += 1
    return fetch(0, count)
  }

  /// Up to `count` bytes at `offset`, fewer where the file ends.
  mutating func available(_ count: Int, at offset: Int) throws(Failure) -> [UInt8] {
    guard offset >= 0, count >= 0, offset <= Int.max - count else { throw .invalid("offset") }
    spentBytes += count
    spentReads += 1
    guard spentBytes <= Self.byteBudget, spentReads <= Self.readBudget else { throw .overBudget }
    return fetch(offset, count)
  }

  /// Exactly `count` bytes at `offset`.
  mutating func read(_ count: Int, at offset: Int) throws(Failure) -> [UInt8] {
    let bytes = try available(count, at: offset)
    guard bytes.count == count else { throw .truncated }
    return bytes
  }
}

extension [UInt8] {
  /// The big-endian number in `count` bytes at `offset`.
  func bigEndian(at offset: Int, _ count: Int) -> Int {
    self[offset..<(offset + count)].reduce(0) { $0 << 8 | Int($1) }
  }

  /// The little-endian number in `count` bytes at `offset`.
  func littleEndian(at offset: Int, _ count: Int) -> Int {
    self[offset..<(offset + count)].reversed().reduce(0) { $0 << 8 | Int($1) }
  }
}
