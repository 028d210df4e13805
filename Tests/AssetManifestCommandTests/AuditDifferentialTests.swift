import Foundation
import TestSupport
import Testing

/// The audit against the compiler: a fixture that uses each asset one way is type-checked with
/// the generated file, so every use in it is a real one, then audited: no asset it uses may be
/// called unused.
@Suite("The audit never calls a compiled use unused")
struct AuditDifferentialTests {
  /// The generator tests' catalog, whose `Icons/bell` image set and `Accent` color set are the
  /// templates of the sets the fixture uses.
  static let catalogFixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent(
      "AssetManifestGeneratorTests/Fixtures/CatalogConstants/Media.xcassets")

  /// Each asset's name (a file `Characters/NAME.png`) and the code that uses it, one way each.
  static let uses: [(asset: String, code: String)] = [
    ("direct", "_ = Assets.Characters.direct"),
    ("qualified", "_ = App.Assets.Characters.qualified"),
    ("multiline", "_ = Assets\n    .Characters // the cast\n    .multiline"),
    ("aliased", "let cast = Assets.Characters.self; _ = cast.aliased"),
    ("staticalias", "_ = Theme.cast.staticalias"),
    ("typealiased", "_ = Art.typealiased"),
    ("aliasofalias", "_ = Art2.aliasofalias"),
    ("parameter", "_ = show(Assets.Characters.self)"),
    (
      "sidekick",
      "let path = \\Assets.Characters.Type.sidekick; _ = Assets.Characters.self[keyPath: path]"
    ),
    ("fnret", "_ = characters().fnret"),
    ("tuple", "let (a, b) = (Assets.Characters.self, 1); _ = (a.tuple, b)"),
    ("dollar", "_ = [Assets.Characters.self].map { $0.dollar }"),
    ("optional", "if let chars = Optional(Assets.Characters.self) { _ = chars.optional }"),
    ("selfdot", "_ = Assets.Characters.self.selfdot"),
    ("café", #"_ = Assets.manifest.path(forFile: "Characters/caf\u{E9}.png")"#),
    (#"say"hi"#, #"_ = Assets.manifest.path(forFile: "Characters/say\"hi.png")"#),
    ("afterdivision", #"_ = Int("4")!/2; _ = Assets.Characters.afterdivision; _ = Int("6")!/3"#),
    ("looked", #"_ = Assets.manifest.path(forFile: "Characters/looked")"#),
    ("bundled", #"_ = Bundle.module.url(forResource: "bundled", withExtension: "png")"#),
    ("extended", "_ = Assets.Characters.all"),
  ]

  /// Each color set's name and a lookup of it by a string, one form of Swift's string literals
  /// each: the program's text is the set's name only when the literal is read as Swift reads it
  /// (escapes, raw delimiters, a multi-line literal's indentation, line continuations, CR LF).
  static let stringUses: [(set: String, code: String)] = [
    ("plainstring", #"_ = UIColor(named: "plainstring")"#),
    ("unicodeescape", #"_ = UIColor(named: "unicod\u{65}\u{00000065}scape")"#),
    ("rawstring", ##"_ = UIColor(named: #"rawstring"#)"##),
    ("rawescape", ##"_ = UIColor(named: #"raw\#u{65}scape"#)"##),
    ("twohashes", ###"_ = UIColor(named: ##"two\##u{68}ashes"##)"###),
    ("indented", "_ = UIColor(\n    named: \"\"\"\n      indented\n      \"\"\")"),
    ("continued", "_ = UIColor(\n    named: \"\"\"\n      con\\\n      tinued\n      \"\"\")"),
    ("spaceafter", "_ = UIColor(\n    named: \"\"\"\n      space\\ \t\n      after\n      \"\"\")"),
    (
      "deeperjoin",
      "_ = UIColor(\n    named: \"\"\"\n        deeper\\\n        join\n        \"\"\")"
    ),
    (
      "escapedjoin",
      "_ = UIColor(\n    named: \"\"\"\n      \\u{65}scaped\\\n      join\n      \"\"\")"
    ),
    ("rawmulti", "_ = UIColor(\n    named: #\"\"\"\n      raw\\#\n      multi\n      \"\"\"#)"),
    (
      "crlfjoin", "_ = UIColor(\r\n    named: \"\"\"\r\n      crlf\\\r\n      join\r\n      \"\"\")"
    ),
  ]

  /// Each set's name, whether it is an image set, and a use of it through Xcode's generated asset
  /// symbols (`generatedAssetSymbols`): the member names are Xcode's, most of which differ from
  /// this package's constants' (`A_1`, not `a1`; `accent`, not `accentColor`).
  static let symbolUses: [(set: String, isImage: Bool, code: String)] = [
    ("A1", true, "_ = NSImage(resource: .A_1)"),
    ("402a", true, "_ = UIImage(resource: ._402A)"),
    ("701.33", true, "_ = ImageResource._701_33"),
    ("adult_products_image", true, "_ = Image(ImageResource.adultProducts)"),
    ("Initial-Image", true, "_ = Image(.initial)"),
    ("GateIN", true, "_ = UIImage.gateIN"),
    ("arrow-left", true, "let arrow: ImageResource = .arrowLeft; _ = arrow"),
    ("Icons/bell_image", true, "_ = Image(.Icons.bell)"),
    ("AccentColor", false, "_ = ColorResource.accent"),
    ("vkBrandColor", false, "_ = UIColor(resource: .vkBrand)"),
    ("LinkColor", false, "_ = NSColor(resource: .link)"),
    ("Text Primary Color", false, "_ = Color(.textPrimary)"),
    ("AnsweredColor", false, "_ = Color(ColorResource.answered)"),
    ("text-secondary-color", false, "_ = Color.textSecondary"),
    ("BorderColor", false, "foregroundStyle(.border)"),
  ]

  /// Stands in for the `GeneratedAssetSymbols.swift` that Xcode 15 and later write into
  /// DerivedSources for the app's catalogs, which no compiler here can write (no Xcode): the
  /// shape is Xcode's for a deployment target before iOS 17, whose "Backwards Deployment
  /// Support" declares `ColorResource` and `ImageResource` itself, as in
  /// vaishnaviiosdev/GoDairy's committed copy; the member names are those Xcode wrote for such
  /// set names in the copies public repositories commit (see `XcodeAssetSymbols`). UIKit, AppKit
  /// and SwiftUI are not on Linux, so the types Xcode's file extends are stood in for too. It
  /// is type-checked with the fixture but not audited: Xcode's file is no source of the app.
  static let generatedAssetSymbols = #"""
    // Stands in for Xcode's DerivedSources/GeneratedAssetSymbols.swift, which no compiler here
    // writes: its types and members as Xcode declares them for these sets.
    import Foundation

    private let resourceBundle = Foundation.Bundle.main

    /// A color resource.
    struct ColorResource: Hashable {
      fileprivate let name: String
      fileprivate let bundle: Bundle
      init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
      }
    }

    /// An image resource.
    struct ImageResource: Hashable {
      fileprivate let name: String
      fileprivate let bundle: Bundle
      init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
      }
    }

    extension ColorResource {
      static let accent = ColorResource(name: "AccentColor", bundle: resourceBundle)
      static let vkBrand = ColorResource(name: "vkBrandColor", bundle: resourceBundle)
      static let link = ColorResource(name: "LinkColor", bundle: resourceBundle)
      static let textPrimary = ColorResource(name: "Text Primary Color", bundle: resourceBundle)
      static let answered = ColorResource(name: "AnsweredColor", bundle: resourceBundle)
      static let textSecondary = ColorResource(name: "text-secondary-color", bundle: resourceBundle)
      static let border = ColorResource(name: "BorderColor", bundle: resourceBundle)
    }

    extension ImageResource {
      enum Icons {
        static let bell = ImageResource(name: "Icons/bell_image", bundle: resourceBundle)
      }
      static let A_1 = ImageResource(name: "A1", bundle: resourceBundle)
      static let _402A = ImageResource(name: "402a", bundle: resourceBundle)
      static let _701_33 = ImageResource(name: "701.33", bundle: resourceBundle)
      static let adultProducts = ImageResource(name: "adult_products_image", bundle: resourceBundle)
      static let initial = ImageResource(name: "Initial-Image", bundle: resourceBundle)
      static let gateIN = ImageResource(name: "GateIN", bundle: resourceBundle)
      static let arrowLeft = ImageResource(name: "arrow-left", bundle: resourceBundle)
    }

    // Stand-ins for the UIKit, AppKit and SwiftUI types that Xcode's file extends.
    final class UIImage {
      init(resource: ImageResource) {}
    }
    final class NSImage {
      init(resource: ImageResource) {}
    }
    final class UIColor {
      init?(named name: String) {}
      init(resource: ColorResource) {}
    }
    final class NSColor {
      init(resource: ColorResource) {}
    }
    struct Image {
      init(_ resource: ImageResource) {}
    }
    struct Color {
      init(_ resource: ColorResource) {}
    }

    extension UIImage {
      static var gateIN: UIImage { .init(resource: .gateIN) }
    }
    extension Color {
      static var textSecondary: Color { .init(.textSecondary) }
    }
    protocol ShapeStyle {}
    extension Color: ShapeStyle {}
    extension ShapeStyle where Self == Color {
      static var border: Color { .init(.border) }
    }
    func foregroundStyle<Style: ShapeStyle>(_ style: Style) {}

    """#

  /// Declarations the uses need, and a use by a bare name inside an extension.
  static let declarations = """
    import Foundation
    import StandardPaths

    extension Bundle { static var module: Bundle { .main } }
    typealias Art = Assets.Characters
    typealias Art2 = Art
    enum Theme { static let cast: Assets.Characters.Type = Assets.Characters.self }
    func characters() -> Assets.Characters.Type { Assets.Characters.self }
    func show(_ art: Assets.Characters.Type) -> Asset { art.parameter }
    extension Assets.Characters { static var all: [Asset] { [extended] } }
    // Assets.Characters.commented is for later.

    """

  @Test(timeLimit(minutes: 10))
  func everyCompiledUseIsAUse() throws {
    let unused = ["neverused", "commented"]
    let assets = (Self.uses.map(\.asset) + unused).map { "R/Characters/\($0).png" }
    let folder = try TemporaryFolder(files: assets)
    defer { folder.remove() }
    let unusedSets = [(set: "neverdrawn", isImage: true), (set: "neverpainted", isImage: false)]
    try Self.makeCatalog(
      in: folder.url.appendingPathComponent("R/Media.xcassets"),
      sets: Self.stringUses.map { ($0.set, false) } + Self.symbolUses.map { ($0.set, $0.isImage) }
        + unusedSets)
    let generated = folder.url.appendingPathComponent("Assets.swift")
    let generate = try CommandRunner.run([
      "generate", "--input", folder.url.appendingPathComponent("R").path,
      "--output", generated.path,
    ])
    #expect(generate.status == 0, "\(generate.error)")
    var fixture = Self.declarations + "func use() {\n"
    for use in Self.uses { fixture += "  do { \(use.code) }\n" }
    for use in Self.stringUses { fixture += "  do { \(use.code) }\n" }
    for use in Self.symbolUses { fixture += "  do { \(use.code) }\n" }
    fixture += "}\n"
    let source = folder.url.appendingPathComponent("Fixture.swift")
    try Data(fixture.utf8).write(to: source)
    let symbols = folder.url.appendingPathComponent("GeneratedAssetSymbols.swift")
    try Data(Self.generatedAssetSymbols.utf8).write(to: symbols)

    let typecheck = try Self.typecheck([generated.path, symbols.path, source.path])
    #expect(typecheck.status == 0, "the fixture must compile: \(typecheck.error)\n\(fixture)")

    let audit = try CommandRunner.run([
      "unused", folder.url.appendingPathComponent("R").path, "--sources", source.path,
    ])
    #expect(audit.status == 0, "\(audit.error)")
    // The asset or set each finding names: `'Characters/neverused.png' is never referenced`,
    // `'neverdrawn' (an image set of Media.xcassets) is never referenced`.
    let reported = Set(
      audit.error.split(separator: "\n").compactMap { line -> String? in
        guard line.contains(" is never referenced"),
          let start = line.range(of: "warning: '")
        else { return nil }
        let name = line[start.upperBound...].prefix { $0 != "'" }
        return String(name)
      })
    let expected = unused.map { "Characters/\($0).png" } + unusedSets.map(\.set)
    #expect(reported == Set(expected), "\(audit.error)")
  }

  /// Writes an asset catalog at `catalog` holding each of `sets`, an image set (a copy of the
  /// fixture's `Icons/bell`) or a color set (a copy of its `Accent`); a set named `Group/name`
  /// is in a group that provides a namespace, as Xcode names such sets.
  static func makeCatalog(in catalog: URL, sets: [(name: String, isImage: Bool)]) throws {
    let files = FileManager.default
    try files.createDirectory(at: catalog, withIntermediateDirectories: true)
    try files.copyItem(
      at: catalogFixture.appendingPathComponent("Contents.json"),
      to: catalog.appendingPathComponent("Contents.json"))
    for set in sets {
      let template =
        set.isImage
        ? catalogFixture.appendingPathComponent("Icons/bell.imageset")
        : catalogFixture.appendingPathComponent("Accent.colorset")
      let destination = catalog.appendingPathComponent(
        set.name + (set.isImage ? ".imageset" : ".colorset"))
      let group = destination.deletingLastPathComponent()
      if group.path != catalog.path, !files.fileExists(atPath: group.path) {
        try files.createDirectory(at: group, withIntermediateDirectories: true)
        try files.copyItem(
          at: catalogFixture.appendingPathComponent("Icons/Contents.json"),
          to: group.appendingPathComponent("Contents.json"))
      }
      try files.copyItem(at: template, to: destination)
    }
  }

  /// `swiftc -typecheck` of `files` against the built StandardPaths module.
  static func typecheck(_ files: [String]) throws -> CommandRunner.Result {
    let modules = BuildProducts.folder.appendingPathComponent("Modules")
    var arguments = ["swiftc", "-typecheck", "-module-name", "App", "-I", modules.path]
    // The C module StandardPaths imports, where SwiftPM leaves its map beside the products.
    let map = BuildProducts.folder.appendingPathComponent("AtomicWord.build/module.modulemap")
    if FileManager.default.fileExists(atPath: map.path) {
      arguments += ["-Xcc", "-fmodule-map-file=\(map.path)"]
    }
    return try CommandRunner.run(
      arguments + files, executable: URL(fileURLWithPath: "/usr/bin/env"))
  }
}
