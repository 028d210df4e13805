import Foundation
import StandardPathsCore

/// A data set of an asset catalog (`Media.xcassets/Levels/level1.dataset`): what a generated
/// constant such as `Assets.Levels.level1` is; `NSDataAsset(name:bundle:)` loads it by name
/// from a compiled catalog, ``contents()`` in every build.
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
  private var entry: (entry: CatalogFormat.Entry, name: String, file: String?)? {
    guard let entry = source.entry, case .data(let name, _, let file) = entry else { return nil }
    return (entry, name, file)
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

  /// The URL of the set's file in the bundle's copy of the catalog, which a build that compiles
  /// no catalog makes (`swift build` on Linux and on a Mac, a `.copy` resource); nil when the
  /// set holds no file, the bundle holds no such file (Xcode compiled the catalog into
  /// `Assets.car`), or the generated file names no bundle. It checks that the file is there.
  public var url: URL? {
    guard let entry, let file = entry.file else { return nil }
    return source.url(ofFile: file, in: entry.entry)
  }

  /// The set's bytes: on Apple platforms from the compiled catalog through `NSDataAsset` when
  /// it holds the set, else (and on every other platform) from the file at ``url``.
  ///
  /// - Throws: `CatalogFileError` when neither has the set; an error of `Data(contentsOf:)`
  ///   when its file cannot be read.
  public func contents() throws -> Data {
    if let data = compiledContents() { return data }
    guard let entry else {
      throw CatalogFileError(name: name, reason: "the generated table has no such data set")
    }
    guard let file = entry.file else {
      throw CatalogFileError(name: entry.name, reason: "its Contents.json names no file")
    }
    guard let url = source.url(ofFile: file, in: entry.entry) else {
      throw CatalogFileError(
        name: entry.name,
        reason: bundlePath == nil
          ? "the generated file names no bundle ('bundle': 'none')"
          : "no compiled catalog holds it, and the bundle has no file '\(entry.entry.catalog)/\(file)'"
      )
    }
    return try Data(contentsOf: url)
  }
}

#if canImport(UIKit) || canImport(AppKit)
  // `compiledContents()` reads the compiled catalog: Apple/Catalog+UIKit.swift, or
  // Apple/Catalog+AppKit.swift.
#else
  extension CatalogData {
    /// No platform here compiles catalogs: the set's bytes are only in its file.
    func compiledContents() -> Data? { nil }
  }
#endif
