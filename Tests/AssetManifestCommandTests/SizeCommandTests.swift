import Foundation
import TestSupport
import Testing

/// `asset-manifest size`: what each device downloads, uses and would download from a catalog,
/// checked against the files' sizes on disk and a hand-written statement of which file each
/// device uses (from the resolution reference, not from the resolver).
@Suite("asset-manifest size")
struct SizeCommandTests {
  /// A device's figures, as `--format json` prints them.
  struct Figures: Equatable {
    var downloads: Int
    var uses: Int
    var unused: Int
    var catalogDownloads: Int
  }

  /// The figures per device of `size` run with `arguments`, from its JSON.
  static func figures(_ arguments: [String], in folder: URL? = nil) throws -> [String: Figures] {
    let result = try CommandRunner.run(["size"] + arguments + ["--format", "json"], in: folder)
    #expect(result.status == 0, "\(result.error)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let devices = try #require(object["devices"] as? [[String: Any]])
    var figures: [String: Figures] = [:]
    for device in devices {
      let name = try #require(device["device"] as? String)
      figures[name] = Figures(
        downloads: try #require(device["downloads"] as? Int),
        uses: try #require(device["uses"] as? Int), unused: try #require(device["unused"] as? Int),
        catalogDownloads: try #require(device["catalogDownloads"] as? Int))
    }
    return figures
  }

  /// The size on disk of every regular file below `folder`, by path relative to it.
  static func sizes(below folder: URL) throws -> [String: Int] {
    var sizes: [String: Int] = [:]
    let root = folder.standardizedFileURL.path + "/"
    let walker = try #require(FileManager.default.enumerator(atPath: folder.path))
    while let relative = walker.nextObject() as? String {
      let path = root + relative
      let attributes = try FileManager.default.attributesOfItem(atPath: path)
      guard attributes[.type] as? FileAttributeType == .typeRegular else { continue }
      sizes[relative] = (attributes[.size] as? NSNumber)?.intValue
    }
    return sizes
  }

  /// A PNG of exactly `bytes` bytes: a valid header, then padding.
  static func png(bytes: Int) -> Data {
    var data = TinyPNG.data(width: 1, height: 1)
    data.append(Data(repeating: 0, count: bytes - data.count))
    return data
  }

  static let all = [
    "iphone", "iphone-retina", "iphone-568h", "iphone-667h", "iphone-736h", "iphone-812h", "ipad",
    "ipad-retina", "mac", "mac-retina", "tv", "tv-retina", "iphone-16", "iphone-16-plus",
    "iphone-16-pro", "iphone-16-pro-max", "ipad-mini", "ipad-air", "ipad-pro-13",
  ]

  @Test func syntheticFolderSumsTheFilesEachDeviceUses() throws {
    let sizes = [
      "hero.png": 1000, "hero@2x.png": 2000, "hero@3x.png": 3000, "hero~ipad.png": 1500,
      "hero@2x~ipad.png": 2500, "hero-568h@2x.png": 2200, "ViewController.nib": 700,
      "ViewController~ipad.nib": 800, "notes.json": 50,
    ]
    let folder = try TemporaryFolder(files: [])
    defer { folder.remove() }
    let assets = folder.url.appendingPathComponent("Assets")
    try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
    for (name, bytes) in sizes {
      let data = name.hasSuffix(".png") ? Self.png(bytes: bytes) : Data(repeating: 1, count: bytes)
      try data.write(to: assets.appendingPathComponent(name))
    }
    // Which hero each device uses, by the reference: a widescreen phone falls back to -568h at
    // 2x before a plain @3x (iphone-736h), the 812-point and 16 classes are not widescreen, a
    // pad's idiom file beats every unsuffixed one, a 1x device takes the plain file.
    let hero: [String: String] = [
      "iphone": "hero.png", "iphone-retina": "hero@2x.png", "iphone-568h": "hero-568h@2x.png",
      "iphone-667h": "hero-568h@2x.png", "iphone-736h": "hero-568h@2x.png",
      "iphone-812h": "hero@3x.png", "ipad": "hero~ipad.png", "ipad-retina": "hero@2x~ipad.png",
      "mac": "hero.png", "mac-retina": "hero@2x.png", "tv": "hero.png", "tv-retina": "hero@2x.png",
      "iphone-16": "hero@3x.png", "iphone-16-plus": "hero@3x.png", "iphone-16-pro": "hero@3x.png",
      "iphone-16-pro-max": "hero@3x.png", "ipad-mini": "hero@2x~ipad.png",
      "ipad-air": "hero@2x~ipad.png", "ipad-pro-13": "hero@2x~ipad.png",
    ]
    // In an image set (universal 1x/2x/3x, ipad 1x/2x, the -568h file as iphone retina4, a
    // subtype the slot choice does not weigh): each device's idiom, else universal, at its scale.
    let slot: [String: String] = [
      "iphone": "hero.png", "iphone-retina": "hero@2x.png", "iphone-568h": "hero@2x.png",
      "iphone-667h": "hero@2x.png", "iphone-736h": "hero@3x.png", "iphone-812h": "hero@3x.png",
      "ipad": "hero~ipad.png", "ipad-retina": "hero@2x~ipad.png", "mac": "hero.png",
      "mac-retina": "hero@2x.png", "tv": "hero.png", "tv-retina": "hero@2x.png",
      "iphone-16": "hero@3x.png", "iphone-16-plus": "hero@3x.png", "iphone-16-pro": "hero@3x.png",
      "iphone-16-pro-max": "hero@3x.png", "ipad-mini": "hero@2x~ipad.png",
      "ipad-air": "hero@2x~ipad.png", "ipad-pro-13": "hero@2x~ipad.png",
    ]
    let total = sizes.values.reduce(0, +)
    let figures = try Self.figures(["Assets"], in: folder.url)
    #expect(Set(figures.keys) == Set(Self.all))
    for device in Self.all {
      let pad = device.hasPrefix("ipad")
      let nib = sizes[pad ? "ViewController~ipad.nib" : "ViewController.nib"]!
      let uses = sizes[hero[device]!]! + nib + sizes["notes.json"]!
      let catalog = sizes[slot[device]!]! + 700 + 800 + 50
      #expect(
        figures[device]
          == Figures(
            downloads: total, uses: uses, unused: total - uses, catalogDownloads: catalog),
        "\(device)")
    }
  }

