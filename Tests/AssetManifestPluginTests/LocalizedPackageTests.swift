import Foundation
import TestSupport
import Testing

/// An app package with `en.lproj`, `de.lproj` and `Base.lproj` resources and an unlocalized
/// file, built with the plugin and run: one constant per resource, whose lookups follow the
/// languages asked for and the user's own (here the POSIX environment), with every fallback.
@Suite("Localized resources, built and run")
struct LocalizedPackageTests {
  static let files = [
    "Resources/en.lproj/help.html", "Resources/de.lproj/help.html",
    "Resources/Base.lproj/help.html", "Resources/hero.png", "Resources/hero@2x.png",
    "Resources/de.lproj/hero@2x~ipad.png", "Resources/en.lproj/title.txt", "Resources/notes.txt",
  ]

  @Test(timeLimit(minutes: 20))
  func lookupsFollowTheLanguages() throws {
    let package = try TemporaryPackage(
      files: Self.files.map { "Sources/App/" + $0 },
      targets: """
            .executableTarget(
              name: "App", dependencies: [\(TemporaryPackage.runtime)],
              resources: [.process("Resources")], plugins: [\(TemporaryPackage.plugin)]),
        """, defaultLocalization: "en")
    defer { package.remove() }
    try package.write(
      """
      import Foundation
      import StandardPaths

      // Reads the file a lookup chose, to show it is the bundle's own.
      func read(_ url: URL?) -> String {
        url.flatMap { try? String(contentsOf: $0, encoding: .utf8) }?.trimmingCharacters(in: .newlines) ?? "-"
      }
      print(Assets.help.path ?? "-", read(Assets.help.url))
      for language in ["de", "de-AT", "en-GB", "fr"] {
        print(language, Assets.help.path(language: language) ?? "-")
      }
      print(Assets.hero.path(language: "de", for: .ipadRetina) ?? "-")
      print(Assets.hero.path(language: "de", for: .iphoneRetina) ?? "-")
      print(Assets.title.path(language: "de") ?? "-", Assets.notes.path ?? "-")
      print(Assets.manifest.path(forFile: "help.html", language: "en") ?? "-")
      print(Assets.manifest.assets.map(\\.name).joined(separator: ","))
      """, to: "Sources/App/main.swift")
    for file in Self.files where !file.hasSuffix(".png") {
      try package.write(file + "\n", to: "Sources/App/" + file)
    }
    let build = try package.run()
    #expect(build.status == 0, "\(build.output)")
    var environment = ProcessInfo.processInfo.environment
    environment["LANG"] = "de_CH.UTF-8"
    environment["LANGUAGE"] = nil
    environment["LC_ALL"] = nil
    environment["LC_MESSAGES"] = nil
    let german = try package.run("App", environment: environment)
    #expect(german.status == 0, "\(german.output)")
    let expected = """
      de.lproj/help.html Resources/de.lproj/help.html
      de de.lproj/help.html
      de-AT de.lproj/help.html
      en-GB en.lproj/help.html
      fr Base.lproj/help.html
      de.lproj/hero@2x~ipad.png
      hero@2x.png
      en.lproj/title.txt notes.txt
      en.lproj/help.html
      help.html,hero.png,notes.txt,title.txt

      """
    // The first line follows the user's languages, which Apple platforms take from the system
    // (`Locale.preferredLanguages`) whatever the POSIX environment says: there only the lines
    // that name their language are compared.
    guard !HostSystem.isDarwin else {
      #expect(german.output.drop { $0 != "\n" } == expected.drop { $0 != "\n" })
      return
    }
    #expect(german.output == expected)
    environment["LANG"] = "C"
    let posix = try package.run("App", environment: environment)
    #expect(posix.output.hasPrefix("Base.lproj/help.html Resources/Base.lproj/help.html\n"))
  }
}
