import Foundation
import StandardPathsCore

/// A data set of an asset catalog (`Media.xcassets/Levels/level1.dataset`): what a generated
/// constant such as `Assets.Levels.level1` is; `NSDataAsset(name:bundle:)` loads it by name.
public struct CatalogData: Hashable, Sendable {
  /// The set's catalog name, which `NSDataAsset(name:bundle:)` takes: `Levels/level1`.
  public let name: String
  /// The path inside the catalog of the file its first data slot holds, nil when it holds none.
  public let file: String?
  /// The path of the bundle whose compiled catalog holds the set (`Bundle.module`'s), nil when
  /// the generated file names none.
  public let bundlePath: String?

  /// The bundle whose compiled catalog holds the set, what UIKit, AppKit and SwiftUI take
  /// beside `name`; nil when the generated file names none (they then search the main bundle).
  public var bundle: Bundle? { bundlePath.flatMap { Bundle(path: $0) } }

  /// The set at `row` of `table`; generated code calls this.
  @_spi(AssetManifestGenerated)
  public init(_ table: AssetCatalogTable, _ row: Int) {
    bundlePath = table.bundlePath
    guard case .data(let name, let file)? = table.entry(row) else {
      self.name = ""
      self.file = nil
      return
    }
    self.name = name
    self.file = file
  }
}