  @Test func theRepositorysSampleAssetsAddUpToTheirFiles() throws {
    let root = Repository.root.appendingPathComponent("SampleAssets")
    let sizes = try Self.sizes(below: root)
    let total = sizes.values.reduce(0, +)
    let figures = try Self.figures(["SampleAssets"])
    #expect(figures.count == Self.all.count)
    for (device, figure) in figures {
      #expect(figure.downloads == total, "\(device)")
      #expect(figure.unused == figure.downloads - figure.uses, "\(device)")
    }
    // By the reference: a 1x phone never takes -hd, the idiom file beats unsuffixed ones; a 1x
    // pad takes -hd as its 1x file.
    let iphone = [
      "Image1.png", "Image2.png", "ViewController.nib", "Models/model.obj.gz",
      "Backgrounds/sky.jpg", "Sounds/click.caf", "Characters/hero.png",
      "Characters/Bosses/dragon~iphone.png", "Characters/villain.png",
    ]
    let ipad = [
      "Image1~ipad.png", "Image2-hd.png", "ViewController~ipad.nib", "Models/model~ipad.obj.gz",
      "Backgrounds/sky.jpg", "Sounds/click.caf", "Characters/hero~ipad.png",
      "Characters/Bosses/dragon~ipad.png", "Characters/villain-hd.png",
    ]
    #expect(figures["iphone"]?.uses == iphone.map { sizes[$0]! }.reduce(0, +))
    #expect(figures["ipad"]?.uses == ipad.map { sizes[$0]! }.reduce(0, +))
  }

