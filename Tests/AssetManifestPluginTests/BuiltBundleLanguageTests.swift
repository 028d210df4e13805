import Foundation
import TestSupport
import Testing

/// One package, built once with SwiftPM, whose targets hold language folders in the layouts and
/// spellings apps write: region and script languages, odd spellings, nested folders and device
/// variants inside language folders, under `.process` and `.copy`. An executable asks every
/// asset for every known device and every language below, and each answer must be a file of
/// the bundle SwiftPM built, found by walking that bundle, not by our model of it.
@Suite("Every answer is a file of the built bundle")
struct BuiltBundleLanguageTests {
  /// The user languages asked: each folder's own, their neighbours, and ones no folder has.
  static let languages = [
    "en", "en-GB", "en-AU", "pt-BR", "pt-PT", "pt", "zh-Hans", "zh-CN", "zh-Hant", "zh-TW",
    "zh-HK", "es-419", "es-MX", "es", "sr-Latn", "sr", "de", "de-DE", "de-AT", "fr",
  ]

  static let processed = [
    "en.lproj/terms.json", "pt-BR.lproj/terms.json", "zh-Hans.lproj/terms.json",
    "zh-Hant.lproj/terms.json", "en-GB.lproj/terms.json", "es-419.lproj/terms.json",
    "sr-Latn.lproj/terms.json", "Base.lproj/terms.json",
    "en.lproj/banner.png", "en.lproj/banner@2x.png", "pt-BR.lproj/banner@2x~ipad.png",
    "zh-Hans.lproj/banner@3x.png", "Onboarding/zh-Hant.lproj/step1.json",
    "Onboarding/en.lproj/step1.json", "Onboarding/step2.json", "hero.png", "hero@2x.png",
  ]
  static let oddSpellings = [
    "DE.lproj/greeting.txt", "pt_BR.lproj/greeting.txt", "en.lproj/greeting.txt",
  ]
  static let copied = [
    "pt-BR.lproj/help.html", "en.lproj/help.html", "Nested/zh-Hant.lproj/faq.html",
    "Nested/en.lproj/faq.html", "Nested/en.lproj/icon@2x.png", "Nested/de.lproj/icon@2x~ipad.png",
  ]

  @Test(timeLimit(minutes: 20))
  func everyAnswerIsAFileOfTheBuiltBundle() throws {
    let files =
      Self.processed.map { "Sources/Processed/Resources/" + $0 }
      + Self.oddSpellings.map { "Sources/Odd/Resources/" + $0 }
      + Self.copied.map { "Sources/Copied/Assets/" + $0 }
    let package = try TemporaryPackage(
      files: files,
      targets: """
            .target(
              name: "Processed", dependencies: [\(TemporaryPackage.runtime)],
              resources: [.process("Resources")], plugins: [\(TemporaryPackage.plugin)]),
            .target(
              name: "Odd", dependencies: [\(TemporaryPackage.runtime)],
              resources: [.process("Resources")], plugins: [\(TemporaryPackage.plugin)]),
            .target(
              name: "Copied", dependencies: [\(TemporaryPackage.runtime)],
              resources: [.copy("Assets")], plugins: [\(TemporaryPackage.plugin)]),
            .executableTarget(
              name: "Walk", dependencies: ["Processed", "Odd", "Copied", \(TemporaryPackage.runtime)]),
        """, defaultLocalization: "en")
    defer { package.remove() }
    for target in ["Processed", "Odd", "Copied"] {
      try package.write(#"{"accessLevel": "public"}"#, to: "Sources/\(target)/asset-manifest.json")
      // A target needs a Swift file of its own for SwiftPM to take it for a Swift target.
      try package.write("import StandardPaths\n", to: "Sources/\(target)/\(target).swift")
    }
    let languages = Self.languages.map { "\"\($0)\"" }.joined(separator: ", ")
    try package.write(
      """
      import Copied
      import Odd
      import Processed
      import StandardPaths

      // Every asset, known device and language: the target, the path and the file's URL.
      for (target, manifest) in [
        ("Processed", Processed.Assets.manifest), ("Odd", Odd.Assets.manifest),
        ("Copied", Copied.Assets.manifest),
      ] {
        for asset in manifest.assets {
          for device in Device.knownDevices {
            for language in [\(languages)] {
              guard let url = asset.url(language: language, for: device) else { continue }
              print(target, asset.name, language, url.path, separator: "\\t")
            }
          }
        }
      }
      """, to: "Sources/Walk/main.swift")
    let walk = try package.run("Walk")
    #expect(walk.status == 0, "\(walk.output)")
    let build = try package.build([])
    // The odd spellings build, with the warning that names them: SwiftPM lower-cases them.
    #expect(build.status == 0, "\(build.output)")

    let bundleFiles = try Self.filesOfBuiltBundles(of: package)
    #expect(bundleFiles.count >= files.count, "\(bundleFiles.count) files in the built bundles")
    var answered: [String: Set<String>] = [:]
    for line in walk.output.split(separator: "\n") {
      let fields = line.split(separator: "\t").map(String.init)
      try #require(fields.count == 4, "\(line)")
      let (target, asset, language, path) = (fields[0], fields[1], fields[2], fields[3])
      let isInBundle = bundleFiles.contains(
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path)
      #expect(
        isInBundle,
        "\(target) '\(asset)' for \(language) answers \(path), which is no file of the bundle")
      answered[target, default: []].insert(asset)
    }
    // Every asset answered for some request, so the walk above spoke of all of them.
    #expect(
      answered["Processed"]?.isSuperset(of: ["terms.json", "banner.png", "step1.json"]) == true)
    #expect(answered["Odd"]?.contains("greeting.txt") == true)
    #expect(
      answered["Copied"]?.isSuperset(of: ["Assets/help.html", "Assets/Nested/faq.html"]) == true)
    // Folders SwiftPM renamed are found under their bundle names.
    #expect(walk.output.contains("pt-br.lproj/terms.json"))
    #expect(walk.output.contains("zh-hant.lproj/step1.json"))
    #expect(walk.output.contains("Assets/pt-BR.lproj/help.html"))
  }

  /// Every regular file of the resource bundles SwiftPM built for `package`, links resolved.
  static func filesOfBuiltBundles(of package: TemporaryPackage) throws -> Set<String> {
    var files = Set<String>()
    let debug = package.scratch.appendingPathComponent("debug").resolvingSymlinksInPath()
    for name in try FileManager.default.contentsOfDirectory(atPath: debug.path)
    where name.hasPrefix(package.name + "_")
      && (name.hasSuffix(".resources") || name.hasSuffix(".bundle"))
    {
      let bundle = debug.appendingPathComponent(name)
      let enumerator = FileManager.default.enumerator(atPath: bundle.path)
      while let relative = enumerator?.nextObject() as? String {
        let url = bundle.appendingPathComponent(relative)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
          !isDirectory.boolValue
        {
          files.insert(url.resolvingSymlinksInPath().path)
        }
      }
    }
    return files
  }
}

