import AssetManifestGenerator
import Testing

/// Swift names: spelt as Swift's API guidelines spell them, never the same for two assets,
/// stable when unrelated files come and go, and chosen by the user where they say so.
@Suite("Swift names")
struct NamingTests {
  static func names(_ files: [String], options: GeneratorOptions = GeneratorOptions())
    -> [String: String]
  {
    let output = Fixtures.generate(files, options: options)
    return Dictionary(
      uniqueKeysWithValues: output.tree.constantExpressions(prefix: "").map {
        (output.groups[$0.group].request, String($0.expression.dropFirst()))
      })
  }

  @Test(
    "initialisms are lower-cased as a unit",
    arguments: [
      ("URLBar.png", "urlBar"), ("ABC.png", "abc"), ("HTTPServer2x.png", "httpServer2x"),
      ("Hero.png", "hero"), ("iOSIcon.png", "iOSIcon"), ("HTTP2Server.png", "http2Server"),
      ("ID.png", "id"), ("hero-big.png", "heroBig"),
    ])
  func initialisms(file: String, name: String) {
    #expect(Self.names([file])[file] == name)
  }

  /// Shapes that stopped generation in real Objective-C apps that use these suffixes.
  static let realCollisionShapes = [
    "Dashed_Divider_.png", "Dashed_Divider.png", "t.pvr", "t.pvr.ccz", "btn-close.png",
    "btn_close.png", "Icon-72.png", "Icon_72.png", "arrow-left.png", "arrowLeft.png", "bg.jpg",
    "bg.png", "bg@2x.png",
  ]

  @Test func realCollisionShapesAllGetTheirOwnName() throws {
    let output = Fixtures.generate(Self.realCollisionShapes)
    #expect(output.source != nil, "\(output.diagnostics)")
    #expect(!output.diagnostics.contains { $0.severity == .error })
    let names = Self.names(Self.realCollisionShapes)
    #expect(names.count == 12)
    #expect(Set(names.values).count == names.count, "\(names)")
    #expect(names["Dashed_Divider_.png"] == "dashed_Divider_")
    #expect(names["Dashed_Divider.png"] == "dashed_Divider")
    #expect(names["btn_close.png"] == "btn_close")
    #expect(names["t.pvr"] == "t" && names["t.pvr.ccz"] == "tPvr")
    #expect(names["bg.jpg"] == "bgJpg" && names["bg.png"] == "bgPng")
    let renames = output.diagnostics.filter { $0.message.contains("so they are named") }
    #expect(renames.count == 4, "one warning per clash: \(renames)")
  }

  /// A naming finding points at a file of the bundle, whose disk path a build can show: a
  /// localized asset's request (`Localizable.strings`) is in no folder, and an asset with only
  /// an `@2x` file has no file of its request's name.
  @Test func namingFindingsPointAtAFileOfTheAsset() {
    let output = Fixtures.generate([
      "de.lproj/Localizable.strings", "en.lproj/Localizable.strings", "localizable.png",
      "self@2x.png",
    ])
    let paths = output.diagnostics.filter {
      [.swiftNameClash, .swiftNameReserved].contains($0.rule)
    }
    .map(\.path)
    #expect(paths == ["de.lproj/Localizable.strings", "self@2x.png"], "\(output.diagnostics)")
  }

  @Test func unrelatedFilesRenameNothing() {
    let before = Self.names(Self.realCollisionShapes)
    let after = Self.names(
      Self.realCollisionShapes + ["zebra.png", "Sub/arrow-left.png", "aaa.png"])
    for (request, name) in before {
      #expect(after[request] == name, "\(request)")
    }
  }

  @Test func chosenNamesWinAndUnknownOnesPointAtTheirLine() throws {
    var options = GeneratorOptions()
    let errors = options.apply(
      configuration: ConfigurationFile(
        path: "asset-manifest.json",
        text:
          "{\n  \"names\": {\n    \"foo-bar.png\": \"first\",\n    \"gone.png\": \"x\"\n  }\n}\n"))
    #expect(errors.isEmpty, "\(errors)")
    let output = Fixtures.generate(["foo-bar.png", "foo_bar.png"], options: options)
    let names = Self.names(["foo-bar.png", "foo_bar.png"], options: options)
    #expect(names == ["foo-bar.png": "first", "foo_bar.png": "fooBar"])
    #expect(
      output.diagnostics.map(\.description) == [
        "asset-manifest.json:4: warning: 'names' maps 'gone.png', which is no asset; use an "
          + "asset's name as 'asset-manifest table' lists it (its path in the bundle, without "
          + "variant suffixes) [configuration-unknown-asset]"
      ])
  }

  /// `table` lists a localized asset's row and then one row per language; only the asset's
  /// row is a constant, so a name for a language's row says which to name.
  @Test func aNameForALanguagesRowNamesItsAsset() throws {
    var options = GeneratorOptions()
    let errors = options.apply(
      configuration: ConfigurationFile(
        path: "asset-manifest.json", text: #"{"names": {"de.lproj/banner.png": "hello"}}"#))
    #expect(errors.isEmpty, "\(errors)")
    let output = Fixtures.generate(
      ["de.lproj/banner.png", "en.lproj/banner.png"], options: options)
    #expect(
      output.diagnostics.map(\.description) == [
        "asset-manifest.json:1: warning: 'names' maps 'de.lproj/banner.png', which is one "
          + "language's files of the localized asset 'banner.png': map 'banner.png' "
          + "[configuration-unknown-asset]"
      ])
  }

  @Test func aFolderNamedLikeTheNamespaceIsTheNamespace() {
    let names = Self.names(["Assets/hero.png", "Assets/Sub/x.png", "Other/y.png"])
    #expect(
      names == ["Assets/hero.png": "hero", "Assets/Sub/x.png": "Sub.x", "Other/y.png": "Other.y"])
  }

  @Test func twoChosenNamesThatClashAreAnError() {
    var options = GeneratorOptions()
    let errors = options.apply(
      configuration: ConfigurationFile(
        path: "asset-manifest.json", text: #"{"names": {"a.png": "same", "b.png": "same"}}"#))
    #expect(errors.isEmpty, "the configuration itself is valid: \(errors)")
    let output = Fixtures.generate(["a.png", "b.png"], options: options)
    #expect(output.source == nil)
    #expect(output.diagnostics.first?.message.contains("are both named 'same'") == true)
  }

  @Test func reservedNamesAreRenamedWithAWord() {
    let output = Fixtures.generate(["self.png", "Type/x.png", "plain.png", "init_.png"])
    let warnings = output.diagnostics.map { "\($0.path): \($0.message)" }
    #expect(
      warnings == [
        "Type: 'Type' is named 'Type_', since 'Type' means something else in Swift or in the "
          + "generated code; to choose another name, rename the folder",
        "self.png: 'self.png' is named 'self_', since 'self' means something else in Swift or in "
          + "the generated code; to choose another name, map it to one under \"names\" in "
          + "asset-manifest.json",
      ])
  }
}