  @Test func theRepositorysExampleImagesAddUpToTheirFiles() throws {
    let folder = "Examples/ProcessedAssetCatalog/Images"
    let sizes = try Self.sizes(below: Repository.root.appendingPathComponent(folder))
    let figures = try Self.figures([folder])
    for (device, figure) in figures {
      #expect(figure.downloads == sizes.values.reduce(0, +), "\(device)")
    }
    #expect(figures["iphone"]?.uses == sizes["logo.png"]! + sizes["Icons/star.png"]!)
    #expect(figures["ipad"]?.uses == sizes["logo-hd.png"]! + sizes["Icons/star~ipad.png"]!)
  }

  @Test func theConfigurationsDevicesAreTheOnesMeasured() throws {
    let folder = try TemporaryFolder(files: ["Assets/a.png", "Assets/a@2x.png"])
    defer { folder.remove() }
    try Data(#"{"devices": ["iphone-retina", "ipad"]}"#.utf8).write(
      to: folder.url.appendingPathComponent("asset-manifest.json"))
    let figures = try Self.figures(
      ["Assets", "--config", folder.url.appendingPathComponent("asset-manifest.json").path],
      in: folder.url)
    #expect(Set(figures.keys) == ["iphone-retina", "ipad"])
  }

  @Test func textNamesTheLargestSavingAndProposesItsSet() throws {
    let folder = try TemporaryFolder(files: [])
    defer { folder.remove() }
    let assets = folder.url.appendingPathComponent("Assets")
    try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
    for (name, bytes) in ["big.png": 400, "big@2x.png": 900, "small.png": 100, "small@2x.png": 150]
    {
      try Self.png(bytes: bytes).write(to: assets.appendingPathComponent(name))
    }
    let result = try CommandRunner.run(["size", "Assets", "--proposals"], in: folder.url)
    #expect(result.status == 0)
    let big = try #require(result.output.range(of: "  big.png: saves up to 900 on one device"))
    let small = try #require(result.output.range(of: "  small.png: saves up to 150"))
    #expect(big.lowerBound < small.lowerBound, "\(result.output)")
    #expect(result.output.contains("big.imageset/Contents.json, replacing big.png:"))
    #expect(result.output.contains("Every file counts"))
  }

  @Test func jsonIsSortedAndTheSameEveryRun() throws {
    let first = try CommandRunner.run(["size", "SampleAssets", "--format", "json"])
    let second = try CommandRunner.run(["size", "SampleAssets", "--format", "json"])
    #expect(first.status == 0 && first.output == second.output)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(first.output.utf8)) as? [String: Any])
    let resorted = try JSONSerialization.data(
      withJSONObject: object, options: [.sortedKeys, .prettyPrinted])
    let keys = { (text: String) in
      text.split(separator: "\n").compactMap { line -> String? in
        let trimmed = line.drop { $0 == " " }
        guard trimmed.hasPrefix("\""), let end = trimmed.dropFirst().firstIndex(of: "\"") else {
          return nil
        }
        return trimmed.dropFirst().prefix(upTo: end).description
      }.filter { !$0.contains("/") && !$0.contains(".") && !$0.contains("{") }
    }
    // The keys in the order written are the keys in sorted order.
    #expect(keys(first.output) == keys(String(decoding: resorted, as: UTF8.self)))
    let savings = try #require(object["savings"] as? [[String: Any]])
    #expect(savings.first?["asset"] as? String == "Image1.png")
    #expect((savings.first?["contentsJSON"] as? String)?.contains("\"retina4\"") == true)
  }

  @Test(arguments: [
    (["size"], "give the assets either as a folder"),
    (["size", "SampleAssets", "--format", "xml"], "--format must be text or json, not 'xml'"),
    (["size", "SampleAssets", "--bogus"], "unknown option '--bogus'"),
    (["size", "SampleAssets", "--format"], "--format needs a value"),
  ])
  func badArgumentsExitWithStatus2(arguments: [String], message: String) throws {
    let result = try CommandRunner.run(arguments)
    #expect(result.status == 2, "\(result.error)")
    #expect(result.error.hasPrefix("error: \(message)"), "\(result.error)")
    #expect(result.output.isEmpty)
  }
}

