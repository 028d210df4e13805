import AssetManifestGenerator
import Foundation
import TestSupport
import Testing

/// Every `asset-manifest.json` the DocC articles show is one the generator takes without an
/// error.
@Suite("Documented configurations")
struct DocumentedConfigurationTests {
  @Test(
    arguments: ["Configuration", "Checks", "GettingStarted"].map {
      "Sources/StandardPaths/StandardPaths.docc/\($0).md"
    })
  func everyJSONBlockIsAValidConfiguration(document: String) throws {
    let text = try String(
      contentsOf: Repository.root.appendingPathComponent(document), encoding: .utf8)
    let blocks = text.components(separatedBy: "```json\n").dropFirst().map {
      $0.components(separatedBy: "\n```")[0]
    }
    #expect(!blocks.isEmpty, "\(document) shows a configuration")
    for block in blocks {
      var options = GeneratorOptions()
      let errors = options.apply(
        configuration: ConfigurationFile(path: document, text: block))
      #expect(errors.isEmpty, "\(errors)")
    }
  }
}
