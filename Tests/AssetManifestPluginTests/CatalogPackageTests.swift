import Foundation
import TestSupport
import Testing

/// An app package with an asset catalog and a font in its resources, built with the plugin on
/// this platform and run: its image, color and data sets are constants whose answers (a device's
/// slot, a color's components, a data set's file) come from the generated tables, as do the
/// font's names, read from its `name` table at build time.
@Suite("Asset catalog constants, built and run")
struct CatalogPackageTests {
  static let catalog = "Sources/App/Resources/Media.xcassets/"
  static let images = [
    "star.imageset/star.png", "star.imageset/star@2x.png", "star.imageset/star-ipad@2x.png",
    "Icons/bell.imageset/bell@2x.png",
  ]
  static let contents: [String: String] = [
    "Contents.json": #"{"info": {"author": "xcode", "version": 1}}"#,
    "Icons/Contents.json": #"{"properties": {"provides-namespace": true}}"#,
    "star.imageset/Contents.json": #"""
    {"images": [{"idiom": "universal", "scale": "1x", "filename": "star.png"},
      {"idiom": "universal", "scale": "2x", "filename": "star@2x.png"},
      {"idiom": "ipad", "scale": "2x", "filename": "star-ipad@2x.png"}]}
    """#,
    "Icons/bell.imageset/Contents.json": #"""
    {"images": [{"idiom": "universal", "scale": "2x", "filename": "bell@2x.png"}]}
    """#,
    "Accent.colorset/Contents.json": #"""
    {"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components":
      {"red": "1.000", "green": "0.500", "blue": "0.000", "alpha": "1.000"}}},
      {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
       "color": {"color-space": "srgb", "components":
      {"red": "0x80", "green": "0x80", "blue": "0x80", "alpha": "1.000"}}}]}
    """#,
    "level.dataset/Contents.json": #"{"data": [{"idiom": "universal", "filename": "level.json"}]}"#,
    "level.dataset/level.json": #"{"level": 1}"#,
  ]

  @Test(timeLimit(minutes: 20))
  func setsAnswerFromTheGeneratedTables() throws {
    let package = try TemporaryPackage(
      files: Self.images.map { Self.catalog + $0 },
      targets: """
            .executableTarget(
              name: "App", dependencies: [\(TemporaryPackage.runtime)],
              resources: [.copy("Resources")], plugins: [\(TemporaryPackage.plugin)]),
        """)
    defer { package.remove() }
    for (path, text) in Self.contents.sorted(by: { $0.key < $1.key }) {
      try package.write(text, to: Self.catalog + path)
    }
    let fonts = package.url.appendingPathComponent("Sources/App/Resources/Fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("AssetManifestGeneratorTests/Fixtures/Fonts/DejaVuSans-Subset.ttf"),
      to: fonts.appendingPathComponent("DejaVuSans-Subset.ttf"))
    try package.write(
      """
      import StandardPaths

      print(Assets.star.name, Assets.star.file(for: .ipadRetina) ?? "-")
      print(Assets.star.file(for: .iphone) ?? "-", Assets.star.file(for: .iphone736h) ?? "-")
      print(Assets.Icons.bell.name, Assets.Icons.bell.file(for: .iphone) ?? "-")
      let dark = Assets.accent.components(for: .dark)
      print(Assets.accent.name, dark?.colorSpace ?? "-", dark?["red"] ?? -1)
      print(Assets.accent.components()?["green"] ?? -1)
      print(Assets.level.name, Assets.level.file ?? "-")
      let font = Assets.Resources.Fonts.dejaVuSansSubset
      print(font.postScriptName ?? "-", font.fontFamily ?? "-")
      """, to: "Sources/App/main.swift")
    let run = try package.run("App")
    #expect(run.status == 0, "\(run.output)")
    #expect(
      run.output == """
        star star.imageset/star-ipad@2x.png
        star.imageset/star.png star.imageset/star@2x.png
        Icons/bell Icons/bell.imageset/bell@2x.png
        Accent srgb \(128.0 / 255)
        0.5
        level level.dataset/level.json
        DejaVuSans DejaVu Sans

        """)
  }
}
