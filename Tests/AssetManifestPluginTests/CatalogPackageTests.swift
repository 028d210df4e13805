import Foundation
import TestSupport
import Testing

/// An app package with an asset catalog, a loose image and a font in its resources, built with
/// the plugin by `swift build` on this machine, which compiles no catalog (no `actool`), and
/// run: every catalog constant answers from the bundle SwiftPM built, whether the catalog is
/// declared inside `.copy("Resources")` or by `.process("Resources")`. Each image answer is a
/// file that exists in the built bundle and holds the bytes of the set's own file for that
/// slot; each color answer is the set's components (or its system color), and Xcode's template
/// `AccentColor`, which has no color, builds and answers none; each data answer is the set's
/// file's bytes. The build warns that the catalog is not compiled, naming it (and,
/// for a copied catalog, the fix). The catalog itself declared with `.copy` is a third case.
@Suite("Asset catalog constants, built and run")
struct CatalogPackageTests {
  static let catalog = "Sources/App/Resources/Media.xcassets/"

  /// Each image file of the catalog, with a pixel size of its own, so that the bytes of the file
  /// a constant answers say which slot it is.
  static let images: [(path: String, side: Int)] = [
    ("star.imageset/star.png", 4), ("star.imageset/star@2x.png", 8),
    ("star.imageset/star-ipad@2x.png", 9), ("star.imageset/star-dark@2x.png", 10),
    ("Icons/bell.imageset/bell@2x.png", 12),
  ]
  static let contents: [String: String] = [
    "Contents.json": #"{"info": {"author": "xcode", "version": 1}}"#,
    "Icons/Contents.json": #"{"properties": {"provides-namespace": true}}"#,
    "star.imageset/Contents.json": #"""
    {"images": [{"idiom": "universal", "scale": "1x", "filename": "star.png"},
      {"idiom": "universal", "scale": "2x", "filename": "star@2x.png"},
      {"idiom": "ipad", "scale": "2x", "filename": "star-ipad@2x.png"},
      {"idiom": "universal", "scale": "2x", "filename": "star-dark@2x.png",
       "appearances": [{"appearance": "luminosity", "value": "dark"}]}]}
    """#,
    "Icons/bell.imageset/Contents.json": #"""
    {"images": [{"idiom": "universal", "scale": "2x", "filename": "bell@2x.png"}]}
    """#,
    "Accent.colorset/Contents.json": #"""
    {"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components":
      {"red": "1.000", "green": "0.500", "blue": "0.000", "alpha": "1.000"}}},
      {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
       "color": {"color-space": "display-p3", "components":
      {"red": "0x80", "green": "0x80", "blue": "0x80", "alpha": "1.000"}}}]}
    """#,
    "Tint.colorset/Contents.json": #"""
    {"colors": [{"idiom": "universal", "color": {"platform": "ios", "reference": "systemBlueColor"}}]}
    """#,
    // Xcode 16's app template, byte for byte: a color set with no color, which Xcode builds
    // (the system's tint then stands).
    "AccentColor.colorset/Contents.json": """
    {
      "colors" : [
        {
          "idiom" : "universal"
        }
      ],
      "info" : {
        "author" : "xcode",
        "version" : 1
      }
    }

    """,
    "level.dataset/Contents.json": #"{"data": [{"idiom": "universal", "filename": "level.json"}]}"#,
    "level.dataset/level.json": #"{"level": 1}"#,
  ]

  /// The app: a line per answer, which the test checks against the package's own files.
  static let main = """
    import Foundation
    import StandardPaths

    let images = [("star", Assets.star), ("Icons/bell", Assets.Icons.bell)]
    for (name, image) in images {
      for device in Device.knownDevices {
        for appearance in [CatalogAppearance.any, .dark] {
          let file = image.file(for: device, appearance: appearance) ?? "-"
          let url = image.url(for: device, appearance: appearance)?.path ?? "-"
          print("image", name, device, appearance.rawValue, file, url)
        }
      }
    }
    for (name, color) in [("Accent", Assets.accent), ("Tint", Assets.tint)] {
      for appearance in CatalogAppearance.allCases {
        guard let components = color.components(for: appearance) else { continue }
        let values = components.names.map { "\\($0)=\\(components[$0]!)" }.joined(separator: ",")
        print(
          "color", name, appearance.rawValue, components.colorSpace ?? "-",
          values.isEmpty ? "-" : values, components.systemColor ?? "-", components.platform ?? "-")
      }
    }
    print("unset", Assets.accentColor.name, Assets.accentColor.appearances.count)
    print("data", Assets.level.name, Assets.level.file ?? "-", Assets.level.url?.path ?? "-")
    print("bytes", (try? String(decoding: Assets.level.contents(), as: UTF8.self)) ?? "-")
    print("loose", LOOSE.url(for: .iphone).map { FileManager.default.fileExists(atPath: $0.path) } ?? false)
    print("font", FONT.postScriptName ?? "-", FONT.fontFamily ?? "-")
    """

  /// The ways an app declares the folder, with the catalog's path in the bundle and the
  /// loose files' constants under each.
  static let layouts: [(declaration: String, catalog: String, loose: String, font: String)] = [
    (
      #".copy("Resources")"#, "Resources/Media.xcassets", "Assets.Resources.hero",
      "Assets.Resources.Fonts.dejaVuSansSubset"
    ),
    (#".process("Resources")"#, "Media.xcassets", "Assets.hero", "Assets.dejaVuSansSubset"),
    // The catalog itself copied, as the app whose 574 icons Xcode 27 left uncompiled declared it.
    (
      #".copy("Resources/Media.xcassets"), .process("Resources/hero.png"), "#
        + #".process("Resources/Fonts")"#, "Media.xcassets", "Assets.hero",
      "Assets.dejaVuSansSubset"
    ),
  ]

  @Test(timeLimit(minutes: 20), arguments: 0..<3)
  func everyConstantAnswersFromTheBuiltBundle(layout: Int) throws {
    let (declaration, catalogPath, loose, font) = Self.layouts[layout]
    let package = try TemporaryPackage(
      files: [],
      targets: """
            .executableTarget(
              name: "App", dependencies: [\(TemporaryPackage.runtime)],
              resources: [\(declaration)], plugins: [\(TemporaryPackage.plugin)]),
        """)
    defer { package.remove() }
    for (path, text) in Self.contents.sorted(by: { $0.key < $1.key }) {
      try package.write(text, to: Self.catalog + path)
    }
    for (path, side) in Self.images {
      try package.write(TinyPNG.data(width: side, height: side), to: Self.catalog + path)
    }
    try package.write(TinyPNG.data(width: 4, height: 4), to: "Sources/App/Resources/hero.png")
    try package.write(
      Data(
        contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
          .deletingLastPathComponent().appendingPathComponent(
            "AssetManifestGeneratorTests/Fixtures/Fonts/DejaVuSans-Subset.ttf")),
      to: "Sources/App/Resources/Fonts/DejaVuSans-Subset.ttf")
    try package.write(
      Self.main.replacingOccurrences(of: "LOOSE", with: loose)
        .replacingOccurrences(of: "FONT", with: font),
      to: "Sources/App/main.swift")

    let build = try package.run()
    #expect(build.status == 0, "\(build.output)")
    #expect(!build.output.contains("[catalog-color-component]"), "\(build.output)")
    let warnings = build.output.split(separator: "\n").filter {
      $0.contains("[catalog-not-compiled]")
    }
    #expect(warnings.count == 1, "\(build.output)")
    #expect(warnings.first?.contains("'\(catalogPath)'") == true, "\(warnings)")
    #expect(warnings.first?.contains("Media.xcassets:1: warning: ") == true, "\(warnings)")
    if layout != 1 {
      #expect(warnings.first?.contains("declare it with .process(...)") == true, "\(warnings)")
    }

    let run = try package.run("App")
    #expect(run.status == 0, "\(run.output)")
    let lines = run.output.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
    let source = package.url.appendingPathComponent(Self.catalog)
    let images = lines.filter { $0.first == "image" }
    #expect(images.count == 2 * 2 * 19)
    for line in images {
      let (file, url) = (line[4], line[5])
      guard file != "-" else {
        #expect(url == "-", "\(line)")
        continue
      }
      // The file exists in the bundle SwiftPM built, at the catalog's path there, and holds the
      // set's own bytes for the slot the constant chose.
      #expect(url.hasSuffix("/" + catalogPath + "/" + file), "\(line)")
      #expect(url.hasPrefix(package.scratch.path), "\(line)")
      #expect(
        FileManager.default.contents(atPath: url)
          == FileManager.default.contents(atPath: source.appendingPathComponent(file).path),
        "\(line)")
    }
    func answer(_ name: String, _ device: String, _ appearance: String) -> String? {
      images.first { $0[1] == name && $0[2] == device && $0[3] == appearance }?[4]
    }
    #expect(answer("star", "ipad-retina", "any") == "star.imageset/star-ipad@2x.png")
    #expect(answer("star", "iphone", "any") == "star.imageset/star.png")
    #expect(answer("star", "iphone-retina", "any") == "star.imageset/star@2x.png")
    #expect(answer("star", "iphone-retina", "dark") == "star.imageset/star-dark@2x.png")
    #expect(answer("star", "iphone", "dark") == "star.imageset/star-dark@2x.png")
    #expect(answer("Icons/bell", "iphone", "dark") == "Icons/bell.imageset/bell@2x.png")

    let colors = lines.filter { $0.first == "color" }.map { $0.dropFirst().joined(separator: " ") }
    let gray = 128.0 / 255
    #expect(
      colors == [
        "Accent any srgb red=1.0,green=0.5,blue=0.0,alpha=1.0 - -",
        "Accent dark display-p3 red=\(gray),green=\(gray),blue=\(gray),alpha=1.0 - -",
        "Accent high-contrast srgb red=1.0,green=0.5,blue=0.0,alpha=1.0 - -",
        "Accent dark-high-contrast display-p3 red=\(gray),green=\(gray),blue=\(gray),alpha=1.0 - -",
        "Tint any - - systemBlueColor ios", "Tint dark - - systemBlueColor ios",
        "Tint high-contrast - - systemBlueColor ios",
        "Tint dark-high-contrast - - systemBlueColor ios",
      ])
    // The template's AccentColor has a constant and no color: no appearance, no line above.
    #expect(run.output.contains("\nunset AccentColor 0\n"), "\(run.output)")
    let data = try #require(lines.first { $0.first == "data" })
    #expect(data[1...2] == ["level", "level.dataset/level.json"])
    #expect(data[3].hasSuffix("/" + catalogPath + "/level.dataset/level.json"))
    #expect(run.output.contains("\nbytes {\"level\": 1}\n"), "\(run.output)")
    #expect(run.output.contains("\nloose true\n"), "a loose file's URL names a file that exists")
    #expect(run.output.contains("\nfont DejaVuSans DejaVu Sans\n"), "\(run.output)")
  }
}
