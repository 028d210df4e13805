import Foundation
import StandardPathsCore

/// A data set of an asset catalog (`Media.xcassets/Levels/level1.dataset`): what a generated
/// constant such as `Assets.Levels.level1` is; `NSDataAsset(name:bundle:)` loads it by name.
public struct CatalogData: Hashable, Sendable {
  /// The set's row of its table.
  let source: CatalogRow

  /// The set at `row` of `table`; generated code calls this.
  ///
  /// - Important: `table` must live until the process ends, as a generated file's global
  ///   does: the constant does not retain it. That is why this initializer is not public API.
  @_spi(AssetManifestGenerated)
  public init(_ table: AssetCatalogTable, _ row: Int) {
    source = CatalogRow(table, row)
  }

  /// The set's row, read from the table's text; nil when the row is no data set.
  private var entry: (name: String, file: String?)? {
    guard case .data(let name, let file)? = source.entry else { return nil }
    return (name, file)
  }

  /// The set's catalog name, which `NSDataAsset(name:bundle:)` takes: `Levels/level1`.
  public var name: String { entry?.name ?? "" }
  /// The path inside the catalog of the file its first data slot holds, nil when it holds none.
  public var file: String? { entry?.file }
  /// The path of the bundle whose compiled catalog holds the set (`Bundle.module`'s), nil when
  /// the generated file names none.
  public var bundlePath: String? { source.bundlePath }

  /// The bundle whose compiled catalog holds the set, what UIKit, AppKit and SwiftUI take
  /// beside `name`; nil when the generated file names none (they then search the main bundle).
  public var bundle: Bundle? { bundlePath.flatMap { Bundle(path: $0) } }
}
