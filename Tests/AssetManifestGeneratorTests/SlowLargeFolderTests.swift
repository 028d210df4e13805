import AssetManifestGenerator
import TestSupport
import Testing

/// A folder of the size the generator's growth figure is measured on.
@Suite("A large folder", .slowTier)
struct SlowLargeFolderTests {
  @Test func aHundredThousandFilesGenerate() throws {
    let suffixes = ["", "@2x", "~ipad", "-568h@2x"]
    let files = (0..<25_000).flatMap { index in
      suffixes.map { "Folder\(index % 100)/asset\(index)\($0).png" }
    }
    let output = Fixtures.generate(files)
    #expect(output.diagnostics.isEmpty)
    #expect(output.groups.count == 25_000)
    #expect(output.source?.contains("asset24999") == true)
  }
}
