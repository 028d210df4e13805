import AtomicWord

/// Pointer-sized integers read and written atomically, at addresses that never move: what the
/// manifest's lazily made tables publish their objects through. The Synchronization module's
/// `Atomic` would do, but needs iOS 18 and macOS 15; these are the compiler's own atomics, which
/// need nothing newer than the package's floor.
@usableFromInline
struct AtomicWords: ~Copyable, @unchecked Sendable {
  /// Invariant: `count` initialised words, read and written only through the atomic operations
  /// below once `init` returns, and freed in `deinit`.
  @usableFromInline let words: UnsafeMutablePointer<Int>
  @usableFromInline let count: Int

  /// `count` words, each 0.
  init(count: Int) {
    self.count = count
    words = .allocate(capacity: max(count, 1))
    words.initialize(repeating: 0, count: max(count, 1))
  }

  /// Word `index`, read with acquiring ordering: what was written before it was stored is seen.
  @inlinable
  func load(_ index: Int) -> Int {
    precondition(index >= 0 && index < count)
    return standardpaths_load_acquiring(words + index)
  }

  /// Stores `desired` into word `index` if it holds `expected`, with acquiring and releasing
  /// ordering; returns whether it did, and the value it held.
  func compareExchange(_ index: Int, expected: Int, desired: Int) -> (
    exchanged: Bool, original: Int
  ) {
    precondition(index >= 0 && index < count)
    var found = expected
    let exchanged = standardpaths_compare_exchange(words + index, &found, desired)
    return (exchanged, found)
  }

  /// Adds `amount` to word `index` with relaxed ordering, and returns the new value.
  func add(_ amount: Int, to index: Int) -> Int {
    precondition(index >= 0 && index < count)
    return standardpaths_add_relaxed(words + index, amount)
  }

  deinit {
    words.deinitialize(count: max(count, 1))
    words.deallocate()
  }
}
