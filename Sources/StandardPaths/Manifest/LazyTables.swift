import AtomicWord

/// The tables a manifest makes on first use (the request index, each device's columns of paths,
/// a few dictionaries), each published once through an atomic word by whichever thread makes it
/// first, then read without a lock (and, by lookups, through `installed`, without a retain); and
/// a counter, after the words. The words start a cache line, so the first of them share one.
///
/// Unsafe, because the Synchronization module's `Atomic` and `Mutex` need iOS 18 and macOS 15,
/// above the package's floor, and because a lock or a retain on every lookup would miss
/// `typed_vs_array` (a typed lookup is an array read) and `cold_string_vs_dictionary` (a cold
/// lookup touches no more cache lines than a dictionary's) in BENCHMARKS.md.
@usableFromInline
struct LazyTables: ~Copyable, @unchecked Sendable {
  /// Invariant: `count` words, each 0 or the address of a `Table` retained once, owned here and
  /// released in `deinit`, then the counter. A word never changes once set, so a reader may use
  /// its table unretained for as long as this value lives; that is what makes it `Sendable`.
  @usableFromInline let words: UnsafeMutablePointer<Int>
  @usableFromInline let count: Int

  /// `count` tables, none made yet, and a counter at 0.
  init(count: Int) {
    self.count = count
    words = UnsafeMutableRawPointer.allocate(byteCount: (count + 1) * 8, alignment: 64)
      .initializeMemory(as: Int.self, repeating: 0, count: count + 1)
  }

  /// The table at `word` if it has been made, unretained: what lookups read it through, without
  /// the retain and release of a reference.
  @inlinable
  func installed<Element>(_ word: TableWord<Element>) -> Unmanaged<Table<Element>>? {
    precondition(UInt(bitPattern: word.index) < UInt(bitPattern: count), "no table \(word.index)")
    return UnsafeRawPointer(bitPattern: standardpaths_load_acquiring(words + word.index))
      .map { Unmanaged.fromOpaque($0) }
  }

  /// The table at `word`, made of `make()`'s elements unless some thread made it first.
  func table<Element>(_ word: TableWord<Element>, make: () -> [Element]) -> Table<Element> {
    if let installed = installed(word) { return installed.takeUnretainedValue() }
    let made = Unmanaged.passRetained(Table(make()))
    var found = 0
    let address = Int(bitPattern: made.toOpaque())
    guard standardpaths_compare_exchange(words + word.index, &found, address) else {
      made.release()
      return Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: found)!).takeUnretainedValue()
    }
    return made.takeUnretainedValue()
  }

  /// Adds one to the counter and returns its new value.
  func countUse() -> Int {
    standardpaths_add_relaxed(words + count, 1)
  }

  deinit {
    for index in 0..<count {
      if let table = UnsafeRawPointer(bitPattern: words[index]) {
        Unmanaged<AnyObject>.fromOpaque(table).release()
      }
    }
    words.deallocate()
  }
}

/// Where a table sits among `LazyTables`' words, with the type of its elements, so that a word
/// is never read as a table of another type.
@usableFromInline
struct TableWord<Element: Sendable> {
  @usableFromInline let index: Int

  @inlinable
  init(_ index: Int) {
    self.index = index
  }
}
