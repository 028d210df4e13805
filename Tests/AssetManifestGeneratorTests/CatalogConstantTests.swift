import AssetManifestGenerator
import Foundation
import StandardPathsCore
import TestSupport
import Testing

@Suite("Asset catalogs, constants")
struct CatalogConstantTests {
  /// Fixtures/CatalogConstants: `star` (universal 1x, 2x, 3x, an iPad 2x and a dark 2x),
  /// `Icons/bell` in a group that provides a namespace (universal 2x only), `moon` in a group
  /// that does not (iPhone 2x and 3x, and a watch 2x), the color set `Accent` (any, dark, high
  /// contrast) and the data set `level`.
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/CatalogConstants")
  /// Fixtures/CatalogClash: `star.png` beside a catalog with the image set `star`.
  static let clash = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/CatalogClash")

  static func generate(_ folder: URL) throws -> ManifestGenerator.Output {
    let listing = try CatalogTests.scanned([ResourceEntry(path: folder.path, rule: .contents)])
    return ManifestGenerator.generate(listing, options: GeneratorOptions())
  }

  static func constant(_ name: String) throws -> CatalogConstant {
    try #require(try generate(fixture).catalogConstants.first { $0.name == name })
  }

  @Test func namespaceGroupsPrefixNamesAndOtherGroupsAddNothing() throws {
    let output = try Self.generate(Self.fixture)
    #expect(
      output.catalogConstants.map { "\($0.name) \($0.expression(namespace: "Assets"))" } == [
        "Accent Assets.accent", "Icons/bell Assets.Icons.bell", "moon Assets.moon",
        "level Assets.level", "star Assets.star",
      ])
    let source = try #require(output.source)
    #expect(source.contains("extension Assets.Icons {"))
    #expect(source.contains("  internal enum Icons {}"))
    #expect(
      source.contains(
        "internal static var star: StandardPaths.CatalogImage { assetCatalogImage(4) }"))
    #expect(
      source.contains(
        "@inline(never) private func assetCatalogImage(_ row: Swift.Int) -> "
          + "StandardPaths.CatalogImage {\n  StandardPaths.CatalogImage(assetCatalogTable, row)\n}")
    )
    #expect(!source.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" })
    // The header counts assets as lint does: loose files' constants and the sets'.
    let loose = output.groups.filter(\.isConstant).count
    #expect(
      source.hasPrefix(
        "\(SwiftRenderer.headerStart)\(GeneratorVersion.current) from assets: "
          + "\(loose + 5) assets,"), "\(source.prefix(120))")
  }

  @Test func aSetAndALooseFileOfOneSwiftNameAreAnError() throws {
    let output = try Self.generate(Self.clash)
    #expect(output.source == nil)
    let clash = try #require(output.diagnostics.first { $0.rule == .catalogNameClash })
    #expect(clash.severity == .error)
    #expect(clash.path.hasSuffix("Media.xcassets/star.imageset/Contents.json"))
    #expect(
      clash.message
        == "the catalog set 'Media.xcassets/star.imageset' and the file 'star.png' would both "
        + "be named 'Assets.star'; rename one, or put the set in a group that provides a "
        + "namespace")
  }

  /// `sets` (path in the folder → `Contents.json`) with a 4-pixel PNG for each image set's
  /// `x.png`, generated.
  static func generate(sets: [String: String]) throws -> ManifestGenerator.Output {
    let folder = try TemporaryFolder(files: [])
    defer { folder.remove() }
    for (path, contents) in sets {
      let set = folder.url.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
      try Data(contents.utf8).write(to: set.appendingPathComponent("Contents.json"))
      if path.hasSuffix(".imageset") {
        try TinyPNG.data(width: 4, height: 4).write(to: set.appendingPathComponent("x.png"))
      }
    }
    return try generate(folder.url)
  }

  static let image = #"{"images": [{"idiom": "universal", "filename": "x.png"}]}"#
  static let color = #"""
    {"colors": [{"idiom": "universal", "color": {"color-space": "srgb",
      "components": {"red": "1", "green": "0", "blue": "0", "alpha": "1"}}}]}
    """#

  /// A color and an image of one name in two catalogs, as SwiftGen projects keep them
  /// (`Colors.xcassets`, `Images.xcassets`): Xcode takes them, since `UIColor(named:)` and
  /// `UIImage(named:)` tell them apart. The build stopped on them, with no way out that kept
  /// the names storyboards use; they are now named by their kind, with a warning.
  @Test func setsOfOneNameAndTwoKindsAreNamedByTheirKind() throws {
    let output = try Self.generate(sets: [
      "Colors.xcassets/background.colorset": Self.color,
      "Images.xcassets/background.imageset": Self.image,
    ])
    #expect(output.source != nil, "\(output.diagnostics)")
    #expect(
      output.catalogConstants.map { "\($0.name) \($0.expression(namespace: "Assets"))" } == [
        "background Assets.backgroundColor", "background Assets.backgroundImage",
      ])
    #expect(
      output.diagnostics.map { "\($0.rule.rawValue) \($0.severity) \($0.message)" } == [
        "swift-name-clash warning the catalog sets 'Colors.xcassets/background.colorset' and "
          + "'Images.xcassets/background.imageset' would both be named 'Assets.background', so "
          + "they are named 'Assets.backgroundColor', 'Assets.backgroundImage' (their catalog "
          + "names, which UIImage(named:) and the like take, stay as they are); to choose other "
          + "names, rename a set in Xcode"
      ])
    let source = try #require(output.source)
    #expect(source.contains("static var backgroundColor: StandardPaths.CatalogColor"))
    #expect(source.contains("static var backgroundImage: StandardPaths.CatalogImage"))
  }

  /// `"idiom": "iPad"`, a hand edit's slip, was told as a slot no device gets, at the image,
  /// and as devices no slot serves: the slot's finding now names the idiom, at the slot's line
  /// in `Contents.json` (its `filename` key's, beside the idiom in the file Xcode writes).
  @Test func anIdiomInAnotherCaseIsNamedAtItsSlotsLine() throws {
    let (findings, all) = try Self.findings(
      of: .catalogSlotNeverChosen, in: "star",
      """
      {"images": [
        {"idiom": "universal", "scale": "1x", "filename": "x.png"},
        {"idiom": "iPad", "scale": "2x",
         "filename": "x.png"}]}
      """)
    #expect(
      findings == [
        "Contents.json:4 no device gets the iPad 2x slot of 'star': 'iPad' is no idiom, since "
          + "idioms are lower-case; write 'ipad'"
      ], "\(all)")
  }

  /// The findings of `rule` for the image set `name` of `contents` (with `x.png`), each as
  /// `file:line message`, the file its last path component; and all the findings, to show.
  static func findings(of rule: Rule.ID, in name: String, _ contents: String) throws -> (
    [String], [Diagnostic]
  ) {
    let output = try generate(sets: ["Media.xcassets/\(name).imageset": contents])
    let findings = output.diagnostics.filter { $0.rule == rule }.map {
      "\(($0.path as NSString).lastPathComponent):\($0.line) \($0.message)"
    }
    return (findings, output.diagnostics)
  }

  /// Three kinds, each named by its kind; a kind with two sets of the name keeps it, so the
  /// error names those two; a name by kind that another set has is not taken, so that set and
  /// the one left keep theirs.
  @Test func kindsAreNamedOnlyWhereTheNameIsTheirsAlone() throws {
    let data = #"{"data": [{"idiom": "universal", "filename": "level.json"}]}"#
    let three = try Self.generate(sets: [
      "A.xcassets/level.colorset": Self.color, "B.xcassets/level.imageset": Self.image,
      "C.xcassets/level.dataset": data,
    ])
    #expect(
      three.catalogConstants.map { $0.expression(namespace: "Assets") } == [
        "Assets.levelColor", "Assets.levelImage", "Assets.levelData",
      ])
    #expect(
      three.diagnostics.map(\.rule).filter { [.swiftNameClash, .catalogNameClash].contains($0) }
        == [.swiftNameClash], "\(three.diagnostics)")
    let mixed = try Self.generate(sets: [
      "A.xcassets/icon.colorset": Self.color, "B.xcassets/icon.imageset": Self.image,
      "C.xcassets/icon.imageset": Self.image,
    ])
    #expect(
      mixed.diagnostics.map(\.rule) == [.catalogNameClash, .swiftNameClash],
      "\(mixed.diagnostics)")
    #expect(
      mixed.diagnostics.first?.message.hasPrefix(
        "the catalog sets 'B.xcassets/icon.imageset' and 'C.xcassets/icon.imageset' would both "
          + "be named 'Assets.icon'") == true)
    #expect(
      mixed.catalogConstants.map { $0.expression(namespace: "Assets") } == [
        "Assets.iconColor", "Assets.icon", "Assets.icon",
      ])
    let taken = try Self.generate(sets: [
      "Media.xcassets/accent.colorset": Self.color, "Media.xcassets/accent.imageset": Self.image,
      "Media.xcassets/AccentColor.colorset": Self.color,
    ])
    #expect(
      taken.catalogConstants.map { "\($0.name) \($0.expression(namespace: "Assets"))" } == [
        "AccentColor Assets.accentColor", "accent Assets.accent", "accent Assets.accentImage",
      ])
    #expect(taken.source != nil, "\(taken.diagnostics)")
  }

  /// `"filenme"`: the file was told as in no slot, at the image, with advice for Xcode; the
  /// finding now names the key, at the line where the slot starts, also after an empty slot
  /// (Xcode writes one without a `filename`) and with the name in another case.
  @Test func aSlipOfTheFilenameKeyIsNamedAtTheSlot() throws {
    let (findings, all) = try Self.findings(
      of: .catalogFileInNoSlot, in: "logo",
      """
      {"images": [
        {"idiom": "universal", "scale": "1x"},
        {"idiom": "universal", "scale": "2x",
         "filenme": "X.png"}]}
      """)
    #expect(
      findings == [
        "Contents.json:3 no slot of 'logo' names 'x.png': a slot gives it under the key "
          + "'filenme', not 'filename'; correct the key"
      ], "\(all)")
  }

  /// `Self.imageset` is `self_`, as `self.png` is, which a loose file was told of and a set
  /// was not.
  @Test func aSetNamedAsSwiftReservesIsToldItsName() throws {
    let output = try Self.generate(sets: ["Media.xcassets/Self.imageset": Self.image])
    #expect(output.catalogConstants.map { $0.expression(namespace: "Assets") } == ["Assets.self_"])
    #expect(
      output.diagnostics.map { "\($0.rule.rawValue) \($0.message)" } == [
        "swift-name-reserved the catalog set 'Media.xcassets/Self.imageset' is named "
          + "'Assets.self_', since 'self' means something else in Swift or in the generated "
          + "code; to choose another name, rename the set in Xcode"
      ])
  }

  /// Two image sets of one name are one name to `UIImage(named:)` too: still an error.
  @Test func setsOfOneNameAndOneKindAreAnError() throws {
    let output = try Self.generate(sets: [
      "Icons.xcassets/background.imageset": Self.image,
      "Images.xcassets/background.imageset": Self.image,
    ])
    #expect(output.source == nil)
    #expect(
      output.diagnostics.map(\.rule) == [.catalogNameClash], "\(output.diagnostics)")
    #expect(
      output.diagnostics.first?.message
        == "the catalog sets 'Icons.xcassets/background.imageset' and "
        + "'Images.xcassets/background.imageset' would both be named 'Assets.background'; "
        + "rename one, or put one in a group that provides a namespace")
  }

  /// The slot each device gets: its idiom's slots, else universal; then the exact scale, else
  /// the next higher, else the highest lower.
  @Test(
    arguments: [
      ("star", "iphone", "star.imageset/star.png"),
      ("star", "iphone-retina", "star.imageset/star@2x.png"),
      ("star", "iphone-736h", "star.imageset/star@3x.png"),
      ("star", "ipad", "star.imageset/star-ipad@2x.png"),
      ("star", "ipad-retina", "star.imageset/star-ipad@2x.png"),
      ("star", "mac", "star.imageset/star.png"),
      ("star", "tv-retina", "star.imageset/star@2x.png"),
      ("Icons/bell", "iphone", "Icons/bell.imageset/bell@2x.png"),
      ("Icons/bell", "iphone-812h", "Icons/bell.imageset/bell@2x.png"),
      ("moon", "iphone", "Misc/moon.imageset/moon@2x.png"),
      ("moon", "iphone-736h", "Misc/moon.imageset/moon@3x.png"),
      ("moon", "ipad-retina", nil),
    ] as [(String, String, String?)])
  func slotPerDevice(set: String, device: String, file: String?) throws {
    let constant = try Self.constant(set)
    guard case .image(_, _, let slots, let answers) = constant.entry else {
      Issue.record("\(set) is not an image set")
      return
    }
    let device = try Device(specification: device)
    let index = try #require(device.knownDeviceIndex)
    #expect(answers[index].map { slots[$0].file } == file)
    // A device built by hand, not one of the known devices, gets the same answer.
    let custom = Device(idiom: device.idiom, scale: device.scale, screenSize: device.screenSize)
    #expect(CatalogSlotChoice.choose(slots, for: custom).map { slots[$0].file } == file)
  }

  /// The dark 2x slot of `star` is in the table for the appearance that asks for it, and is no
  /// known device's answer; an appearance the set has no slot for falls back to any.
  @Test func appearanceSlotsAreKeptAndChosenByAppearance() throws {
    guard case .image(_, let catalog, let slots, let answers) = try Self.constant("star").entry
    else {
      Issue.record("star is not an image set")
      return
    }
    #expect(catalog == "Media.xcassets")
    let dark = try #require(slots.firstIndex { $0.appearance == "dark" })
    #expect(slots[dark].file == "star.imageset/star@2x.png")
    #expect(!answers.contains(dark))
    let phone = Device(idiom: .phone, scale: 2)
    #expect(CatalogSlotChoice.choose(slots, for: phone, appearance: "dark") == dark)
    #expect(CatalogSlotChoice.choose(slots, for: phone, appearance: "dark-high-contrast") == dark)
    #expect(
      CatalogSlotChoice.choose(slots, for: phone, appearance: "high-contrast").map {
        slots[$0].file
      } == "star.imageset/star@2x.png")
  }

  @Test func scaleOrderIsExactThenNextHigherThenHighestLower() {
    let slots: [(idiom: String, scale: Double?)] = [
      ("universal", 1), ("universal", 3), ("universal", 2), ("ipad", 3),
    ]
    let phone = { (scale: Double) in Device(idiom: .phone, scale: scale) }
    #expect(CatalogSlotChoice.choose(slots, for: phone(2)) == 2)
    #expect(CatalogSlotChoice.choose(Array(slots.prefix(2)), for: phone(2)) == 1)
    #expect(CatalogSlotChoice.choose([("universal", 1), ("universal", 2)], for: phone(3)) == 1)
    #expect(CatalogSlotChoice.choose(slots, for: Device(idiom: .pad, scale: 1)) == 3)
    #expect(CatalogSlotChoice.choose([("universal", nil)], for: phone(3)) == 0)
    #expect(CatalogSlotChoice.choose([("iphone", 2)], for: Device(idiom: .tv, scale: 1)) == nil)
  }

  @Test func colorComponentsPerAppearance() throws {
    guard case .color(_, _, let colors) = try Self.constant("Accent").entry else {
      Issue.record("Accent is not a color set")
      return
    }
    #expect(colors.map(\.appearance) == ["any", "dark", "high-contrast"])
    #expect(colors.map(\.colorSpace) == ["srgb", "srgb", "display-p3"])
    #expect(colors[0].components.map(\.name) == ["red", "green", "blue", "alpha"])
    #expect(colors[0].components.map(\.value) == [1, 0.5, 0, 1])
    let dark: [Double] = [128.0 / 255, 64.0 / 255, 1, 1]
    #expect(colors[1].components.map(\.value) == dark)
    #expect(colors[2].components.map(\.value) == [1, 0, 0, 0.5])
  }

  @Test func dataSetGivesItsFile() throws {
    #expect(
      try Self.constant("level").entry
        == .data(name: "level", catalog: "Media.xcassets", file: "level.dataset/level.json"))
  }

  @Test func tableRoundTrips() throws {
    let entries = try Self.generate(Self.fixture).catalogConstants.map(\.entry)
    let text = CatalogFormat.encode(entries, deviceCount: Device.knownDevices.count)
    #expect(try CatalogFormat.lines(text).map(CatalogFormat.decode) == entries)
  }

  /// A system color keeps its name and platform instead of reading as a color of no components.
  @Test func systemColorIsKept() throws {
    let contents = "Media.xcassets/Tint.colorset/Contents.json"
    let folder = try TemporaryFolder(files: [contents])
    defer { folder.remove() }
    try Data(
      #"""
      {"colors": [{"idiom": "universal", "color": {"platform": "ios", "reference": "systemBlueColor"}},
        {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
         "color": {"platform": "ios", "reference": "systemIndigoColor"}}]}
      """#.utf8
    ).write(to: folder.url.appendingPathComponent(contents))
    let constant = try #require(try Self.generate(folder.url).catalogConstants.first)
    #expect(
      constant.entry
        == .color(
          name: "Tint", catalog: "Media.xcassets",
          colors: [
            .init(
              appearance: "any", colorSpace: nil, components: [], systemColor: "systemBlueColor",
              platform: "ios"),
            .init(
              appearance: "dark", colorSpace: nil, components: [],
              systemColor: "systemIndigoColor", platform: "ios"),
          ]))
  }

  /// Every text field of the table survives any byte a `Contents.json` can hold (tabs, line
  /// breaks, the separators `,`, `:` and `=`, `%`, a lone `-`), and no value moves another
  /// set's answer: each set decodes to itself, and its neighbours too.
  @Test(arguments: 0..<200)
  func hostileValuesRoundTripAndMoveNothing(seed: Int) throws {
    var random = SeededGenerator(seed: UInt64(seed))
    // Combining marks after a separator (`:` then U+0301) make one `Character` of the two.
    let alphabet =
      Array("ab\t\n\r,:=%-.é/ \u{7F}\u{0}\u{202E}9").map(String.init) + [
        "\u{301}", "\u{20DD}", "\r\n",
      ]
    func text() -> String {
      (0..<Int.random(in: 0...6, using: &random)).map { _ in
        alphabet.randomElement(using: &random)!
      }.joined()
    }
    func value() -> Double {
      [0, 1, 0.5, -0.25, 1e300, .infinity, -.infinity].randomElement(using: &random)!
    }
    var entries: [CatalogFormat.Entry] = []
    for _ in 0..<4 {
      switch Int.random(in: 0..<3, using: &random) {
      case 0:
        let slots = (0..<Int.random(in: 0...3, using: &random)).map { _ in
          CatalogFormat.Slot(
            idiom: text(), scale: Bool.random(using: &random) ? nil : 2, appearance: text(),
            file: text())
        }
        entries.append(
          .image(
            name: text(), catalog: text(), slots: slots,
            answers: Device.knownDevices.map { _ in slots.isEmpty ? nil : 0 }))
      case 1:
        let colors = (0..<Int.random(in: 0...2, using: &random)).map { _ in
          CatalogFormat.Color(
            appearance: text(), colorSpace: Bool.random(using: &random) ? nil : text(),
            components: (0..<Int.random(in: 0...3, using: &random)).map { _ in (text(), value()) },
            systemColor: Bool.random(using: &random) ? nil : text(),
            platform: Bool.random(using: &random) ? nil : text())
        }
        entries.append(.color(name: text(), catalog: text(), colors: colors))
      default:
        entries.append(
          .data(name: text(), catalog: text(), file: Bool.random(using: &random) ? nil : text()))
      }
    }
    let encoded = CatalogFormat.encode(entries, deviceCount: Device.knownDevices.count)
    let lines = try CatalogFormat.lines(encoded)
    #expect(lines.count == entries.count)
    #expect(lines.map(CatalogFormat.decode) == entries)
  }

  /// Xcode's "Localize…" gives each slot of a set a locale. The constant chooses among none of
  /// them, so it answered nil on every device while the build said nothing of it.
  @Test func aSetLocalizedInEverySlotServesNoDeviceAndSaysSo() throws {
    let folder = try TemporaryFolder(files: [])
    defer { folder.remove() }
    let set = folder.url.appendingPathComponent("Media.xcassets/flag.imageset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    try Data(
      #"""
      {"images": [{"filename": "flag-en.png", "idiom": "universal", "locale": "en", "scale": "1x"},
        {"filename": "flag-de.png", "idiom": "universal", "locale": "de", "scale": "1x"}],
       "properties": {"localizable": true}, "info": {"author": "xcode", "version": 1}}
      """#.utf8
    ).write(to: set.appendingPathComponent("Contents.json"))
    for name in ["flag-en.png", "flag-de.png"] {
      try TinyPNG.data(width: 4, height: 4).write(to: set.appendingPathComponent(name))
    }
    let output = try Self.generate(folder.url)
    let findings = output.diagnostics.filter { $0.rule == .catalogDeviceUnserved }
    #expect(
      findings.map(\.message) == [
        "no slot of 'flag' serves any device: its images are only in slots for locale de, "
          + "locale en, which the constant does not choose among, so its file(for:) and "
          + "url(for:) answer nil (UIImage(asset:) still gets them from a compiled catalog); "
          + "fill a slot for none of them, or put the images in .lproj folders, which the "
          + "constants choose by language"
      ], "\(output.diagnostics)")
    #expect(findings.first?.path.hasSuffix("/flag.imageset/Contents.json") == true)
    // The set keeps its constant, for UIImage(asset:) and the compiled catalog.
    #expect(output.catalogConstants.map(\.name) == ["flag"])
  }

  @Test func unservedDevicesAndNeverChosenSlotsAreFindings() throws {
    let findings = try Self.generate(Self.fixture).diagnostics.filter {
      $0.rule == .catalogDeviceUnserved || $0.rule == .catalogSlotNeverChosen
    }
    #expect(
      findings.map { "\($0.rule.rawValue) \(URL(fileURLWithPath: $0.path).lastPathComponent)" }
        == [
          "catalog-device-unserved Contents.json", "catalog-slot-never-chosen moon-watch@2x.png",
        ])
    #expect(findings.first?.message.hasPrefix("no slot of 'moon' serves ipad, ipad-retina") == true)
  }
}
