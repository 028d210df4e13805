import AssetFileReaders
import AssetManifestGenerator
import Foundation
import StandardPathsCore
import TestSupport
import Testing

@Suite("Asset catalogs, read-only")
struct CatalogTests {
  /// Fixtures/Catalog: a catalog with one problem in each of five image sets, a well-made set in
  /// a group, an app icon set and a color set.
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Catalog")

  /// The listing of `entries` with every stage that reads the disk, as the command runs them.
  static func scanned(_ entries: [ResourceEntry]) throws -> FolderListing {
    try AssetReader.read(entries)
  }

  @Test func eachProblemGetsOneWarningAtItsFile() throws {
    let listing = try Self.scanned([ResourceEntry(path: Self.fixture.path, rule: .contents)])
    let output = ManifestGenerator.generate(listing, options: GeneratorOptions())
    let catalog = Self.fixture.path + "/Media.xcassets"
    #expect(output.groups.isEmpty, "a catalog gets no constants")
    #expect(output.diagnostics.allSatisfy { $0.topic == .catalog })
    let found = output.diagnostics.map {
      $0.description.replacingOccurrences(of: catalog, with: "")
    }
    #expect(
      found == [
        "/broken.imageset/Contents.json:3: warning: cannot read the Contents.json of 'broken': it "
          + "is not JSON (column 55): a trailing comma before '}'; JSON allows none: remove it; "
          + "Xcode shows the set empty or stops the build, and it gets no constant, so code that "
          + "names it does not compile; fix the file, or delete the set and make it again in "
          + "Xcode [catalog-contents-unreadable]",
        "/hero.imageset/hero@2x.png:1: warning: hero@2x.png fills the universal 2x slot of 'hero' "
          + "but is 64×64 px; hero.png (64×64 in the 1x slot) implies 128×128; put an image of "
          + "that size in the slot, or move this one to the slot of its scale [catalog-slot-size]",
        "/moon.imageset/Contents.json:11: warning: the universal 2x slot of 'moon' names "
          + "'moon@2x.png', which is not in moon.imageset; add the file, or clear the slot in "
          + "Xcode [catalog-slot-missing-file]",
        "/star.imageset/star-old.png:1: warning: no slot of 'star' names this file, so the app "
          + "does not get it; drag it into a slot of the set in Xcode, or delete it "
          + "[catalog-file-in-no-slot]",
        "/sun.imageset/Contents.json:1: warning: 'sun' has no 3x image for phones while other "
          + "image sets of Media.xcassets have one, so 3x iPhones scale its 2x image up; add a "
          + "3x image [catalog-missing-3x]",
      ], "\(found)")
  }

  @Test func everySetIsListedWithItsSlotsAndSizes() throws {
    let listing = try Self.scanned([ResourceEntry(path: Self.fixture.path, rule: .contents)])
    let sets = try #require(listing.catalogs.first).sets
    #expect(
      sets.map(\.path) == [
        "Media.xcassets/Accent.colorset", "Media.xcassets/AppIcon.appiconset",
        "Media.xcassets/Icons/bell.imageset", "Media.xcassets/broken.imageset",
        "Media.xcassets/hero.imageset", "Media.xcassets/moon.imageset",
        "Media.xcassets/star.imageset", "Media.xcassets/sun.imageset",
      ])
    let bell = try #require(sets.first { $0.name == "bell" })
    #expect(bell.slots.map(\.scale) == [1, 2, 3])
    #expect(bell.images["bell@3x.png"].map(\.size) == "36×36")
    #expect(sets.first { $0.name == "AppIcon" }?.kind == "appiconset")
  }

  @Test(
    "findings point at the catalog on disk in every layout",
    arguments: [ResourceEntry.Rule.copy, .process])
  func findingsPointAtTheDisk(rule: ResourceEntry.Rule) throws {
    let catalog = Self.fixture.appendingPathComponent("Media.xcassets").path
    let entry = rule == .copy ? Self.fixture.path : catalog
    let output = ManifestGenerator.generate(
      try Self.scanned([ResourceEntry(path: entry, rule: rule)]), options: GeneratorOptions())
    let sets = output.diagnostics.filter { $0.rule != .catalogNotCompiled }
    #expect(sets.count == 5)
    #expect(sets.allSatisfy { $0.path.hasPrefix(catalog + "/") }, "\(output.diagnostics)")
    // The fixture's folder copied whole holds the catalog, which no build then compiles: the
    // warning is at the catalog's own folder. A processed one is compiled by this build.
    let notCompiled = output.diagnostics.filter { $0.rule == .catalogNotCompiled }
    #expect(notCompiled.map(\.path) == (rule == .copy ? [catalog] : []), "\(notCompiled)")
  }

  /// Where a package's `.process` declares a catalog, only a build that compiles none (SwiftPM
  /// without `actool`) is warned, and the warning says there is nothing to fix but how to
  /// silence it. A folder no package holds is an Xcode project's, which compiles it.
  @Test(arguments: [(true, true), (false, true), (false, false)])
  func aProcessedCatalogIsWarnedOnlyWhereNoBuildCompilesIt(
    compiles: Bool, inPackage: Bool
  ) throws {
    let catalog = Self.fixture.appendingPathComponent("Media.xcassets").path
    var options = GeneratorOptions()
    options.compilesProcessedCatalogs = compiles
    options.isPackageTarget = inPackage
    let output = ManifestGenerator.generate(
      try Self.scanned([ResourceEntry(path: catalog, rule: .process)]), options: options)
    let notCompiled = output.diagnostics.filter { $0.rule == .catalogNotCompiled }
    #expect(notCompiled.count == (compiles || !inPackage ? 0 : 1))
    if let warning = notCompiled.first {
      #expect(warning.severity == .warning)
      #expect(warning.path == catalog)
      #expect(warning.message.hasPrefix("SwiftPM on this platform has no actool"))
      #expect(warning.message.contains(#""catalog-not-compiled": "off""#))
    }
  }

  /// A catalog in a temporary folder: `sets` maps a set's path to its `Contents.json` and its
  /// images' sizes.
  static func catalog(_ sets: [String: (contents: String, images: [String: Int])]) throws
    -> TemporaryFolder
  {
    let folder = try TemporaryFolder(files: [])
    for (path, set) in sets {
      let url = folder.url.appendingPathComponent("Assets/Media.xcassets/" + path)
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      try Data(set.contents.utf8).write(to: url.appendingPathComponent("Contents.json"))
      for (name, side) in set.images {
        try TinyPNG.data(width: side, height: side).write(to: url.appendingPathComponent(name))
      }
    }
    return folder
  }

  @Test("slots Xcode tells apart by more than scale, names in another case, groups with dots")
  func realWorldShapesPass() throws {
    let folder = try Self.catalog([
      // Localized images may differ in size: each locale is compared with itself. The constant
      // chooses no locale, so it serves no device, which is the set's one finding.
      "banner.imageset": (
        #"{"images": [{"idiom": "universal", "scale": "1x", "filename": "en.png", "locale": "en"},"#
          + #"{"idiom": "universal", "scale": "2x", "filename": "en@2x.png", "locale": "en"},"#
          + #"{"idiom": "universal", "scale": "1x", "filename": "de.png", "locale": "de"},"#
          + #"{"idiom": "universal", "scale": "3x", "filename": "de@3x.png", "locale": "de"}]}"#,
        ["en.png": 10, "en@2x.png": 20, "de.png": 14, "de@3x.png": 42]
      ),
      // Xcode finds `Logo.png` as `logo.png` on a Mac's disk, and its size is judged with
      // the others'; a case-sensitive disk does not, which is the one finding.
      "logo.imageset": (
        #"{"images": [{"idiom": "universal", "scale": "1x", "filename": "Logo.png"},"#
          + #"{"idiom": "universal", "scale": "3x", "filename": "logo@3x.png"}]}"#,
        ["logo.png": 10, "logo@3x.png": 30]
      ),
      // A group whose name holds a dot holds sets; it is no set itself.
      "Onboarding 2.0/step.imageset": (
        #"{"images": [{"idiom": "universal", "scale": "1x", "filename": "step.png"},"#
          + #"{"idiom": "universal", "scale": "3x", "filename": "step@3x.png"}]}"#,
        ["step.png": 10, "step@3x.png": 30]
      ),
    ])
    defer { folder.remove() }
    let listing = try Self.scanned([
      ResourceEntry(path: folder.url.appendingPathComponent("Assets").path, rule: .contents)
    ])
    let output = ManifestGenerator.generate(listing, options: GeneratorOptions())
    #expect(
      output.diagnostics.map { "\($0.rule.rawValue) \($0.message.prefix(60))" } == [
        "catalog-device-unserved no slot of 'banner' serves any device: its images are only i",
        "catalog-slot-missing-file the universal 1x slot of 'logo' names 'Logo.png', but the se",
      ], "\(output.diagnostics)")
    #expect(
      listing.catalogs.first?.sets.map(\.name) == ["step", "banner", "logo"],
      "\(listing.catalogs)")
  }

  @Test("no 3x phone image is a finding only for a project that ships to a 3x phone")
  func threeXOnlyForThreeXPhones() throws {
    let folder = try Self.catalog([
      "a.imageset": (
        #"{"images": [{"idiom": "universal", "scale": "1x", "filename": "a.png"},"#
          + #"{"idiom": "universal", "scale": "3x", "filename": "a@3x.png"}]}"#,
        ["a.png": 10, "a@3x.png": 30]
      ),
      "b.imageset": (
        #"{"images": [{"idiom": "universal", "scale": "2x", "filename": "b@2x.png"}]}"#,
        ["b@2x.png": 20]
      ),
    ])
    defer { folder.remove() }
    let listing = try Self.scanned([
      ResourceEntry(path: folder.url.appendingPathComponent("Assets").path, rule: .contents)
    ])
    #expect(ManifestGenerator.generate(listing, options: GeneratorOptions()).diagnostics.count == 1)
    var pads = GeneratorOptions()
    pads.shippedDevices = [try #require(Device.named("ipad-air"))]
    // Its 1x image is rightly never chosen for a 2x iPad; that is another rule's finding.
    #expect(
      ManifestGenerator.generate(listing, options: pads).diagnostics.filter {
        $0.rule != .catalogSlotNeverChosen
      }.isEmpty)
  }

  @Test("a slot naming a missing file is no 3x image: only the missing file is a finding")
  func aMissingThreeXFileIsNoThreeXImage() throws {
    let folder = try Self.catalog([
      "Avatar.imageset": (
        #"{"images": [{"idiom": "universal", "scale": "1x", "filename": "avatar.png"},"#
          + #"{"idiom": "universal", "scale": "2x", "filename": "avatar@2x.png"}]}"#,
        ["avatar.png": 10, "avatar@2x.png": 20]
      ),
      // The only 3x slot of the catalog names a file that is not there.
      "Badge.imageset": (
        #"{"images": [{"idiom": "universal", "scale": "1x", "filename": "badge.png"},"#
          + #"{"idiom": "universal", "scale": "3x", "filename": "badge@3x.png"}]}"#,
        ["badge.png": 10]
      ),
    ])
    defer { folder.remove() }
    let assets = folder.url.appendingPathComponent("Assets")
    let listing = try Self.scanned([ResourceEntry(path: assets.path, rule: .contents)])
    let found = ManifestGenerator.generate(listing, options: GeneratorOptions()).diagnostics
      .map { $0.description.replacingOccurrences(of: assets.path + "/Media.xcassets", with: "") }
    #expect(
      found == [
        "/Badge.imageset/Contents.json:1: warning: the universal 3x slot of 'Badge' names "
          + "'badge@3x.png', which is not in Badge.imageset; add the file, or clear the slot in "
          + "Xcode [catalog-slot-missing-file]"
      ], "\(found)")
  }

  @Test("a set whose 3x file is missing is told of the file once, not also of a missing 3x")
  func aMissingThreeXFileIsOneFinding() throws {
    let folder = try Self.catalog([
      "Star.imageset": (
        #"{"images": [{"idiom": "universal", "scale": "1x", "filename": "star.png"},"#
          + #"{"idiom": "universal", "scale": "3x", "filename": "star@3x.png"}]}"#,
        ["star.png": 10, "star@3x.png": 30]
      ),
      "Badge.imageset": (
        #"{"images": [{"idiom": "universal", "scale": "1x", "filename": "badge.png"},"#
          + #"{"idiom": "universal", "scale": "2x", "filename": "badge@2x.png"},"#
          + #"{"idiom": "universal", "scale": "3x", "filename": "badge@3x.png"}]}"#,
        ["badge.png": 10]
      ),
    ])
    defer { folder.remove() }
    let listing = try Self.scanned([
      ResourceEntry(path: folder.url.appendingPathComponent("Assets").path, rule: .contents)
    ])
    let messages = ManifestGenerator.generate(listing, options: GeneratorOptions()).diagnostics
      .map(\.message)
    #expect(messages.count == 2, "\(messages)")
    #expect(messages.allSatisfy { $0.contains("which is not in Badge.imageset") }, "\(messages)")
  }

  /// An image set as Xcode writes it for Any, Light and Dark appearances and High Contrast, with
  /// a locale's slot: only some slots filled.
  static let appearances = #"""
    {"images": [
      {"idiom": "universal", "scale": "1x", "filename": "avatar.png"},
      {"idiom": "universal", "scale": "1x",
       "appearances": [{"appearance": "luminosity", "value": "light"}]},
      {"idiom": "universal", "scale": "1x", "filename": "avatar-dark.png",
       "appearances": [{"appearance": "luminosity", "value": "dark"}]},
      {"idiom": "universal", "scale": "1x", "filename": "avatar-dark-hc.png",
       "appearances": [{"appearance": "luminosity", "value": "dark"},
                       {"appearance": "contrast", "value": "high"}]},
      {"idiom": "iphone", "scale": "2x", "locale": "de", "width-class": "compact"},
      {"idiom": "universal", "scale": "1x", "filename": "avatar.png"}
    ]}
    """#

  @Test("a slot carries its appearance and its other traits")
  func slotsCarryTheirAppearanceAndTraits() throws {
    let slots = try CatalogContents.read(Data(Self.appearances.utf8)).get().slots
    #expect(
      slots.map(\.traitDescription) == [
        "", "light", "dark", "dark, high contrast", "locale de, width-class compact", "",
      ])
    #expect(
      slots[4].traits == [CatalogTrait("locale", "de"), CatalogTrait("width-class", "compact")])
    #expect(
      slots[3].appearances == [
        CatalogTrait("luminosity", "dark"), CatalogTrait("contrast", "high"),
      ])
    let set = CatalogSet(path: "Media.xcassets/avatar.imageset", kind: "imageset", slots: slots)
    #expect(
      set.listedSlots.map(\.description) == [
        "universal 1x: avatar.png", "universal 1x, light: empty",
        "universal 1x, dark: avatar-dark.png",
        "universal 1x, dark, high contrast: avatar-dark-hc.png",
        "iphone 2x, locale de, width-class compact: empty",
      ], "each slot once, told apart by its traits")
  }

  @Test("a color set's colors are read per appearance")
  func colorsArePerAppearance() throws {
    let contents = #"""
      {"colors": [
        {"idiom": "universal",
         "color": {"color-space": "srgb",
                   "components": {"red": "1.000", "green": "0.500", "blue": "0.000", "alpha": "1.000"}}},
        {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
         "color": {"color-space": "display-p3",
                   "components": {"red": "0x10", "green": "0x20", "blue": "0x30", "alpha": "0.800"}}},
        {"idiom": "mac", "color": {"platform": "osx", "reference": "systemBlueColor"}}
      ]}
      """#
    let colors = try CatalogContents.read(Data(contents.utf8)).get().colors
    #expect(
      colors.map(\.description) == [
        "universal: srgb red 1.000, green 0.500, blue 0.000, alpha 1.000",
        "universal, dark: display-p3 red 0x10, green 0x20, blue 0x30, alpha 0.800",
        "mac: systemBlueColor (osx)",
      ], "\(colors)")
    let listing = try Self.scanned([ResourceEntry(path: Self.fixture.path, rule: .contents)])
    let accent = try #require(listing.catalogs.first?.sets.first { $0.kind == "colorset" })
    #expect(
      accent.colors.map(\.description) == [
        "universal: srgb red 1.000, green 0.500, blue 0.000, alpha 1.000"
      ])
  }

  @Test("a link that loops inside a catalog ends the walk")
  func loopsEnd() throws {
    let folder = try TemporaryFolder(files: ["Assets/Media.xcassets/Group/a.imageset/Contents.json"]
    )
    defer { folder.remove() }
    let group = folder.url.appendingPathComponent("Assets/Media.xcassets/Group")
    try FileManager.default.createSymbolicLink(
      atPath: group.appendingPathComponent("Again").path, withDestinationPath: group.path)
    let listing = try Self.scanned([
      ResourceEntry(path: folder.url.appendingPathComponent("Assets").path, rule: .contents)
    ])
    #expect(listing.catalogs.first?.sets.map(\.path) == ["Media.xcassets/Group/a.imageset"])
  }

  @Test(
    "a Contents.json that does not say what Xcode writes is a reason, never a crash",
    arguments: [
      (
        "",
        "it is not JSON (column 1): the file holds no JSON value; write it as an object, such "
          + #"as {"images": []}"#
      ),
      ("[1]", "it is not a JSON object"),
      (#"{"images": 3}"#, "'images' is not a list"),
      (
        #"{"images": [1]}"#,
        #"entry 1 of 'images' is 1, not an object; each entry is an object "#
          + #"such as {"idiom": "universal"}"#
      ),
      // A value is shown as written, cut after 60 characters.
      (
        #"{"images": [["# + String(repeating: "1,", count: 99) + "1]]}",
        "entry 1 of 'images' is [" + String(repeating: "1,", count: 29) + "1…, not an object; "
          + #"each entry is an object such as {"idiom": "universal"}"#
      ),
      (#"{"colors": "red"}"#, "'colors' is not a list"),
      (#"{"data": {}}"#, "'data' is not a list"),
      (
        #"{"colors": [{}, null]}"#,
        #"entry 2 of 'colors' is null, not an object; each entry is an object such as "#
          + #"{"idiom": "universal"}"#
      ),
      (
        #"{"images": [{"scale": "two"}]}"#,
        "entry 1 of 'images' has the scale \"two\", not \"2x\" or such"
      ),
      (
        #"{"images": [{"scale": "1e400x"}]}"#,
        "entry 1 of 'images' has the scale \"1e400x\", not \"2x\" or such"
      ),
    ])
  func unreadableContents(text: String, reason: String) {
    #expect(
      CatalogContents.read(Data(text.utf8)).map(\.slots)
        == .failure(CatalogContents.Failure(reason)))
  }

  /// A slot naming a link or a named pipe is told what the entry is, not that the set lacks it
  /// (all three were "not in the set"), and the pipe is never opened: the scan would hang.
  @Test func aSlotNamingALinkOrAPipeIsToldWhatItNames() throws {
    let folder = try Self.catalog([
      "Moon.imageset": (
        #"{"images": [{"idiom": "universal", "scale": "1x", "filename": "moon.png"},"#
          + #"{"idiom": "universal", "scale": "2x", "filename": "moon@2x.png"},"#
          + #"{"idiom": "universal", "scale": "3x", "filename": "moon@3x.png"}]}"#,
        [:]
      )
    ])
    defer { folder.remove() }
    let assets = folder.url.appendingPathComponent("Assets")
    let set = assets.appendingPathComponent("Media.xcassets/Moon.imageset")
    try TinyPNG.data(width: 8, height: 8).write(to: folder.url.appendingPathComponent("out.png"))
    try FileManager.default.createSymbolicLink(
      atPath: set.appendingPathComponent("moon.png").path, withDestinationPath: "../../../out.png")
    try FileManager.default.createSymbolicLink(
      atPath: set.appendingPathComponent("moon@2x.png").path, withDestinationPath: "gone.png")
    #expect(mkfifo(set.appendingPathComponent("moon@3x.png").path, 0o644) == 0)
    let listing = try Self.scanned([ResourceEntry(path: assets.path, rule: .contents)])
    let found = ManifestGenerator.generate(listing, options: GeneratorOptions()).diagnostics
      .map { $0.description.replacingOccurrences(of: set.path, with: "") }
    let named = "/Contents.json:1: warning: the universal "
    #expect(
      found == [
        named + "1x slot of 'Moon' names 'moon.png', which is a symbolic link (to "
          + "'../../../out.png'), not a file; replace it with the file itself "
          + "[catalog-slot-missing-file]",
        named + "2x slot of 'Moon' names 'moon@2x.png', which is a broken symbolic link (to "
          + "'gone.png', which does not exist), not a file; replace it with the file itself "
          + "[catalog-slot-missing-file]",
        named + "3x slot of 'Moon' names 'moon@3x.png', which is a named pipe (FIFO), not a "
          + "file; replace it with the file itself [catalog-slot-missing-file]",
      ], "\(found)")
  }
}
