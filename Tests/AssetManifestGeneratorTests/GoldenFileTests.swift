import AssetManifestGenerator
import Foundation
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
    try options.apply(configuration: Data(contentsOf: configuration), path: "asset-manifest.json")
    options.layout = .copy
    options.copiedFolderName = "SampleAssets"
    options.sourceName = "SampleAssets"
    let listing = try FolderScanner.scan(
      Fixtures.exampleCatalog.appendingPathComponent("SampleAssets"),
      options: .init(includeHidden: false))
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
}

extension GoldenFileTests {
  /// What the plugin wrote for the example target in this checkout's build, if it was built.
  static let pluginOutput = Fixtures.repositoryRoot.appendingPathComponent(
    ".build/plugins/outputs/main/SampleAssetCatalog/destination/AssetManifestPlugin/GeneratedAssets.swift"
  )

  @Test(
    "the plugin compiled exactly the golden file",
    .enabled(if: FileManager.default.fileExists(atPath: pluginOutput.path)))
  func pluginOutputIsGolden() throws {
    let built = try String(contentsOf: Self.pluginOutput, encoding: .utf8)
    #expect(built == (try String(contentsOf: Fixtures.golden, encoding: .utf8)))
  }
}
