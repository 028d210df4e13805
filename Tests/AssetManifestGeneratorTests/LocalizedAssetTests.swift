import AssetManifestGenerator
import Foundation
@_spi(AssetManifestGenerated) import StandardPaths
import TestSupport
import Testing

@Suite("Localized resources")
struct LocalizedAssetTests {
  static let files = [
    "en.lproj/help.html", "de.lproj/help.html", "Base.lproj/help.html",
    "hero.png", "hero@2x.png", "de.lproj/hero@2x~ipad.png", "de.lproj/hero~ipad.png",
    "readme.txt", "Art/de.lproj/logo.png", "Art/logo.png",
  ]

  /// The generated manifest of `files`, read back, for a user of `languages`.
  static func manifest(_ files: [String], languages: [String] = []) throws -> (
    ManifestGenerator.Output, AssetManifest
  ) {
    let output = Fixtures.generate(files)
    let encoded = ManifestEncoder.encode(output.groups, output.table)
    let manifest = ImmortalManifests.keep(
      try AssetManifest(
        decoding: encoded.names, table: encoded.table, resourceURL: nil,
        preferredLanguages: languages))
    return (output, manifest)
  }

  static func asset(_ name: String, in output: ManifestGenerator.Output, _ manifest: AssetManifest)
    -> Asset
  {
    Asset(manifest, output.groups.firstIndex { $0.request == name && $0.isConstant }!)
  }

  @Test func oneConstantPerResourceNamedWithoutItsLanguageFolder() throws {
    let (output, _) = try Self.manifest(Self.files)
    #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
    func identifiers(_ tree: NameTree) -> [String] {
      tree.constants.map(\.identifier) + tree.children.flatMap(identifiers)
    }
    #expect(identifiers(output.tree).sorted() == ["help", "hero", "logo", "readme"])
    #expect(output.tree.children.map(\.typeName) == ["Art"])
    let source = try #require(output.source)
    #expect(!source.contains("Lproj"))
    #expect(source.contains("`help.html`: 3 variants in Base.lproj, de.lproj, en.lproj."))
  }

  @Test func everyFallbackInOrder() throws {
    let (output, manifest) = try Self.manifest(Self.files)
    let help = Self.asset("help.html", in: output, manifest)
    #expect(help.path(language: "de", for: .iphone) == "de.lproj/help.html")
    #expect(help.path(language: "de-AT", for: .iphone) == "de.lproj/help.html")
    #expect(help.path(language: "en-GB", for: .iphone) == "en.lproj/help.html")
    #expect(help.path(language: "fr", for: .iphone) == "Base.lproj/help.html")
    // No preference: Base before the development language.
    #expect(help.path(for: .iphone) == "Base.lproj/help.html")
    // The development language, then the unlocalized file.
    let (devOutput, devManifest) = try Self.manifest(["en.lproj/a.txt", "de.lproj/a.txt", "a.txt"])
    let a = Self.asset("a.txt", in: devOutput, devManifest)
    #expect(a.path(language: "fr", for: .iphone) == "en.lproj/a.txt")
    let (plainOutput, plainManifest) = try Self.manifest(["de.lproj/b.txt", "b.txt"])
    #expect(Self.asset("b.txt", in: plainOutput, plainManifest).path(language: "fr") == "b.txt")
  }

  @Test func deviceVariantsResolveInsideALanguageFolder() throws {
    let (output, manifest) = try Self.manifest(Self.files)
    let hero = Self.asset("hero.png", in: output, manifest)
    #expect(hero.path(language: "de", for: .ipadRetina) == "de.lproj/hero@2x~ipad.png")
    #expect(hero.path(language: "de", for: .ipad) == "de.lproj/hero~ipad.png")
    // No German variant serves a phone: the next fallback does.
    #expect(hero.path(language: "de", for: .iphoneRetina) == "hero@2x.png")
    #expect(hero.path(language: "fr", for: .ipadRetina) == "hero@2x.png")
    let outside = try Device(specification: "pad@2x:800x1280")
    #expect(hero.path(language: "de", for: outside) == "de.lproj/hero@2x~ipad.png")
    let logo = Self.asset("Art/logo.png", in: output, manifest)
    #expect(logo.path(language: "de", for: .iphone) == "Art/de.lproj/logo.png")
  }

