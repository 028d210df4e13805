import AssetManifestGenerator
import StandardPaths
import Testing

@Suite("Generator checks")
struct CheckTests {
  @Test func ambiguousScalesFailWithBothNames() {
    let output = Fixtures.generate(["foo.png", "foo@2x.png", "foo@2.0x.png"])
    #expect(output.source == nil)
    let error = output.diagnostics.first { $0.severity == .error }
    #expect(error?.path == "foo@2x.png")
    #expect(
      error?.description.hasPrefix("foo@2x.png:1: error: ambiguous variants of 'foo.png'") == true)
    #expect(error?.message.contains("'foo@2.0x.png' and 'foo@2x.png'") == true)
    #expect(error?.message.contains("(scale 2)") == true)
    #expect(
      error?.message.contains("devices affected: every catalogue device") == true,
      "1x devices fall back to @2x files, so every device could get either")
    #expect(error?.message.contains("keep one of them, spelled 'foo@2x.png'") == true)
    #expect(Fixtures.generate(["foo.png", "foo@2x.png"]).source != nil)
  }

  @Test func ambiguousHeightsFail() {
    let output = Fixtures.generate(["foo.png", "foo-568h.png", "foo-568.0h.png"])
    #expect(output.source == nil)
    #expect(
      output.diagnostics.contains { $0.message.contains("'foo-568.0h.png' and 'foo-568h.png'") })
  }

  @Test func caseCollisionsFail() {
    let output = Fixtures.generate(["Hero.png", "hero.png"])
    #expect(output.source == nil)
    #expect(
      output.diagnostics.contains {
        $0.severity == .error
          && $0.message.contains("'Hero.png' and 'hero.png' differ only in letter case")
      })
  }

  @Test func identifierCollisionsFail() {
    let output = Fixtures.generate(["foo-bar.png", "foo_bar.png"])
    #expect(output.source == nil)
    #expect(
      output.diagnostics.contains {
        $0.message.contains("'foo_bar.png' and 'foo-bar.png' both become the Swift name 'fooBar'")
      })
  }

  @Test func misorderedSuffixesGetASuggestion() {
    let output = Fixtures.generate(["foo.png", "foo~ipad@2x.png"])
    #expect(output.source != nil, "a warning does not stop generation")
    let warning = output.diagnostics.first { $0.path == "foo~ipad@2x.png" }
    #expect(warning?.severity == .warning)
    #expect(warning?.message.contains("did you mean 'foo@2x~ipad.png'?") == true)
    var strict = GeneratorOptions()
    strict.strict = true
    #expect(Fixtures.generate(["foo.png", "foo~ipad@2x.png"], options: strict).source == nil)
  }

  @Test func groupsSomeDevicesCannotResolveWarn() {
    #expect(Fixtures.generate(["foo@2x.png"]).diagnostics.isEmpty, "1x devices fall back to @2x")
    let output = Fixtures.generate(["foo~ipad.png"])
    let warning = output.diagnostics.first { $0.message.contains("has no variant for") }
    #expect(
      warning?.message.contains(
        "'foo.png' has no variant for iphone, iphone-retina, iphone-568h, iphone-667h, "
          + "iphone-736h, iphone-812h, mac, mac-retina, tv, tv-retina;") == true)
  }

  @Test func extraDevicesCountAsChoosing() {
    #expect(
      Fixtures.generate(["g.png", "g~car.png"]).diagnostics.contains { $0.path == "g~car.png" })
    var options = GeneratorOptions()
    options.extraDevices = [
      Device(idiom: .car, scale: 2, screenSize: .init(width: 800, height: 480))
    ]
    #expect(Fixtures.generate(["g.png", "g~car.png"], options: options).diagnostics.isEmpty)
  }

  @Test func flattenedNamesMustBeUnique() {
    var options = GeneratorOptions()
    options.layout = .process
    let output = Fixtures.generate(["a/x.png", "b/x.png"], options: options)
    #expect(output.diagnostics.contains { $0.message.contains("declare the folder with .copy") })
    #expect(Fixtures.generate(["a/x.png", "b/x.png"]).source != nil, "fine when folders are kept")
  }

  @Test func diagnosticsCarryTheFolderAsGiven() {
    var options = GeneratorOptions()
    options.diagnosticPrefix = "Sources/App/Assets/"
    let output = Fixtures.generate(["foo@2x.png", "foo@2.0x.png", "foo.png"], options: options)
    #expect(
      output.diagnostics.first?.description.hasPrefix("Sources/App/Assets/foo@2x.png:1: error:")
        == true)
  }
}
