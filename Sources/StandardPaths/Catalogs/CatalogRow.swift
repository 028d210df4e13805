import Foundation
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

  /// The URL of `file`, a path inside the set's catalog, in the bundle's copy of the catalog
  /// (the copy a build that compiles no catalog makes); nil when the bundle holds no such file,
  /// or the generated file names no bundle.
  func url(ofFile file: String, in entry: CatalogFormat.Entry) -> URL? {
    // A path that climbs out of the catalog is no file of the set.
    guard let resources = tableReference.takeUnretainedValue().resourceURL,
      !file.hasPrefix("/"), !file.split(separator: "/").contains("..")
    else { return nil }
    let url = resources.appendingPathComponent(entry.catalog + "/" + file)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
      !isDirectory.boolValue
    else { return nil }
    return url
  }

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
