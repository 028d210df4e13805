import StandardPathsCore

/// A row of a generated file's catalog table: the whole of a catalog constant, whose fields are
/// read from the table's text on access.
///
/// Two words, the table unretained: a trivial value keeps each of thousands of generated getters
/// free of reference counting, so a set costs what a loose file costs to compile; a retained
/// table missed that goal (BENCHMARKS.md, "Unsafe code").
struct CatalogRow: Hashable, Sendable {
  let tableReference: Unmanaged<AssetCatalogTable>
  let row: Int

  /// Row `row` of `table`, which must live until the process ends, as a generated file's
  /// global does.
  init(_ table: AssetCatalogTable, _ row: Int) {
    tableReference = .passUnretained(table)
    self.row = row
  }

  /// The row's set, or nil when the table has no such row.
  var entry: CatalogFormat.Entry? { tableReference.takeUnretainedValue().entry(row) }

  /// The path of the bundle whose compiled catalogs hold the table's sets.
  var bundlePath: String? { tableReference.takeUnretainedValue().bundlePath }

  /// Two rows are equal when they are the same row of the same table.
  static func == (lhs: CatalogRow, rhs: CatalogRow) -> Bool {
    lhs.tableReference.toOpaque() == rhs.tableReference.toOpaque() && lhs.row == rhs.row
  }

  /// Hashes the table's identity and the row.
  func hash(into hasher: inout Hasher) {
    hasher.combine(tableReference.toOpaque())
    hasher.combine(row)
  }
}
