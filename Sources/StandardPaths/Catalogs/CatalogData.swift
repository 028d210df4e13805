import Foundation
import StandardPathsCore

/// A data set of an asset catalog (`Media.xcassets/Levels/level1.dataset`): what a generated
/// constant such as `Assets.Levels.level1` is; `NSDataAsset(name:bundle:)` loads it by name.
public struct CatalogData: Sendable {
  /// The table the set is a row of, unretained, and the row: as with `Asset`, a trivial
  /// struct of two words keeps each of thousands of generated getters free of reference
  /// counting, so a set costs what a loose file costs to compile
  /// (`Scripts/measure-compile-cost.sh`).
  let tableReference: Unmanaged<AssetCatalogTable>
  let row: Int

  /// The set at `row` of `table`; generated code calls this.
  ///
  /// - Important: `table` must live until the process ends, as a generated file's global
  ///   does: the constant does not retain it. That is why this initializer is not public API.
  @_spi(AssetManifestGenerated)
  public init(_ table: AssetCatalogTable, _ row: Int) {
    tableReference = .passUnretained(table)
    self.row = row
  }

  /// The table the set is a row of.
  var table: AssetCatalogTable { tableReference.takeUnretainedValue() }

  /// The set's row, read from the table's text; nil when the row is no data set.
  private var entry: (name: String, file: String?)? {
    guard case .data(let name, let file)? = table.entry(row) else { return nil }
    return (name, file)
  }

  /// The set's catalog name, which `NSDataAsset(name:bundle:)` takes: `Levels/level1`.
  public var name: String { entry?.name ?? "" }
  /// The path inside the catalog of the file its first data slot holds, nil when it holds none.
  public var file: String? { entry?.file }
  /// The path of the bundle whose compiled catalog holds the set (`Bundle.module`'s), nil when
  /// the generated file names none.
  public var bundlePath: String? { table.bundlePath }

  /// The bundle whose compiled catalog holds the set, what UIKit, AppKit and SwiftUI take
  /// beside `name`; nil when the generated file names none (they then search the main bundle).
  public var bundle: Bundle? { bundlePath.flatMap { Bundle(path: $0) } }
}

extension CatalogData: Hashable {
  /// Two constants are equal when they are the same row of the same table.
  public static func == (lhs: CatalogData, rhs: CatalogData) -> Bool {
    lhs.tableReference.toOpaque() == rhs.tableReference.toOpaque() && lhs.row == rhs.row
  }

  /// Hashes the table's identity and the row.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(tableReference.toOpaque())
    hasher.combine(row)
  }
}
