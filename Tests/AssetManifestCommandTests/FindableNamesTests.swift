import Foundation
import TestSupport
import Testing

/// Names a user can find: `table --json` gives each asset's Swift name as the generated code
/// spells it, `resolve` takes the layout, the configuration and the names the app uses, and a
/// miss names the nearest assets.
@Suite("Names a user can find: table --json, resolve --layout, misses")
struct FindableNamesTests {
  static let files = [
    "Characters/hero.png", "Characters/hero@2x.png", "Steps/step1.json", "Steps/step2.json",
    "en.lproj/help.html", "de.lproj/help.html", "class.png",
  ]

  /// The rows of `table --json` for `arguments` after the folder.
  static func rows(_ folder: TemporaryFolder, _ arguments: [String] = []) throws -> [[String: Any]]
  {
    let result = try CommandRunner.run(["table", folder.url.path, "--json"] + arguments)
    #expect(result.status == 0, "\(result.error)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    return try #require(object["assets"] as? [[String: Any]])
  }

  static func swiftNames(_ rows: [[String: Any]]) -> [String: String] {
    var names: [String: String] = [:]
    for row in rows {
      names[row["request"] as? String ?? "?"] = row["swiftName"] as? String
    }
    return names
  }

  @Test("table --json gives each row the constant the generated file declares")
  func tableGivesSwiftNames() throws {
    let folder = try TemporaryFolder(files: Self.files)
    defer { folder.remove() }
    let names = Self.swiftNames(try Self.rows(folder))
    #expect(
      names == [
        "Characters/hero.png": "Assets.Characters.hero", "Steps/step1.json": "Assets.Steps.step1",
        "Steps/step2.json": "Assets.Steps.step2", "class.png": "Assets.`class`",
        // A localized asset and each of its language rows: the one constant that reaches them.
        "help.html": "Assets.help", "en.lproj/help.html": "Assets.help",
        "de.lproj/help.html": "Assets.help",
      ])
    // The generated file declares each of them where the name says.
    let output = folder.url.appendingPathComponent("Assets.swift").path
    let generated = try CommandRunner.run([
      "generate", "--input", folder.url.path, "--output", output,
    ])
    #expect(generated.status == 0, "\(generated.error)")
    let source = try String(contentsOfFile: output, encoding: .utf8)
    for name in Set(names.values) {
      let parts = name.split(separator: ".").map(String.init)
      for folderType in parts.dropFirst().dropLast() {
        #expect(source.contains("enum \(folderType) {"), "\(name)")
      }
      #expect(source.contains("static var \(parts.last!): StandardPaths.Asset"), "\(name)")
    }
  }

  @Test("Swift names follow the configuration's names and namespace, and the layout")
  func swiftNamesFollowTheConfiguration() throws {
    let folder = try TemporaryFolder(files: Self.files)
    defer { folder.remove() }
    let config = folder.url.appendingPathComponent("asset-manifest.json")
    try Data(#"{"namespace": "Art", "names": {"step1.json": "firstStep"}}"#.utf8).write(to: config)
    let names = Self.swiftNames(
      try Self.rows(folder, ["--layout", "process", "--config", config.path]))
    #expect(names["step1.json"] == "Art.firstStep")
    #expect(names["hero.png"] == "Art.hero")
    #expect(names["help.html"] == "Art.help")
  }

  @Test(
    "resolve takes the names the app uses, in each layout",
    arguments: [
      (["--layout", "process", "step1.json"], "step1.json"),
      (["--layout", "process", "step1", "--type", "json"], "step1.json"),
      (["--layout", "process", "Assets.step1", "--swift-name"], "step1.json"),
      (["--layout", "process", "step1", "--swift-name"], "step1.json"),
      (["--layout", "process", "hero", "--device", "iphone-retina"], "hero@2x.png"),
      (["--layout", "process", "help.html", "--language", "de"], "de.lproj/help.html"),
      (["Steps.step2", "--swift-name"], "Steps/step2.json"),
      (
        ["Assets.Characters.hero", "--swift-name", "--device", "iphone-retina"],
        "Characters/hero@2x.png"
      ),
      (["Characters.hero", "--swift-name"], "Characters/hero.png"),
      (["--layout", "relative", "Assets.`class`", "--swift-name"], "class.png"),
      (["Assets.help", "--swift-name", "--language", "de"], "de.lproj/help.html"),
    ])
  func resolveTakesAppNames(arguments: [String], expected: String) throws {
    let folder = try TemporaryFolder(files: Self.files)
    defer { folder.remove() }
    let result = try CommandRunner.run(["resolve", folder.url.path] + arguments)
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output == expected + "\n")
  }

  @Test func resolveUnderCopyStartsWithTheFolderName() throws {
    let folder = try TemporaryFolder(files: Self.files.map { "Art/" + $0 })
    defer { folder.remove() }
    let art = folder.url.appendingPathComponent("Art").path
    for name in [
      ["Art/Characters/hero"], ["Art.Characters.hero", "--swift-name"],
      ["Assets.Art.Characters.hero", "--swift-name"],
    ] {
      let result = try CommandRunner.run(["resolve", art] + name + ["--layout", "copy"])
      #expect(result.status == 0, "\(name): \(result.error)")
      #expect(result.output == "Art/Characters/hero.png\n", "\(name)")
    }
    // The path below the folder is not a name in the bundle of a .copy.
    let miss = try CommandRunner.run(["resolve", art, "Characters/hero", "--layout", "copy"])
    #expect(miss.status == 1)
    #expect(
      miss.error.contains("the nearest: 'Art/Characters/hero.png' (Assets.Art.Characters.hero)"))
  }

  @Test("resolve --config reads the namespace, the chosen names and the development language")
  func resolveReadsTheConfiguration() throws {
    let folder = try TemporaryFolder(files: Self.files + ["fr.lproj/help.html"])
    defer { folder.remove() }
    let config = folder.url.appendingPathComponent("asset-manifest.json")
    try Data(
      #"{"namespace": "Art", "names": {"Steps/step1.json": "firstStep"}, "developmentLanguage": "fr"}"#
        .utf8
    ).write(to: config)
    let cases: [([String], String)] = [
      (["Art.Steps.firstStep", "--swift-name"], "Steps/step1.json\n"),
      (["Steps.firstStep", "--swift-name"], "Steps/step1.json\n"),
      (["help.html", "--language", "it"], "fr.lproj/help.html\n"),
      (["help.html", "--language", "it", "--development-language", "en"], "en.lproj/help.html\n"),
    ]
    for (arguments, expected) in cases {
      let result = try CommandRunner.run(
        ["resolve", folder.url.path, "--config", config.path] + arguments)
      #expect(result.status == 0, "\(arguments): \(result.error)")
      #expect(result.output == expected, "\(arguments)")
    }
  }

  /// A localized asset that no fallback serves misses for the language asked for, not for the
  /// device, which some languages' files serve.
  @Test("a miss for a language no fallback serves blames the language, not the device")
  func aLanguageMissSaysSo() throws {
    let folder = try TemporaryFolder(files: ["de.lproj/flag.png", "en.lproj/flag.png"])
    defer { folder.remove() }
    let miss = try CommandRunner.run([
      "resolve", folder.url.path, "flag.png", "--language", "ja", "--development-language", "fr",
      "--device", "iphone-retina",
    ])
    #expect(miss.status == 1)
    #expect(
      miss.error.contains(
        "for language ja: only de, en serve it on this device, and neither Base.lproj, the "
          + "development language's fr.lproj nor a file outside the language folders holds it "
          + "for the others; add one there (its files: de.lproj/flag.png, en.lproj/flag.png)"),
      "\(miss.error)")
    let served = try CommandRunner.run([
      "resolve", folder.url.path, "flag.png", "--language", "ja", "--device", "iphone-retina",
    ])
    #expect(served.output == "en.lproj/flag.png\n", "\(served.error)")
    // Without --language, the development language is the one asked for.
    let unasked = try CommandRunner.run([
      "resolve", folder.url.path, "flag.png", "--development-language", "fr",
    ])
    #expect(
      unasked.error.contains(
        "for the development language fr (give --language for another): only de, en serve it"),
      "\(unasked.error)")
  }

  @Test("a language folder inside a folder, spelt in any case, serves as one at the top")
  func aNestedLanguageMissSaysSo() throws {
    let folder = try TemporaryFolder(files: ["Art/de.LPROJ/flag.png", "Art/en.lproj/flag.png"])
    defer { folder.remove() }
    let miss = try CommandRunner.run([
      "resolve", folder.url.path, "Art/flag.png", "--language", "ja", "--development-language",
      "fr",
    ])
    #expect(miss.status == 1)
    #expect(miss.error.contains("for language ja: only de, en serve it"), "\(miss.error)")
  }

  @Test("a miss names the nearest assets, and a type only for a name without an extension")
  func missNamesTheNearest() throws {
    let folder = try TemporaryFolder(files: Self.files)
    defer { folder.remove() }
    let json = try CommandRunner.run([
      "resolve", folder.url.path, "step3.json", "--layout", "process",
    ])
    #expect(json.status == 1)
    #expect(json.output.isEmpty)
    #expect(!json.error.contains("type"), "\(json.error)")
    #expect(
      json.error.contains(
        "no asset has that name; the nearest: 'step1.json' (Assets.step1), "
          + "'step2.json' (Assets.step2), "), "\(json.error)")
    let bare = try CommandRunner.run(["resolve", folder.url.path, "Characters/heroo"])
    #expect(bare.status == 1)
    #expect(bare.error.contains("(type 'png', the default for a name without an extension"))
    #expect(bare.error.contains("the nearest: 'Characters/hero.png' (Assets.Characters.hero)"))
    let swift = try CommandRunner.run([
      "resolve", folder.url.path, "Assets.Steps.stepOne", "--swift-name",
    ])
    #expect(swift.status == 1)
    #expect(!swift.error.contains("type"), "\(swift.error)")
    #expect(swift.error.contains("the nearest: Assets.Steps.step1 ('Steps/step1.json')"))
    // An asset that exists but has no file for the device is not a misspelling.
    let ipadOnly = try TemporaryFolder(files: ["logo~ipad.png"])
    defer { ipadOnly.remove() }
    let unserved = try CommandRunner.run(["resolve", ipadOnly.url.path, "logo.png"])
    #expect(unserved.status == 1)
    #expect(
      unserved.error.contains("the asset 'logo.png' has no file for it (its files: logo~ipad.png)"),
      "\(unserved.error)")
  }

  @Test(
    "resolve's bad layouts exit 2",
    arguments: [
      (["--layout", "flat"], "--layout must be relative, copy or process, not 'flat'"),
      (["--layout", "process", "--probe"], "--probe reads DIR as it is on the disk"),
      (["--layout"], "--layout needs a value"),
      (
        ["--config", "/no/such/asset-manifest.json"],
        "the configuration '/no/such/asset-manifest.json' does not exist"
      ),
    ])
  func badLayouts(arguments: [String], message: String) throws {
    let result = try CommandRunner.run(["resolve", "SampleAssets", "Image1"] + arguments)
    #expect(result.status == 2)
    #expect(result.error.contains(message), "\(result.error)")
  }

  @Test(
    "lint --help and resolve --help list the values of --layout", arguments: ["lint", "resolve"])
  func helpListsLayouts(command: String) throws {
    let result = try CommandRunner.run([command, "--help"])
    #expect(result.status == 0)
    // The words, not the lines: the usage wraps an option's help where it fits.
    let words = result.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for value in ["relative (paths below DIR", "copy (SwiftPM .copy", "process (SwiftPM .process"] {
      #expect(words.contains(value), "\(command): \(value)")
    }
  }
}
