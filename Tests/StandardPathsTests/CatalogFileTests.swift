import Foundation
import StandardPathsCore
import TestSupport
import Testing

@_spi(AssetManifestGenerated) @testable import StandardPaths

/// What catalog constants answer without a compiled catalog: the files of the bundle's copy of
/// the catalog (as `swift build` and a `.copy` resource leave it), read only when they are
/// there, and the color model the Apple glue makes colors from.
@Suite("Catalog constants without Assets.car")
struct CatalogFileTests {
  static let text: StaticString = """
    c5 19
    image\tstar\tResources/Media.xcassets\t1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1\tuniversal:-:any:star.imageset/star.png\tuniversal:-:dark:star.imageset/gone.png
    data\tlevel\tResources/Media.xcassets\tlevel.dataset/level.json
    data\tclimb\tResources/Media.xcassets\t../../secret.txt
    data\tempty\tResources/Media.xcassets\t-
    """

  /// A bundle folder holding the catalog's copy under `Resources/`, and a file beside the
  /// bundle that a path climbing out of the catalog would reach.
  static func bundle() throws -> (TemporaryFolder, Bundle) {
    let folder = try TemporaryFolder(files: [
      "App.resources/Resources/Media.xcassets/star.imageset/star.png",
      "App.resources/Resources/Media.xcassets/level.dataset/level.json",
      "App.resources/secret.txt",
    ])
    let bundle = try #require(Bundle(path: folder.url.appendingPathComponent("App.resources").path))
    return (folder, bundle)
  }

  @Test func imageURLIsTheChosenSlotsFileWhenItIsThere() throws {
    let (folder, bundle) = try Self.bundle()
    defer { folder.remove() }
    let table = AssetCatalogTable(
      format: GeneratedCodeVersion5.self, text: Self.text, bundle: bundle)
    let star = CatalogImage(table, 0)
    let url = try #require(star.url(for: .iphoneRetina))
    #expect(url.path.hasSuffix("App.resources/Resources/Media.xcassets/star.imageset/star.png"))
    #expect(FileManager.default.fileExists(atPath: url.path))
    #expect(star.url(for: .iphoneRetina, appearance: .dark) == nil, "its file is not in the bundle")
  }

  @Test func dataContentsAreTheFilesBytes() throws {
    let (folder, bundle) = try Self.bundle()
    defer { folder.remove() }
    let table = AssetCatalogTable(
      format: GeneratedCodeVersion5.self, text: Self.text, bundle: bundle)
    let level = CatalogData(table, 1)
    #expect(
      try level.contents()
        == Data("App.resources/Resources/Media.xcassets/level.dataset/level.json".utf8))
    #expect(level.url?.lastPathComponent == "level.json")
  }

  @Test func aPathOutOfTheCatalogOrNoFileIsNoAnswer() throws {
    let (folder, bundle) = try Self.bundle()
    defer { folder.remove() }
    let table = AssetCatalogTable(
      format: GeneratedCodeVersion5.self, text: Self.text, bundle: bundle)
    #expect(CatalogData(table, 2).url == nil)
    #expect(throws: CatalogFileError.self) { try CatalogData(table, 2).contents() }
    let empty = CatalogData(table, 3)
    #expect(empty.url == nil)
    #expect {
      try empty.contents()
    } throws: { error in
      (error as? CatalogFileError)?.description
        == "the catalog set 'empty' cannot be read: its Contents.json names no file"
        // What loggers print, which on Linux is otherwise "The operation could not be completed".
        && error.localizedDescription == (error as? CatalogFileError)?.description
    }
  }

  @Test func withoutABundleNothingIsReadFromTheDisk() throws {
    let table = AssetCatalogTable(format: GeneratedCodeVersion5.self, text: Self.text, bundle: nil)
    #expect(CatalogImage(table, 0).url(for: .iphone) == nil)
    #expect(CatalogData(table, 1).url == nil)
    #expect(throws: CatalogFileError.self) { try CatalogData(table, 1).contents() }
  }

  /// Every space the build accepts makes a color: the build's side of the same list is
  /// `CatalogHostileValueTests.everySpaceXcodeWritesPasses`.
  @Test(arguments: CatalogFormat.Color.colorSpaces)
  func everyAcceptedSpaceMakesAColor(space: String) {
    let values = space.contains("gray") ? ["white": 0.5] : ["red": 0, "green": 0.5, "blue": 1]
    let model = CatalogColorModel(
      CatalogColor.Components(colorSpace: space, values: values, names: Array(values.keys)))
    #expect(model?.space.isGray == space.contains("gray"), "\(space)")
  }

  /// The model the Apple glue makes a color from: each space `Contents.json` writes, its
  /// components in the space's order, alpha 1 when missing; nothing for a system color, an
  /// unknown space or missing components.
  @Test func colorModelReadsEachSpace() {
    func model(_ space: String?, _ values: [String: Double]) -> CatalogColorModel? {
      CatalogColorModel(
        CatalogColor.Components(colorSpace: space, values: values, names: Array(values.keys)))
    }
    let rgb = ["red": 1, "green": 0.5, "blue": 0.25, "alpha": 0.75]
    #expect(
      model("srgb", rgb) == CatalogColorModel(space: .sRGB, components: [1, 0.5, 0.25, 0.75]))
    #expect(model("display-p3", rgb)?.space == .displayP3)
    #expect(
      model("extended-srgb", ["red": 1.5, "green": -0.5, "blue": 0])?.components == [
        1.5, -0.5, 0, 1,
      ])
    #expect(model("extended-linear-srgb", rgb)?.space == .extendedLinearSRGB)
    #expect(
      model("gray-gamma-22", ["white": 0.5])
        == CatalogColorModel(space: .grayGamma22, components: [0.5, 1]))
    #expect(model("extended-gray", ["white": 2, "alpha": 0.5])?.components == [2, 0.5])
    #expect(model(nil, ["white": 0.25])?.space == .grayGamma22)
    #expect(model(nil, rgb)?.space == .sRGB)
    #expect(model("cmyk", rgb) == nil)
    #expect(model("srgb", ["red": 1, "green": 1]) == nil)
    #expect(
      CatalogColorModel(
        CatalogColor.Components(
          colorSpace: nil, values: [:], names: [], systemColor: "systemBlueColor", platform: "ios"))
        == nil)
  }
}
