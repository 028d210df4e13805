/// One column of paths per catalogue device, each made on its first use and then read without a
/// lock and without retaining it: a lookup reads a path as an array of strings would.
///
/// A column's object is retained once, when installed, and its address sits in the device's
/// atomic; 0 means not made yet. Whichever thread makes a column first installs it, and a thread
/// that lost the race frees its own. Installed columns never change and are released only in
/// `deinit`, which is what makes the type `Sendable` and the unretained reads sound.
@usableFromInline
struct PathColumns: ~Copyable, @unchecked Sendable {
  /// Invariant: one word per column, each 0 or the address of a `Column` retained once, owned
  /// here and released in `deinit`.
  @usableFromInline let addresses: AtomicWords
  @usableFromInline var columnCount: Int { addresses.count }

  init(columns: Int) {
    addresses = AtomicWords(count: columns)
  }

  /// Column `column` (below `columnCount`, which callers check) if it has been made,
  /// unretained: installed columns live until `deinit`. Reading from it is
  /// `column._withUnsafeGuaranteedRef { $0.value[row] }`, which borrows the element as a plain
  /// array read does.
  @inlinable
  func installedColumn(_ column: Int) -> Unmanaged<Column>? {
    return UnsafeRawPointer(bitPattern: addresses.load(column))
      .map { Unmanaged.fromOpaque($0) }
  }

  /// Column `column`, made with `make` if needed.
  func column(_ column: Int, make: () -> [String?]) -> Unmanaged<Column> {
    installedColumn(column)
      ?? Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: install(column: column, make: make))!)
  }

  /// Makes `column` and installs it, unless another thread did first; returns its address.
  private func install(column: Int, make: () -> [String?]) -> Int {
    let made = Unmanaged.passRetained(Column(make()))
    let address = Int(bitPattern: made.toOpaque())
    let (installed, winner) = addresses.compareExchange(column, expected: 0, desired: address)
    guard installed else {
      made.release()
      return winner
    }
    return address
  }

  deinit {
    for column in 0..<columnCount {
      if let column = UnsafeRawPointer(bitPattern: addresses.load(column)) {
        Unmanaged<Column>.fromOpaque(column).release()
      }
    }
  }

  /// One device's paths.
  @usableFromInline
  final class Column: Sendable {
    @usableFromInline let value: [String?]

    init(_ value: [String?]) {
      self.value = value
    }
  }
}
