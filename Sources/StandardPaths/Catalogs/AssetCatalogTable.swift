import Foundation
import StandardPathsCore

/// The asset catalog sets of a generated file: the table behind its `CatalogImage`,
/// `CatalogColor` and `CatalogData` constants, decoded once when first used.
public final class AssetCatalogTable: Sendable {
  /// The table's lines after its header, one per set.
  let lines: [Substring]
  /// The path of the bundle whose catalogs hold the sets, nil for none given.
  let bundlePath: String?
  /// The folder of that bundle's resources, where a build that compiles no catalog copies them.
  let resourceURL: URL?

  /// The table of `text` in `CatalogFormat`, of the catalogs compiled into `bundle`; generated
  /// code calls this. A table of another version reads as empty, so every constant answers
  /// nothing rather than the wrong thing.
  @_spi(AssetManifestGenerated)
  public init(format: GeneratedCodeVersion5.Type, text: StaticString, bundle: Bundle?) {
    lines = (try? CatalogFormat.lines(text.description)) ?? []
    bundlePath = bundle?.bundlePath
    resourceURL = bundle?.resourceFolder
  }

  /// The set at `row`, or nil when there is none.
  func entry(_ row: Int) -> CatalogFormat.Entry? {
    lines.indices.contains(row) ? CatalogFormat.decode(lines[row]) : nil
  }
}
