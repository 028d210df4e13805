import Foundation
import StandardPathsCore

/// A row of a generated file's catalog table: the whole of a catalog constant, whose fields are
/// read from the table's text on access.
///
/// The table is retained: an unretained one spared each generated getter its reference counting,
/// but measured against it the catalog shape's compile cost moved by 2 % and stayed within its
/// goal (BENCHMARKS.md, "Unsafe code").
struct CatalogRow: Hashable, Sendable {
  let table: AssetCatalogTable
  let row: Int

  /// Row `row` of `table`.
  init(_ table: AssetCatalogTable, _ row: Int) {
    self.table = table
    self.row = row
  }

  /// The row's set, or nil when the table has no such row.
  var entry: CatalogFormat.Entry? { table.entry(row) }

  /// The path of the bundle whose compiled catalogs hold the table's sets.
  var bundlePath: String? { table.bundlePath }

  /// The URL of `file`, a path inside the set's catalog, in the bundle's copy of the catalog
  /// (the copy a build that compiles no catalog makes); nil when the bundle holds no such file,
  /// or the generated file names no bundle.
  func url(ofFile file: String, in entry: CatalogFormat.Entry) -> URL? {
    // A path that climbs out of the catalog is no file of the set.
    guard let resources = table.resourceURL,
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
    lhs.table === rhs.table && lhs.row == rhs.row
  }

  /// Hashes the table's identity and the row.
  func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(table))
    hasher.combine(row)
  }
}