/// Package.swift's `defaultLocalization` is the development language the lookups fall back to,
/// as it is the bundle's development region, and a configuration that names another is warned.
@Suite("The package's default localization")
struct DefaultLocalizationPackageTests {
  @Test(timeLimit(minutes: 20))
  func theDefaultLocalizationIsTheFallbackAndADifferentSettingWarns() throws {
    let package = try TemporaryPackage(
      files: [
        "Sources/App/Resources/de.lproj/terms.txt", "Sources/App/Resources/fr.lproj/terms.txt",
      ],
      targets: """
            .executableTarget(
              name: "App", dependencies: [\(TemporaryPackage.runtime)],
              resources: [.process("Resources")], plugins: [\(TemporaryPackage.plugin)]),
        """, defaultLocalization: "de")
    defer { package.remove() }
    try package.write(
      """
      import StandardPaths
      print(Assets.terms.path(language: "it") ?? "-", Assets.terms.path(language: "fr") ?? "-")
      """, to: "Sources/App/main.swift")
    let run = try package.run("App")
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output == "de.lproj/terms.txt fr.lproj/terms.txt\n")

    // Every command reads the project as the build does: the built app's answers, and no
    // advice to add the en.lproj that a package whose default localization is de does not need.
    let resources = package.url.appendingPathComponent("Sources/App/Resources").path
    for (language, app) in zip(["it", "fr"], run.output.dropLast().split(separator: " ")) {
      let resolved = try package.assetManifest([
        "resolve", resources, "terms.txt", "--language", language,
      ])
      #expect(resolved.status == 0)
      #expect(resolved.output == app + "\n", "resolve --language \(language)")
    }
    let lint = try package.assetManifest(["lint", resources, "--strict"], mergingErrors: true)
    #expect(lint.status == 0, "\(lint.output)")
    #expect(lint.output.contains("0 errors, 0 warnings"), "\(lint.output)")
    let table = try package.assetManifest(["table", resources])
    #expect(table.output.contains("\nterms.txt\t*\tde.lproj/terms.txt\t"), "\(table.output)")
    let sources = package.url.appendingPathComponent("Sources/App").path
    let unused = try package.assetManifest(
      ["unused", resources, "--sources", sources], mergingErrors: true)
    #expect(unused.status == 0 && !unused.output.contains("never referenced"), "\(unused.output)")
    let page = package.url.appendingPathComponent("report.html").path
    let report = try package.assetManifest(
      ["report", resources, "--output", page], mergingErrors: true)
    #expect(report.status == 0 && report.output.contains("0 findings"), "\(report.output)")

    try package.write(
      "{\n  \"developmentLanguage\": \"fr\"\n}\n", to: "Sources/App/asset-manifest.json")
    let build = try package.build([])
    #expect(build.status == 0, "\(build.output)")
    #expect(
      build.output.contains(
        "asset-manifest.json:2: warning: 'developmentLanguage' is \"fr\" but Package.swift's "
          + "defaultLocalization is \"de\""), "\(build.output)")
  }
}
