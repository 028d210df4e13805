import AssetManifestGenerator
import Foundation
import TestSupport
import Testing

/// The generated Swift for the example catalog, checked in under `Golden/`.
///
/// The example target compiles the plugin's output for the same folder and configuration, so
/// this file is compiled and exercised by `AssetManifestPluginTests` as well.
/// Run with `RECORD_GOLDEN=1` to rewrite it; recording fails the test so it is never silent.
@Suite("Golden generated code")
struct GoldenFileTests {
  @Test func sampleAssetCatalog() throws {
    var options = GeneratorOptions()
    let configuration = Fixtures.exampleCatalog.appendingPathComponent("asset-manifest.json")
    let errors = options.apply(
      configuration: ConfigurationFile(
        path: "asset-manifest.json", text: try String(contentsOf: configuration, encoding: .utf8)))
    #expect(errors.isEmpty, "\(errors)")
    // What the plugin passes for the example target.
    options.origin = "target 'SampleAssetCatalog'"
    options.regeneration = "the build regenerates it from the files (AssetManifestPlugin)"
    // The read stages as `asset-manifest generate` runs them for the plugin.
    let listing = try AssetReader.read([
      ResourceEntry(
        path: Fixtures.exampleCatalog.appendingPathComponent("SampleAssets").path, rule: .copy)
    ])
    let output = ManifestGenerator.generate(listing, options: options)
    #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
    let source = try #require(output.source)
    if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] != nil {
      try GeneratedFileWriter.write(source, to: Fixtures.golden)
      Issue.record("recorded \(Fixtures.golden.path); run again without RECORD_GOLDEN")
      return
    }
    let golden = try String(contentsOf: Fixtures.golden, encoding: .utf8)
    #expect(source == golden, "generated code changed; rerun with RECORD_GOLDEN=1 and review")
  }

  /// The plugin's output for the example target in the build these tests run from: the test
  /// bundle sits in `<scratch>/<triple>/<configuration>/`, and the plugin writes to
  /// `<scratch>/plugins/outputs/<package>/SampleAssetCatalog/…`, whatever the checkout is called.
  static func pluginOutput() throws -> URL {
    let scratch = BuildProducts.folder.deletingLastPathComponent().deletingLastPathComponent()
    let outputs = scratch.appendingPathComponent("plugins/outputs")
    let packages = try FileManager.default.contentsOfDirectory(atPath: outputs.path)
    let candidates = packages.map {
      outputs.appendingPathComponent(
        "\($0)/SampleAssetCatalog/destination/AssetManifestPlugin/Assets.generated.swift")
    }
    return try #require(
      candidates.first { FileManager.default.fileExists(atPath: $0.path) },
      "the example target is built with these tests, but no plugin output is in \(outputs.path)")
  }

  @Test("the plugin compiled exactly the golden file")
  func pluginOutputIsGolden() throws {
    let built = try String(contentsOf: Self.pluginOutput(), encoding: .utf8)
    #expect(built == (try String(contentsOf: Fixtures.golden, encoding: .utf8)))
  }
}