  @Test func theManifestsLanguagesAnswerConstantsAndStringLookups() throws {
    let (output, manifest) = try Self.manifest(Self.files, languages: ["de-CH", "en"])
    #expect(manifest.languages == ["Base", "de", "en"])
    #expect(
      Self.asset("help.html", in: output, manifest).path(for: .iphone) == "de.lproj/help.html")
    // Enough lookups to go past the answers made one by one to the device's column of paths.
    for _ in 0..<100 {
      #expect(manifest.path(forFile: "help.html", on: .iphone) == "de.lproj/help.html")
    }
    #expect(manifest.path(forFile: "help", ofType: "html", on: .iphone) == "de.lproj/help.html")
    #expect(
      manifest.path(forFile: "help.html", on: .iphone, language: "fr") == "Base.lproj/help.html")
    #expect(manifest.path(forFile: "en.lproj/help.html", on: .iphone) == "en.lproj/help.html")
    // On a desktop, the default type (png) lets the resolver try a TIFF, which the stored
    // answers of `help.html` did not: the lookup is resolved among the names, languages too.
    #expect(manifest.path(forFile: "help.html", on: .mac) == "de.lproj/help.html")
    #expect(manifest.path(forFile: "help.html", on: .mac, language: "en") == "en.lproj/help.html")
    #expect(manifest.assets.map(\.name) == ["Art/logo.png", "help.html", "hero.png", "readme.txt"])
  }

  @Test func checksOfLanguageFolders() {
    let missing = Fixtures.generate(["de.lproj/only.txt", "fr.lproj/only.txt", "en.lproj/x.txt"])
    #expect(
      missing.diagnostics.map(\.description) == [
        "de.lproj/only.txt:1: warning: 'only.txt' is only in de.lproj, fr.lproj; users of any "
          + "other language get no file, as neither the development language 'en' nor "
          + "Base.lproj has it (it is missing in en); add en.lproj/only.txt or "
          + "Base.lproj/only.txt [missing-language-fallback]"
      ])
    // A misspelt variant is told to be renamed, not copied into other languages as it is.
    let misspelt = Fixtures.generate(["de.lproj/banner@2X.png", "en.lproj/banner.png"])
    #expect(
      misspelt.diagnostics.map(\.rule) == [.nearMissSuffix], "\(misspelt.diagnostics)")
    // With near-miss-suffix off, the missing fallback is the one finding left to say it.
    var quiet = GeneratorOptions()
    quiet.rules.levels[.nearMissSuffix] = .off
    #expect(
      Fixtures.generate(["de.lproj/banner@2X.png", "en.lproj/banner.png"], options: quiet)
        .diagnostics.map(\.rule) == [.missingLanguageFallback])
    var german = GeneratorOptions()
    german.developmentLanguage = "de"
    #expect(
      Fixtures.generate(["de.lproj/only.txt", "fr.lproj/only.txt"], options: german).diagnostics
        .isEmpty)
    let misnamed = Fixtures.generate(["xx_YY.lproj/a.txt", "english.lproj/a.txt", "a.txt"])
    #expect(
      misnamed.diagnostics.map(\.description).sorted() == [
        "english.lproj/a.txt:1: warning: 'english.lproj' is named after no language, so no user "
          + "is ever given its files; name it with a language code, such as de, pt-BR or "
          + "zh-Hans (English, German and the other old names are accepted too) "
          + "[language-folder-unknown]",
        "xx_YY.lproj/a.txt:1: warning: 'xx_YY.lproj' is named after no language, so no user is "
          + "ever given its files; name it with a language code, such as de, pt-BR or zh-Hans "
          + "(English, German and the other old names are accepted too) [language-folder-unknown]",
      ])
    // `-` is the table's word for "no languages", so a folder of that name must be refused, as
    // must any name that is not a language code's letters (found by FuzzManifestNames).
    let invalid = Fixtures.generate([
      "-.lproj/a.txt", "_x.lproj/a.txt", "de DE.lproj/a.txt", "en.lproj/a.txt",
    ])
    #expect(invalid.source == nil)
    #expect(
      invalid.diagnostics.map(\.description).sorted()
        == ["-", "_x", "de DE"].sorted().map { folder in
          "\(folder).lproj/a.txt:1: error: '\(folder).lproj' is no language folder name: a "
            + "language is named with letters, digits, '-' and '_', starting with a letter; "
            + "rename it with a language code, such as de, pt-BR or zh-Hans "
            + "[language-folder-invalid]"
        })
    let ambiguous = Fixtures.generate([
      "de.lproj/a.png", "de.lproj/a~ipad.png", "de.lproj/a~IPAD.png",
    ])
    #expect(ambiguous.source == nil)
    #expect(
      ambiguous.diagnostics.contains { $0.severity == .error && $0.path.hasPrefix("de.lproj/") })
    let twice = Fixtures.generate(["de.lproj/Art/a.png", "Art/de.lproj/a.png", "Art/a.png"])
    #expect(twice.source == nil)
    #expect(
      twice.diagnostics.map(\.description) == [
        "de.lproj/Art/a.png:1: error: 'Art/a.png' is in 'Art/de.lproj' and 'de.lproj', which "
          + "Bundle takes for one language, de, so only one of them can ever be chosen; keep "
          + "'Art/de.lproj' and move the files of 'de.lproj' into it [language-folder-twice]"
      ])
    // One language in several spellings: an error for each folder beyond the one to keep, the
    // one spelt as the language code is written; zh and zh-Hans, which Bundle tells apart, pass.
    let spellings = Fixtures.generate([
      "DE.lproj/a.txt", "de.lproj/a.txt", "de_de.lproj/a.txt", "de-DE.lproj/a.txt",
      "German.lproj/a.txt", "en.lproj/a.txt", "zh.lproj/a.txt", "zh-Hans.lproj/a.txt",
    ])
    #expect(spellings.source == nil)
    #expect(
      spellings.diagnostics.map(\.description).sorted() == [
        "DE.lproj/a.txt:1: error: 'a.txt' is in 'de.lproj' and 'DE.lproj', which Bundle takes "
          + "for one language, de, so only one of them can ever be chosen; keep 'de.lproj' and "
          + "move the files of 'DE.lproj' into it [language-folder-twice]",
        "German.lproj/a.txt:1: error: 'a.txt' is in 'de.lproj' and 'German.lproj', which Bundle "
          + "takes for one language, de, so only one of them can ever be chosen; keep 'de.lproj' "
          + "and move the files of 'German.lproj' into it [language-folder-twice]",
        "de.lproj/a.txt:1: error: 'DE.lproj/a.txt' and 'de.lproj/a.txt' differ only in letter "
          + "case and collide on macOS and iOS file systems; rename one of them [case-collision]",
        "de_de.lproj/a.txt:1: error: 'a.txt' is in 'de-DE.lproj' and 'de_de.lproj', which Bundle "
          + "takes for one language, de-DE, so only one of them can ever be chosen; keep "
          + "'de-DE.lproj' and move the files of 'de_de.lproj' into it [language-folder-twice]",
      ])
  }

  /// The manifest's rows and `VariantSet`'s file names, two ways to the same answer, agree on
  /// random folders of language folders, device variants and preferences.
  @Test func agreesWithTheInMemoryResolverOnRandomFolders() throws {
    let folders = [
      "", "", "en.lproj/", "de.lproj/", "Base.lproj/", "pt_BR.lproj/", "zh-Hant.lproj/",
    ]
    let stems = ["a", "b", "dir/a"]
    let suffixes = ["", "@2x", "~ipad", "@2x~ipad", "-568h@2x", "@3x", "~mac"]
    let preferences = [[], ["de"], ["pt-BR", "en"], ["zh-HK"], ["fr", "en-GB"], ["pt"]]
    let devices = Device.knownDevices + [try Device(specification: "phone@2x:400x900")]
    var random = SeededGenerator(seed: SeededGenerator.configuredSeed)
    for _ in 0..<SeededGenerator.rounds(default: 30) {
      var files = Set<String>()
      for _ in 0..<Int.random(in: 1...20, using: &random) {
        let stem = stems.randomElement(using: &random)!
        var folder = folders.randomElement(using: &random)!
        if stem.hasPrefix("dir/"), Bool.random(using: &random) {
          folder = "dir/" + folder
          files.insert(folder + "a" + suffixes.randomElement(using: &random)! + ".png")
          continue
        }
        files.insert(folder + stem + suffixes.randomElement(using: &random)! + ".png")
      }
      let output = Fixtures.generate(Array(files))
      guard output.source != nil else { continue }
      let set = VariantSet(files)
      for languages in preferences {
        let (_, manifest) = try Self.manifest(Array(files), languages: languages)
        for (row, group) in output.groups.enumerated() where group.isConstant {
          for device in devices {
            let expected = set.resolve(
              group.request, ofType: group.type, on: device, languages: languages)
            #expect(
              Asset(manifest, row).path(for: device) == expected,
              "\(group.request) for \(languages) on \(device) in \(files.sorted())")
            #expect(
              manifest.path(forFile: group.request, ofType: group.type, on: device) == expected)
            if let first = languages.first {
              #expect(
                Asset(manifest, row).path(language: first, for: device)
                  == set.resolve(group.request, ofType: group.type, on: device, languages: [first]))
            }
          }
        }
      }
    }
  }
}
