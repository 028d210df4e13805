import Foundation
@_spi(AssetManifestGenerated) import StandardPaths
import StandardPathsCore
import Testing

/// One version for the contract between generated code and the runtime: the marker type that
/// generated code names, and the headers of the two tables it holds.
@Suite("The generated code's version")
struct GeneratedCodeVersionTests {
  /// The generator writes `GeneratedCode.marker`; the runtime must declare that very type, or
  /// every generated file fails to compile.
  @Test func theRuntimesMarkerTypeIsTheContractsVersion() {
    #expect(String(describing: GeneratedCodeVersion5.self) == GeneratedCode.marker)
  }

  /// A catalog table whose header is another version's is refused, with what to do; the
  /// contract's own is read.
  @Test(arguments: ["c1 19", "c4 19", "v5 19"])
  func aCatalogTableOfAnotherVersionIsRefused(header: String) throws {
    let rows = "\ndata\tlevel\tlevel.json"
    #expect(try CatalogFormat.lines("c\(GeneratedCode.version) 19" + rows).count == 1)
    do {
      _ = try CatalogFormat.lines(header + rows)
      Issue.record("\(header) was read")
    } catch {
      #expect("\(error)".contains("regenerate the file"), "\(error)")
    }
  }
}
