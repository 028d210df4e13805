import AssetManifestGenerator
import StandardPaths
import Testing

@Suite("Generator checks")
struct CheckTests {
  @Test func ambiguousScalesFailWithBothNames() {
    let output = Fixtures.generate(["foo.png", "foo@2x.png", "foo@2.0x.png"])
    #expect(output.source == nil)
    let error = output.diagnostics.first { $0.severity == .error }
    // At the file to remove, not at the one the message says to keep.
    #expect(error?.path == "foo@2.0x.png")
    #expect(
      error?.description.hasPrefix("foo@2.0x.png:1: error: ambiguous variants of 'foo.png'")
        == true)
    #expect(error?.message.contains("'foo@2.0x.png' and 'foo@2x.png'") == true)
    #expect(error?.message.contains("(scale 2)") == true)
    #expect(
      error?.message.contains(
        "devices affected: iphone-retina, iphone-568h, iphone-667h, iphone-736h, iphone-812h, "
          + "ipad-retina, mac-retina, tv-retina, iphone-16, iphone-16-plus, iphone-16-pro, "
          + "iphone-16-pro-max, ipad-mini, ipad-air, ipad-pro-13, which get 'foo@2x.png' and "
          + "never 'foo@2.0x.png'") == true,
      "the devices that choose one of the two, not the 1x ones that get foo.png: \(error as Any)")
    #expect(
      !output.diagnostics.contains { $0.message.contains("never chosen") },
      "the error already names the file no device chooses")
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
        "Sources/App/Resources/Images/foo@2.0x.png:1: error:") == true)
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

  @Test("a file only a known device left out of 'devices' chooses is told to list it there")
  func unreachableAdviceNamesTheDevicesKey() {
    var options = GeneratorOptions()
    options.shippedDevices = Device.modernDevices
    let output = Fixtures.generate(
      [
        "Art/hero.png", "Art/hero@2x.png", "Art/hero.tiff", "Levels/level1.json",
        "Levels/level1-568h.json",
      ], options: options)
    let messages = output.diagnostics.map(\.message)
    // A 1x Mac gets the TIFF, a 4-inch phone the tall level: both known, neither modern.
    let tiff = messages.first { $0.contains("'Art/hero.tiff' is never chosen") }
    #expect(tiff?.contains("ranks higher on each of these devices") == true, "\(messages)")
    #expect(tiff?.contains("list \"mac\" in devices, else remove it") == true, "\(messages)")
    let tall = messages.first { $0.contains("'Levels/level1-568h.json' is never chosen") }
    #expect(tall?.contains("list \"iphone-568h\" in devices") == true, "\(messages)")
    #expect(!messages.contains { $0.contains("extraDevices") }, "\(messages)")
  }

  /// An asset whose one file no device asks for was told "another variant ranks higher" when
  /// it has none: its suffixes are what is wrong, and the message says which where it can.
  @Test("an asset none of whose files any device asks for is told why, not outranked")
  func unreachableAloneIsToldWhy() {
    let messages = Fixtures.generate(
      ["foo@99999999999999999999x.png", "x@2x@3x.png", "bar@2x~ipad-568h.png", "ok.png"]
    ).diagnostics.map(\.message).filter { $0.contains("never chosen") }
    #expect(messages.count == 3, "\(messages)")
    #expect(!messages.contains { $0.contains("ranks higher") }, "\(messages)")
    let reasons = [
      "foo@99999999999999999999x.png": "(a scale above 16, the largest a device may have)",
      "x@2x@3x.png": "(a suffix written twice)",
      "bar@2x~ipad-568h.png": "(not in the order a device asks for them",
    ]
    // A scale no `extraDevices` entry can name is said so, and no such device is advised.
    let precise = Fixtures.generate(["p@1.2345678x.png", "q@20x.png"]).diagnostics.map(\.message)
      .filter { $0.contains("never chosen") }
    #expect(precise.count == 2, "\(precise)")
    #expect(precise.allSatisfy { !$0.contains("extraDevices") && !$0.contains("ranks higher") })
    #expect(precise.contains { $0.contains("(a scale of more digits than a device's") })
    // A file some unserved device would choose, alone in its asset, is outranked by nothing.
    let alone = Fixtures.generate(["h~car.png"]).diagnostics.map(\.message)
    #expect(
      alone.contains {
        $0.contains("none of these devices asks for its suffixes; if the file is for car@1x")
      }, "\(alone)")
    for (file, reason) in reasons {
      let message = messages.first { $0.hasPrefix("'\(file)'") }
      #expect(message?.contains("no device can ask for its suffixes \(reason)") == true)
      #expect(message?.contains("so a lookup of it finds nothing") == true, "\(messages)")
    }
  }

  @Test("a 1x suffix is named for what it is")
  func oneXFilesAreToldTheirPlainName() {
    let alone = Fixtures.generate(["g@1x.png"]).diagnostics.map(\.message)
    #expect(alone.contains { $0.contains("1x files carry no scale suffix; rename it to 'g.png'") })
    let beside = Fixtures.generate(["g.png", "g@1x.png"]).diagnostics.map(\.message)
    #expect(beside.contains { $0.contains("'g.png' is the 1x file; remove it") }, "\(beside)")
  }

  @Test("a 1x suffix is told the 1x file of its own device class")
  func oneXFilesAreToldTheirDeviceClassesPlainName() {
    let messages = Fixtures.generate(["step1.png", "step1~ipad.png", "step1@1x~ipad.png"])
      .diagnostics.map(\.message)
    let pad = messages.first { $0.contains("'step1@1x~ipad.png' is never chosen") }
    #expect(pad?.contains("'step1~ipad.png' is the 1x file; remove it") == true, "\(messages)")
    let alone = Fixtures.generate(["step1.png", "step1@1x~ipad.png"]).diagnostics.map(\.message)
    let renamed = alone.first { $0.contains("'step1@1x~ipad.png' is never chosen") }
    #expect(
      renamed?.contains("1x files carry no scale suffix; rename it to 'step1~ipad.png'") == true,
      "\(alone)")
    let tall = Fixtures.generate(["Art/bg.png", "Art/bg-568h@1x.png"]).diagnostics.map(\.message)
    #expect(
      tall.contains { $0.contains("rename it to 'Art/bg-568h.png'") }, "\(tall)")
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
          + "rename the file [name-control-character]"
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
    #expect(
      shipped.table.devices.count == Device.knownDevices.count, "the tables hold every device")
  }

  @Test("an extension spelt in another case is named, with the spelling most files use")
  func extensionCaseSplitsAreNamed() {
    let output = Fixtures.generate(["mixed.png", "mixed@2x.PNG", "mixed~ipad.png", "solo.PNG"])
    #expect(
      output.diagnostics.map(\.description) == [
        "mixed@2x.PNG:1: warning: 'mixed@2x.PNG' ends in '.PNG' and 'mixed.png' in '.png': names "
          + "are matched as they are spelt, as on a case-sensitive file system, so they are two "
          + "assets and no device gets 'mixed@2x.PNG' as a variant of 'mixed.png'; rename it "
          + "'mixed@2x.png' [extension-case-split]"
      ])
    var strict = GeneratorOptions()
    strict.strict = true
    #expect(Fixtures.generate(["mixed.png", "mixed@2x.PNG"], options: strict).source == nil)
    // A tie takes the lower-case spelling as meant.
    let tie = Fixtures.generate(["b.PNG", "b@2x.png"])
    #expect(tie.diagnostics.map(\.path) == ["b.PNG"], "\(tie.diagnostics)")
    // Both spellings of one variant: the rename advised would land on the other file.
    let twice = Fixtures.generate(["badge.PNG", "badge.png", "badge@2x.png"])
    #expect(
      twice.diagnostics.map(\.message).contains {
        $0.hasSuffix(
          "as a variant of 'badge.png'; 'badge.png' is the same variant: keep one of the two files")
      }, "\(twice.diagnostics)")
  }

  @Test("a misordered duplicate gets one error naming the devices that choose either")
  func misorderedDuplicate() {
    let output = Fixtures.generate([
      "foo.png", "foo@2x~ipad.png", "foo~ipad@2x.png", "foo~ipad.png",
    ])
    #expect(
      output.diagnostics.map(\.description) == [
        "foo~ipad@2x.png:1: error: ambiguous variants of 'foo.png': 'foo@2x~ipad.png' and "
          + "'foo~ipad@2x.png' mean the same variant (scale 2, idiom pad); devices affected: "
          + "ipad-retina, ipad-mini, ipad-air, ipad-pro-13, which get 'foo@2x~ipad.png' and "
          + "never 'foo~ipad@2x.png'; keep one of them, spelled 'foo@2x~ipad.png' "
          + "[ambiguous-variants]"
      ], "the 1x iPad gets foo~ipad.png, and no 'never chosen' warning contradicts the error")
    let unchosen = Fixtures.generate(["c.png", "c@2.0x.png", "c@2.00x.png"])
    #expect(
      unchosen.diagnostics.first?.message.contains(
        "devices affected: none, since no device chooses any of them") == true,
      "\(unchosen.diagnostics)")
  }

  @Test(
    "a file no device chooses is told the spelling some device would choose",
    arguments: [
      (["x.png", "x@2x-hd-568h.png"], "did you mean 'x-568h@2x.png'?"),
      (["y.png", "y-hd-568h.png"], "did you mean 'y-568h-hd.png'?"),
      (
        ["z.png", "z-568h-hd.png", "z-hd-568h.png"],
        "'z-568h-hd.png' means the same on iphone-568h and is chosen there; remove this file"
      ),
      (["h.png", "h-hd-568h@2x~iphone.png"], "did you mean 'h-568h@2x~iphone.png'?"),
    ])
  func betterSpellings(files: [String], advice: String) {
    let output = Fixtures.generate(files)
    let warning = output.diagnostics.first { $0.path == files.last }
    #expect(warning?.message.hasSuffix(advice) == true, "\(output.diagnostics)")
  }
}
