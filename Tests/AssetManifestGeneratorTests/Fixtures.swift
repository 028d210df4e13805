import AssetManifestGenerator
import Foundation
import TestSupport

/// Paths of the repository's fixtures, found from this file rather than the test bundle.
enum Fixtures {
  static let repositoryRoot = Repository.root
  static let exampleCatalog = repositoryRoot.appendingPathComponent("Examples/SampleAssetCatalog")
  static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Golden/SampleAssetCatalog.swift")

  /// A listing of `files` without touching the disk.
  static func listing(_ files: [String]) -> FolderListing {
    FolderListing(files: files, diagnostics: [])
  }

  static func generate(_ files: [String], options: GeneratorOptions = GeneratorOptions())
    -> ManifestGenerator.Output
  {
    ManifestGenerator.generate(listing(files), options: options)
  }
}
