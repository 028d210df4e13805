import Synchronization

/// One column of paths per catalogue device, each made on its first use and then read without a
/// lock: a lookup reads the path as an array of strings would.
///
/// A column is an array of optional strings, one per row, whose object's address sits in the
/// device's atomic; 0 means not made yet. Whichever thread makes a column first installs it, and
/// a thread that lost the race frees its own. Columns never change once installed, which is what
/// makes the type `Sendable`.
@usableFromInline
struct PathColumns: ~Copyable, @unchecked Sendable {
  @usableFromInline let addresses: UnsafeMutablePointer<Atomic<Int>>
  @usableFromInline let columnCount: Int
  private let rowCount: Int

  init(columns: Int, rows: Int) {
    columnCount = columns
    rowCount = rows
    addresses = .allocate(capacity: columns)
    for column in 0..<columns {
      (addresses + column).initialize(to: Atomic(0))
    }
  }

  /// Column `column` (below `columnCount`, which callers check) if it has been made,
  /// unretained: installed columns live until `deinit`. Reading a path from it is
  /// `column._withUnsafeGuaranteedRef { $0.paths[row] }`, which borrows the string from the
  /// array as a plain array read does.
  @inlinable
  func installedColumn(_ column: Int) -> Unmanaged<Column>? {
    assert(column >= 0 && column < columnCount)
    return UnsafeRawPointer(bitPattern: addresses[column].load(ordering: .acquiring))
      .map { Unmanaged.fromOpaque($0) }
  }

  /// Column `column`, made with `make` (a row's path) if needed.
  func column(_ column: Int, make: (Int) -> String?) -> Unmanaged<Column> {
    installedColumn(column)
      ?? Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: install(column: column, make: make))!)
  }

  /// Makes `column` and installs it, unless another thread did first; returns its address.
  private func install(column: Int, make: (Int) -> String?) -> Int {
    let made = Unmanaged.passRetained(Column(paths: (0..<rowCount).map(make)))
    let address = Int(bitPattern: made.toOpaque())
    let (installed, winner) = addresses[column].compareExchange(
      expected: 0, desired: address, ordering: .acquiringAndReleasing)
    guard installed else {
      made.release()
      return winner
    }
    return address
  }

  deinit {
    for column in 0..<columnCount {
      let address = addresses[column].load(ordering: .acquiring)
      if let column = UnsafeRawPointer(bitPattern: address) {
        Unmanaged<Column>.fromOpaque(column).release()
      }
    }
    addresses.deinitialize(count: columnCount)
    addresses.deallocate()
  }

  /// One device's paths, in the order of its rows.
  @usableFromInline
  final class Column: Sendable {
    @usableFromInline let paths: [String?]

    init(paths: [String?]) {
      self.paths = paths
    }
  }
}
