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

  @Test func identifierCollisionsRenameBothAndWarnOnce() {
    let output = Fixtures.generate(["foo-bar.png", "foo_bar.png", "other.png"])
    #expect(output.source != nil, "a clash of names never blocks the build")
    #expect(output.tree.constants.map(\.identifier) == ["fooBarPng", "foo_bar", "other"])
    #expect(output.diagnostics.count == 1)
    let warning = output.diagnostics.first
    #expect(warning?.severity == .warning)
    #expect(
      warning?.message.contains("'foo-bar.png' and 'foo_bar.png' would both be named 'fooBar'")
        == true, "\(output.diagnostics)")
    #expect(warning?.message.contains("under \"names\" in asset-manifest.json") == true)
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
          + "iphone-736h, iphone-812h, mac, mac-retina, tv, tv-retina, iphone-16, iphone-16-plus, "
          + "iphone-16-pro, iphone-16-pro-max;") == true, "\(output.diagnostics)")
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

  @Test func diagnosticsPointAtTheFileOnDisk() {
    var locations = SourceLocations()
    locations.addFolder(bundle: "Images", disk: "Sources/App/Resources/Images")
    let listing = FolderListing(
      files: ["Images/foo@2x.png", "Images/foo@2.0x.png", "Images/foo.png"], diagnostics: [],
      locations: locations)
    let output = ManifestGenerator.generate(listing, options: GeneratorOptions())
    #expect(
      output.diagnostics.first?.description.hasPrefix(
        "Sources/App/Resources/Images/foo@2x.png:1: error:") == true)
  }

  @Test("a file no device can choose is not blamed on extraDevices")
  func unreachableAdviceNamesOnlyHelpfulDevices() {
    let output = Fixtures.generate(["g.png", "g@1x.png", "h.png", "h~car.png"])
    let messages = output.diagnostics.map(\.message)
    let plainOne = messages.first { $0.contains("'g@1x.png' is never chosen") }
    #expect(plainOne?.contains("'g.png' is the 1x file; remove it") == true, "\(messages)")
    #expect(plainOne?.contains("extraDevices") == false)
    let car = messages.first { $0.contains("'h~car.png' is never chosen") }
    #expect(car?.contains("list \"car@1x\" in extraDevices") == true, "\(messages)")
  }

  @Test("a 1x suffix is named for what it is")
  func oneXFilesAreToldTheirPlainName() {
    let alone = Fixtures.generate(["g@1x.png"]).diagnostics.map(\.message)
    #expect(alone.contains { $0.contains("1x files carry no scale suffix; rename it to 'g.png'") })
    let beside = Fixtures.generate(["g.png", "g@1x.png"]).diagnostics.map(\.message)
    #expect(beside.contains { $0.contains("'g.png' is the 1x file; remove it") }, "\(beside)")
  }

  @Test func clashingFolderNamesAreToRenameTheFolders() {
    let output = Fixtures.generate(["my-folder/a.png", "my_folder/b.png"])
    #expect(output.source != nil)
    let warning = output.diagnostics.first { $0.message.contains("would both be named") }
    #expect(warning?.message.hasSuffix("to choose other names, rename the folders") == true)
  }

  @Test func aControlCharacterInAPathIsEscapedInTheOneLineForm() {
    let output = Fixtures.generate(["tab\there.png"])
    #expect(
      output.diagnostics.map(\.description) == [
        "tab\\there.png:1: error: file name holds a control character (tab, new line, …); "
          + "rename the file"
      ])
  }

  @Test("an iOS-only project hears nothing of Macs and TVs")
  func warningsSpeakOfTheShippedDevicesOnly() throws {
    let files = ["icon~iphone.png", "icon~ipad.png"]
    let everywhere = Fixtures.generate(files).diagnostics.map(\.message)
    #expect(everywhere.contains { $0.contains("mac") || $0.contains("tv") }, "\(everywhere)")
    var options = GeneratorOptions()
    let errors = options.apply(
      configuration: ConfigurationFile(
        path: "asset-manifest.json",
        text: #"{"devices": ["iphone-16", "iphone-16-pro-max", "ipad-air", "ipad-pro-13"]}"#))
    #expect(errors.isEmpty, "\(errors)")
    let shipped = Fixtures.generate(files, options: options)
    #expect(shipped.diagnostics.isEmpty, "\(shipped.diagnostics)")
    #expect(shipped.table.devices.count == Device.catalogue.count, "the tables hold every device")
  }
}