/// `lint`'s check that each proposed image set gives every device the file it gets today.
@Suite("lint: catalog-move-changes-file")
struct CatalogMoveLintTests {
  static let moved = [
    "hero.png", "hero@2x.png", "hero@3x.png", "hero~ipad.png", "hero@2x~ipad.png",
    "hero-568h@2x.png",
  ]

  static func lint(_ files: [String], _ extra: [String] = [], configuration: String? = nil) throws
    -> CommandRunner.Result
  {
    let folder = try TemporaryFolder(files: [])
    defer { folder.remove() }
    var extra = extra
    if let configuration {
      let file = folder.url.appendingPathComponent("asset-manifest.json")
      try Data(configuration.utf8).write(to: file)
      extra += ["--config", file.path]
    }
    let assets = folder.url.appendingPathComponent("Assets")
    try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
    for (index, name) in files.enumerated() {
      try SizeCommandTests.png(bytes: 100 * (index + 1)).write(
        to: assets.appendingPathComponent(name))
    }
    return try CommandRunner.run(["lint", "Assets"] + extra, in: folder.url)
  }

  /// The configuration that turns the check on: off by default, since it speaks of a move the
  /// project has not made.
  static let checked = #"{"rules": {"catalog-move-changes-file": "warning"}}"#

  @Test func theCheckIsOffUntilTheConfigurationTurnsItOn() throws {
    let lint = try Self.lint(Self.moved, ["--strict"])
    #expect(lint.status == 0, "\(lint.error)")
    #expect(!lint.error.contains("catalog-move-changes-file"), "\(lint.error)")
  }

  @Test func aSetThatAgreesWithTheLooseFilesIsNoFinding() throws {
    let lint = try Self.lint(
      ["hero.png", "hero@2x.png", "hero@3x.png", "hero~ipad.png", "hero@2x~ipad.png"],
      configuration: Self.checked)
    #expect(lint.status == 0)
    #expect(!lint.error.contains("catalog-move-changes-file"), "\(lint.error)")
  }

  @Test func aSetThatChangesADevicesFileIsAFindingNamingBoth() throws {
    let lint = try Self.lint(
      [
        "hero.png", "hero@2x.png", "hero@3x.png", "hero~ipad.png", "hero@2x~ipad.png",
        "hero-568h@2x.png",
      ], configuration: Self.checked)
    #expect(lint.status == 0, "a warning")
    #expect(
      lint.error.contains(
        "Assets/hero-568h@2x.png:1: warning: moving 'hero.png' into the proposed image set "
          + "hero.imageset would change the file of iphone-568h and iphone-667h from "
          + "hero-568h@2x.png to hero@2x.png"), "\(lint.error)")
    #expect(
      lint.error.contains(
        "would change the file of iphone-736h from hero-568h@2x.png to hero@3x.png"),
      "\(lint.error)")
    #expect(lint.error.contains("[catalog-move-changes-file]"))
  }

  @Test func strictModeOrAnErrorLevelFailsTheLint() throws {
    let strict = try Self.lint(Self.moved, ["--strict"], configuration: Self.checked)
    #expect(strict.status == 1, "\(strict.error)")
    #expect(strict.error.contains("error: moving 'hero.png'"), "\(strict.error)")
    let error = try Self.lint(
      Self.moved, configuration: #"{"rules": {"catalog-move-changes-file": "error"}}"#)
    #expect(error.status == 1, "\(error.error)")
    let off = try Self.lint(
      Self.moved, configuration: #"{"rules": {"catalog-move-changes-file": "off"}}"#)
    #expect(off.status == 0)
    #expect(!off.error.contains("catalog-move-changes-file"), "\(off.error)")
  }
}
