import AssetManifestGenerator
import Foundation
import StandardPaths
import TestSupport
import Testing

@Suite("Checks of image sizes and near-miss names")
struct ImageCheckTests {
  /// A folder of real PNG files of the given sizes, laid out and read as the command does.
  static func scan(_ sizes: [String: (Int, Int)], extra: [String: Data] = [:]) throws -> (
    FolderListing, TemporaryFolder
  ) {
    let folder = try TemporaryFolder(files: [])
    for (name, size) in sizes {
      try TinyPNG.data(width: size.0, height: size.1).write(
        to: folder.url.appendingPathComponent(name))
    }
    for (name, data) in extra { try data.write(to: folder.url.appendingPathComponent(name)) }
    return (try AssetReader.read([ResourceEntry(path: folder.url.path, rule: .contents)]), folder)
  }

  static func generate(
    _ sizes: [String: (Int, Int)], options: GeneratorOptions = GeneratorOptions()
  ) throws -> [String] {
    let (listing, folder) = try scan(sizes)
    defer { folder.remove() }
    let prefix = folder.url.standardizedFileURL.path + "/"
    return ManifestGenerator.generate(listing, options: options).diagnostics.map {
      $0.description.replacingOccurrences(of: prefix, with: "")
    }
  }

  @Test func wrongSizedVariantNamesBothFiles() throws {
    let found = try Self.generate(["hero.png": (64, 64), "hero@2x.png": (100, 100)])
    #expect(
      found == [
        "hero@2x.png:1: warning: hero@2x.png is 100×100 px; hero.png (64×64 at 1x) implies "
          + "128×128; resize it to that, or give it the scale suffix of its size "
          + "[point-size-mismatch]"
      ])
    var strict = GeneratorOptions()
    strict.strict = true
    let (listing, folder) = try Self.scan(["hero.png": (64, 64), "hero@2x.png": (100, 100)])
    defer { folder.remove() }
    #expect(ManifestGenerator.generate(listing, options: strict).source == nil)
  }

  @Test("the odd file is the one its siblings disagree with, within a pixel of rounding")
  func oddOneOut() throws {
    #expect(
      try Self.generate(["a.png": (33, 21), "a@2x.png": (67, 41), "a@3x.png": (100, 63)]).isEmpty)
    let found = try Self.generate(["b.png": (10, 10), "b@2x.png": (40, 40), "b@3x.png": (60, 60)])
    #expect(found.count == 1)
    #expect(
      found.first?.hasPrefix(
        "b.png:1: warning: b.png is 10×10 px; b@2x.png (40×40 at 2x) implies 20×20") == true,
      "\(found)")
  }

  @Test("iPad and height variants may have sizes of their own")
  func onlyScalesAreCompared() throws {
    #expect(
      try Self.generate([
        "c.png": (10, 10), "c@2x.png": (20, 20), "c~ipad.png": (30, 30), "c@2x~ipad.png": (60, 60),
        "c-568h@2x.png": (640, 1136),
      ]).isEmpty)
  }

  @Test func heightVariantsLargerThanTheirScreen() throws {
    let found = try Self.generate(["bg.png": (320, 480), "bg-568h@2x.png": (640, 1200)])
    #expect(
      found == [
        "bg-568h@2x.png:1: warning: bg-568h@2x.png is 640×1200 px, 320×600 points at 2x: larger "
          + "than the 320×568 screen its -568h suffix is for; resize it to fit 640×1136 px, or "
          + "remove the suffix [height-variant-oversized]"
      ])
  }

  @Test func damagedHeadersAreWarningsNamingTheFile() throws {
    let png = TinyPNG.data(width: 4, height: 4)
    let (listing, folder) = try Self.scan(
      [:],
      extra: [
        "cut.png": png.prefix(20), "zero.png": png.prefix(16) + Data(count: 10),
        "text.png": Data("text".utf8),
      ])
    defer { folder.remove() }
    let root = folder.url.standardizedFileURL.path
    #expect(
      listing.diagnostics.map(\.description) == [
        "\(root)/cut.png:1: warning: cannot read the size of this PNG image: the file ends inside the header; export the image again [image-damaged]",
        "\(root)/zero.png:1: warning: cannot read the size of this PNG image: it holds an impossible width of 0; export the image again [image-damaged]",
      ])
    #expect(listing.images.isEmpty, "a placeholder that is no image has no facts and no warning")
  }

  @Test func impossibleHeadersAndEmptyImagesAreWarnings() throws {
    var huge = TinyPNG.data(width: 4, height: 4)
    huge.replaceSubrange(16..<24, with: [0xFF, 0xFF, 0xFF, 0xFF, 0x80, 0, 0, 0])
    let (listing, folder) = try Self.scan(
      ["fine.png": (4, 4)], extra: ["huge.png": huge, "empty.png": Data()])
    defer { folder.remove() }
    let root = folder.url.standardizedFileURL.path
    #expect(
      listing.diagnostics.map(\.description) == [
        "\(root)/empty.png:1: warning: this image file is empty (0 bytes), so no image loads from it; export the image again, or remove the file [image-damaged]",
        "\(root)/huge.png:1: warning: cannot read the size of this PNG image: it holds an impossible width of 4294967295 (PNG allows at most 2147483647); export the image again [image-damaged]",
      ])
    #expect(
      listing.diagnostics.allSatisfy { $0.printed(strict: true).contains(": error: ") },
      "strict mode makes them errors")
  }

  @Test(
    "each near miss names the spelling that works",
    arguments: [
      ("hero@3.png", "a scale suffix ends in x ('@3x'); rename it 'hero@3x.png'"),
      ("hero@2X.png", "suffixes are lower-case ('@2x', not '@2X'); rename it 'hero@2x.png'"),
      (
        "hero~iPad.png", "suffixes are lower-case ('~ipad', not '~iPad'); rename it 'hero~ipad.png'"
      ),
      (
        "hero~IPHONE.png",
        "suffixes are lower-case ('~iphone', not '~IPHONE'); rename it 'hero~iphone.png'"
      ),
      (
        "hero-568H@2x.png",
        "suffixes are lower-case ('-568h', not '-568H'); rename it 'hero-568h@2x.png'"
      ),
      ("hero-HD.png", "suffixes are lower-case ('-hd', not '-HD'); rename it 'hero-hd.png'"),
      ("hero @2x.png", "no space goes before a suffix; rename it 'hero@2x.png'"),
      (
        "hero @2X~iPad.png",
        "suffixes are lower-case ('~ipad', not '~iPad'); suffixes are lower-case ('@2x', not "
          + "'@2X'); no space goes before a suffix; rename it 'hero@2x~ipad.png'"
      ),
      (
        "hero~iPad@2x.png",
        "suffixes are lower-case ('~ipad', not '~iPad'); rename it 'hero@2x~ipad.png'"
      ),
      ("hero_2x.png", "a scale suffix starts with @ ('@2x', not '_2x'); rename it 'hero@2x.png'"),
      ("hero@-2x.png", "a scale is a positive number ('@2x', not '@-2x'); rename it 'hero@2x.png'"),
      (
        "hero@-1.5x.png",
        "a scale is a positive number ('@1.5x', not '@-1.5x'); rename it 'hero@1.5x.png'"
      ),
      (
        "hero@_2x.png",
        "nothing goes between the @ and the scale ('@2x', not '@_2x'); rename it 'hero@2x.png'"
      ),
      (
        "hero_1.5x.png",
        "a scale suffix starts with @ ('@1.5x', not '_1.5x'); rename it 'hero@1.5x.png'"
      ),
      ("hero-2x.png", "a scale suffix starts with @ ('@2x', not '-2x'); rename it 'hero@2x.png'"),
      ("hero.2x.png", "a scale suffix starts with @ ('@2x', not '.2x'); rename it 'hero@2x.png'"),
      ("hero_3X.png", "a scale suffix starts with @ ('@3x', not '_3X'); rename it 'hero@3x.png'"),
      ("hero@2x.png.png", "the extension is written twice; rename it 'hero@2x.png'"),
      (
        "hero.PNG.png",
        "the extension is written twice; 'hero.png' exists already: remove one of the two, or "
          + "rename this one"
      ),
      (
        "hero@2x .png",
        "no space goes between a suffix and the extension; rename it 'hero@2x.png'"
      ),
      (
        "hero~watch.png",
        "'~watch' is no idiom suffix (the idioms are ~car, ~ipad, ~iphone, ~mac, ~tv); "
          + "'hero.png' exists already: remove one of the two, or rename this one"
      ),
      (
        "hero@2x~watch.png",
        "'~watch' is no idiom suffix (the idioms are ~car, ~ipad, ~iphone, ~mac, ~tv); "
          + "rename it 'hero@2x.png'"
      ),
      (
        "hero~ipda.png",
        "'~ipda' is no idiom suffix; did you mean '~ipad'?; rename it 'hero~ipad.png'"
      ),
      ("x~ipads.png", "'~ipads' is no idiom suffix; did you mean '~ipad'?; rename it 'x~ipad.png'"),
    ])
  func nearMisses(name: String, advice: String) {
    let output = Fixtures.generate(["hero.png", name])
    let warning = output.diagnostics.first { $0.path == name && $0.message.contains("of its own") }
    let base = name.hasPrefix("x") ? "x.png" : "hero.png"
    #expect(
      warning?.message == "'\(name)' is an asset of its own, not a variant of '\(base)': \(advice)",
      "\(output.diagnostics)")
  }

  @Test("names that are right, or are no suffix at all, pass")
  func noNearMiss() {
    for name in [
      "hero@2x~ipad.png", "a@b.png", "v-1.2.png", "email@home.png", "y .png", "file~1.png",
      "backup~.png", "my_image.png", "arrow-right.png", "speed_up.png", "v.2.png", "z.pngx.png",
    ] {
      let output = Fixtures.generate(["hero.png", name])
      #expect(
        !output.diagnostics.contains { $0.message.contains("an asset of its own") }, "\(name)")
    }
  }

  @Test func upscaledAssetsWarnOnlyWhenAskedTo() throws {
    let sizes = ["u.png": (10, 10), "u@2x.png": (20, 20), "u@3x~ipad.png": (30, 30)]
    #expect(try Self.generate(sizes).isEmpty)
    var options = GeneratorOptions()
    let errors = options.apply(
      configuration: ConfigurationFile(
        path: "asset-manifest.json", text: #"{"warnUpscaled": true}"#))
    #expect(errors.isEmpty, "\(errors)")
    let found = try Self.generate(sizes, options: options)
    #expect(
      found == [
        "u.png:1: warning: 'u.png' is scaled up: iphone-736h gets u@2x.png (2x on a 3x screen), "
          + "iphone-812h gets u@2x.png (2x on a 3x screen), iphone-16 gets u@2x.png (2x on a 3x "
          + "screen), iphone-16-plus gets u@2x.png (2x on a 3x screen), iphone-16-pro gets "
          + "u@2x.png (2x on a 3x screen), iphone-16-pro-max gets u@2x.png (2x on a 3x screen); "
          + "add a variant for that scale (such as 'u@3x.png'), or turn the rule off in "
          + "asset-manifest.json if it is meant (\"rules\": {\"scaled-up\": \"off\"}) [scaled-up]"
      ], "\(found)")
  }

  /// The file named is the one the device would take: the idiom's at the device's scale, not
  /// the asset's, which may exist and serve the other devices already (an outside trial).
  @Test func theVariantAdvisedKeepsTheIdiomOfTheFileScaledUp() throws {
    var options = GeneratorOptions()
    options.shippedDevices = [try Device(specification: "ipad-air")]
    options.warnUpscaled = true
    let sizes = ["w.png": (10, 10), "w@2x.png": (20, 20), "w~ipad.png": (10, 10)]
    let found = try Self.generate(sizes, options: options).filter { $0.hasSuffix("[scaled-up]") }
    #expect(found.count == 1)
    #expect(
      found.first?.contains(
        "ipad-air gets w~ipad.png (1x on a 2x screen); add a variant for that scale (such as 'w@2x~ipad.png')"
      ) == true, "\(found)")
  }
}
