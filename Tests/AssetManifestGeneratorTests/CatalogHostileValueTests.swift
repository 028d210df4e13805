import AssetManifestGenerator
import Foundation
import StandardPathsCore
import TestSupport
import Testing

/// What a hostile or careless `Contents.json` gets: every value is checked or carried so that it
/// cannot move another set's answer, no set is lost in silence, no file outside a set is named,
/// and no file is too large to read.
@Suite("Asset catalogs, hostile values")
struct CatalogHostileValueTests {
  /// The findings and constants of a catalog `Media.xcassets` holding `files` (path to text).
  static func generate(_ files: [String: String], options: GeneratorOptions = GeneratorOptions())
    throws -> ManifestGenerator.Output
  {
    let folder = try TemporaryFolder(files: [])
    defer { folder.remove() }
    for (path, text) in files {
      let url = folder.url.appendingPathComponent("Media.xcassets/" + path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return ManifestGenerator.generate(
      try AssetReader.read([ResourceEntry(path: folder.url.path, rule: .contents)]),
      options: options)
  }

  /// `names` renames loose files: a set's name there was called no asset, with advice that
  /// named only loose files' names. It now says that it is a set and how a set is renamed, and
  /// only for a set.
  @Test func aSetNamedInNamesIsToldHowSetsAreRenamed() throws {
    var options = GeneratorOptions()
    let text = #"{"names": {"dot": "x", "Media.xcassets/dot.colorset": "y", "gone": "z"}}"#
    #expect(options.apply(configuration: ConfigurationFile(path: "c.json", text: text)).isEmpty)
    let output = try Self.generate(
      ["dot.colorset/Contents.json": Self.color("srgb", ["red": "0", "green": "0", "blue": "0"])],
      options: options)
    let told = output.diagnostics.filter { $0.rule == .configurationUnknownAsset }.map {
      (
        $0.message.prefix { $0 != "," },
        $0.message.contains(
          "which is a catalog set, which 'names' does not rename: a set is named after its folder")
      )
    }
    #expect(
      told.sorted { $0.0 < $1.0 }.map { "\($0.0) \($0.1)" } == [
        "'names' maps 'Media.xcassets/dot.colorset' true", "'names' maps 'dot' true",
        "'names' maps 'gone' false",
      ])
  }

  static func color(_ space: String, _ components: [String: String]) -> String {
    let pairs = components.sorted { $0.key < $1.key }.map { #""\#($0.key)": "\#($0.value)""# }
    return
      #"{"colors": [{"idiom": "universal", "color": {"color-space": "\#(space)", "components": {"#
      + pairs.joined(separator: ", ") + "}}}]}"
  }

  /// A set whose name holds a tab or a line break used to get no constant and no finding.
  @Test(arguments: ["a\tb", "a\nb", "a\rb", "a\u{85}b"])
  func aSetThatCanBeNoConstantIsAnError(name: String) throws {
    let output = try Self.generate([
      "\(name).colorset/Contents.json": Self.color(
        "srgb", ["red": "1", "green": "0", "blue": "0"]),
      "ok.colorset/Contents.json": Self.color("srgb", ["red": "1", "green": "0", "blue": "0"]),
    ])
    let errors = output.diagnostics.filter { $0.rule == .nameControlCharacter }
    #expect(errors.count == 1, "\(output.diagnostics)")
    #expect(errors.first?.severity == .error)
    #expect(errors.first?.path.hasSuffix("Media.xcassets/\(name).colorset") == true)
    #expect(output.source == nil)
  }

  /// A set whose name holds a character that reorders text or shows nothing is named in a
  /// warning, escaped, as a loose file is; it still gets its constant.
  @Test(arguments: ["\u{202E}rats", "st\u{200B}ar"])
  func hiddenCharactersInASetsNameAreAWarning(name: String) throws {
    let output = try Self.generate([
      "\(name).colorset/Contents.json": Self.color("srgb", ["red": "1", "green": "0", "blue": "0"])
    ])
    let warnings = output.diagnostics.filter { $0.rule == .nameHiddenCharacters }
    #expect(warnings.count == 1, "\(output.diagnostics)")
    #expect(warnings.first?.message.contains("\\u{20") == true, "\(warnings)")
    #expect(output.catalogConstants.count == 1)
  }

  @Test func aSetFileThatCanBeNoNameIsAnError() throws {
    let output = try Self.generate([
      "star.imageset/Contents.json":
        #"{"images": [{"idiom": "universal", "scale": "2x", "filename": "st\tar.png"}]}"#,
      "star.imageset/st\tar.png": "",
    ])
    let errors = output.diagnostics.filter { $0.rule == .nameControlCharacter }
    #expect(errors.map { $0.path.hasSuffix("star.imageset/st\tar.png") } == [true])
  }

  /// Values Swift's `Double` reads but Xcode never writes, numbers out of their space's range,
  /// and components no color has, are errors; an extended space takes any finite number.
  @Test(
    arguments: [
      ("srgb", "red", "nan", "no number"), ("srgb", "red", "inf", "no number"),
      ("srgb", "red", "-inf", "no number"), ("srgb", "red", "1e20", "no number"),
      ("srgb", "red", "-0x80", "no number"), ("srgb", "red", "+0x80", "no number"),
      ("srgb", "red", "0x1p3", "no number"), ("srgb", "red", "abc", "no number"),
      ("srgb", "red", "1.5", "out of range"), ("srgb", "red", "-0.5", "out of range"),
      ("srgb", "red", "256", "no number"), ("extended-srgb", "alpha", "1.5", "out of range"),
      ("display-p3", "evil:red", "0.5", "which a color in"),
      ("gray-gamma-22", "red", "0.5", "which a color in"),
    ])
  func componentsAreChecked(space: String, name: String, value: String, says: String) throws {
    var components = ["red": "0.5", "green": "0.5", "blue": "0.5"]
    if space.contains("gray") { components = ["white": "0.5"] }
    components[name] = value
    let output = try Self.generate(["c.colorset/Contents.json": Self.color(space, components)])
    let errors = output.diagnostics.filter { $0.rule == .catalogColorComponent }
    #expect(errors.count == 1, "\(output.diagnostics)")
    #expect(errors.first?.message.contains(says) == true, "\(errors)")
    #expect(errors.first?.severity == .error)
  }

  @Test(arguments: [
    ("extended-srgb", "1.25"), ("extended-linear-srgb", "-0.5"), ("srgb", "0x80"),
    ("srgb", "128"), ("srgb", "0.500"),
  ])
  func goodComponentsPass(space: String, value: String) throws {
    let output = try Self.generate([
      "c.colorset/Contents.json": Self.color(space, ["red": value, "green": "0", "blue": "1"])
    ])
    #expect(output.diagnostics.filter { $0.rule == .catalogColorComponent }.isEmpty)
    #expect(output.source != nil, "\(output.diagnostics)")
  }

  /// A color the runtime would make no color of fails the build: a space Xcode does not write,
  /// or a color without a component its space needs. The runtime returned nil for both.
  @Test(arguments: [
    ("cmyk", ["red": "1", "green": "0", "blue": "0"], "the color space 'cmyk', which Xcode does"),
    ("srgb", ["red": "1"], "has no green, blue, so the constant would have no color"),
    ("extended-gray", ["alpha": "0.5"], "has no white, so"),
    ("display-p3", [:], "has no red, green, blue, so"),
  ])
  func colorsWithoutAValueAreErrors(space: String, components: [String: String], says: String)
    throws
  {
    let output = try Self.generate(["c.colorset/Contents.json": Self.color(space, components)])
    let errors = output.diagnostics.filter { $0.rule == .catalogColorComponent }
    #expect(errors.count == 1, "\(output.diagnostics)")
    #expect(errors.first?.message.contains(says) == true, "\(errors)")
    #expect(output.source == nil)
  }

  /// Every space the build accepts, with the components it needs and no alpha, passes: the
  /// runtime's side of the same list is `CatalogFileTests.everyAcceptedSpaceMakesAColor`.
  @Test(arguments: CatalogFormat.Color.colorSpaces)
  func everySpaceXcodeWritesPasses(space: String) throws {
    let components =
      space.contains("gray") ? ["white": "0.5"] : ["red": "0", "green": "0.5", "blue": "1"]
    let output = try Self.generate(["c.colorset/Contents.json": Self.color(space, components)])
    #expect(output.diagnostics.filter { $0.severity == .error }.isEmpty, "\(output.diagnostics)")
    #expect(output.catalogConstants.count == 1)
  }

  /// A key written twice in one object (a merge that doubled `images`) made JSON keep one of
  /// the two lists without a word, and the set lost its other slots.
  @Test func aRepeatedKeyIsAnError() throws {
    let output = try Self.generate([
      "star.imageset/Contents.json": """
      {
        "images": [{"idiom": "universal", "scale": "2x", "filename": "star@2x.png"}],
        "info": {"version": 1, "author": "xcode"},
        "images": []
      }
      """,
      "star.imageset/star@2x.png": "",
    ])
    let errors = output.diagnostics.filter { $0.rule == .catalogContentsUnreadable }
    #expect(errors.count == 1, "\(output.diagnostics)")
    #expect(
      errors.first?.message.contains("the key 'images' is written again in its object") == true,
      "\(errors)")
    #expect(errors.first?.line == 4)
    #expect(output.catalogConstants.isEmpty)
  }

  /// A color set in Xcode's format, with three colors that each have a mistake; `first` is
  /// written on a line of its own before them.
  static func brand(first: String? = nil) -> String {
    """
    {
      "colors" : [\(first.map { "\n    \($0)," } ?? "")
        {
          "color" : {
            "color-space" : "srgb",
            "components" : {
              "alpha" : "1.000",
              "blue" : "0.500",
              "green" : "1.500",
              "red" : "0.200"
            }
          },
          "idiom" : "universal"
        },
        {
          "appearances" : [{"appearance" : "luminosity", "value" : "dark"}],
          "color" : {
            "color-space" : "cmyk",
            "components" : {"cyan" : "1"}
          },
          "idiom" : "universal"
        },
        {
          "color" : {
            "components" : {
              "red" : "0.1"
            }
          },
          "idiom" : "iphone"
        }
      ],
      "info" : {"author" : "xcode", "version" : 1}
    }
    """
  }

  /// A color finding points at the line Xcode's editor would show: the component's, the color
  /// space's, the color's `components`; they all said line 1. The dark color is named so.
  @Test func colorFindingsPointAtTheirLine() throws {
    let output = try Self.generate(["Brand.colorset/Contents.json": Self.brand()])
    let lines = output.diagnostics.filter { $0.rule == .catalogColorComponent }.map {
      ($0.line, String($0.message.prefix(47)))
    }
    #expect(lines.map(\.0) == [9, 18, 25], "\(output.diagnostics)")
    #expect(
      lines.map(\.1) == [
        "the universal color of 'Brand' has green 1.500,",
        "the universal (dark) color of 'Brand' is in the",
        "the iphone color of 'Brand' has no green, blue,",
      ])
  }

  /// An entry with no key (`{}`) took every other color's line with it, back to line 1; it is
  /// now a finding of its own, at its list, and the others keep theirs.
  @Test func anEmptyColorEntryKeepsTheOthersLines() throws {
    let output = try Self.generate(["Brand.colorset/Contents.json": Self.brand(first: "{ }")])
    let findings = output.diagnostics.filter { $0.rule == .catalogColorComponent }
    #expect(findings.map(\.line) == [2, 10, 19, 26], "\(output.diagnostics)")
    #expect(
      findings.first?.message
        == "the universal color of 'Brand' is no color: its entry has no \"color\" object with "
        + "a color space and components, so the constant would have no color; set the color in "
        + "Xcode's inspector")
  }

  /// An idiom and nothing else is Xcode's "no color" (its app template's `AccentColor`), which
  /// Xcode builds: no finding, and the constant leaves it out, also when a color of the same
  /// idiom and appearance follows it. A color written in any other way without components is
  /// still a finding: `"color": {}`, a color that is no object, a misspelt key.
  @Test func anIdiomAloneIsNoColorAndNoFinding() throws {
    let unset = #"{"idiom": "universal"}"#
    let red =
      #"{"idiom": "universal", "color": {"color-space": "srgb", "components": "#
      + #"{"red": "1", "green": "0", "blue": "0", "alpha": "1"}}}"#
    for (colors, expected) in [
      ("[\(unset)]", [String]()),
      ("[\(unset), \(red)]", ["any:srgb:red=1.0,green=0.0,blue=0.0,alpha=1.0"]),
    ] {
      let output = try Self.generate([
        "AccentColor.colorset/Contents.json": #"{"colors": \#(colors), "info": {"version": 1}}"#
      ])
      #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
      guard case .color(_, _, let entries)? = output.catalogConstants.first?.entry else {
        Issue.record("no color constant: \(output.catalogConstants)")
        continue
      }
      #expect(
        entries.map { color in
          "\(color.appearance):\(color.colorSpace ?? "-"):"
            + color.components.map { "\($0.name)=\($0.value)" }.joined(separator: ",")
        } == expected)
    }
    for entry in [
      #"{"idiom": "universal", "color": {}}"#, ##"{"idiom": "universal", "color": "#FF0000"}"##,
      #"{"idiom": "universal", "colour": {"color-space": "srgb"}}"#,
    ] {
      let output = try Self.generate([
        "AccentColor.colorset/Contents.json": #"{"colors": [\#(entry)]}"#
      ])
      #expect(
        output.diagnostics.map(\.rule) == [.catalogColorComponent],
        "\(entry): \(output.diagnostics)")
    }
  }

  /// An entry that is no object, or a `colors` that is no list, passed without a word; the set
  /// is now unreadable, at the list's line, and says that its constant is gone.
  @Test(arguments: [#""oops""#, "42", "null", "[]"])
  func aColorEntryThatIsNoObjectMakesTheSetUnreadable(entry: String) throws {
    let output = try Self.generate(["Brand.colorset/Contents.json": Self.brand(first: entry)])
    let findings = output.diagnostics.filter { $0.rule == .catalogContentsUnreadable }
    #expect(findings.map(\.line) == [2], "\(output.diagnostics)")
    #expect(
      findings.first?.message.contains("entry 1 of 'colors' is \(entry), not an object") == true,
      "\(findings)")
    #expect(
      findings.first?.message.contains(
        "and it gets no constant, so code that names it does not compile") == true)
    #expect(output.catalogConstants.isEmpty)
  }

  /// An extended color space widens a color's components, not its alpha: the advice for alpha
  /// no longer says to pick one.
  @Test func alphaOutOfRangeIsNotToldToPickAnExtendedSpace() throws {
    let output = try Self.generate([
      "c.colorset/Contents.json": Self.color(
        "extended-srgb", ["red": "2", "green": "0", "blue": "0", "alpha": "-1"])
    ])
    let messages = output.diagnostics.filter { $0.rule == .catalogColorComponent }.map(\.message)
    #expect(
      messages == [
        "the universal color of 'c' has alpha -1, out of range: alpha is 0 to 1 in every color "
          + "space; write a value in range"
      ], "\(output.diagnostics)")
  }

  /// A slot naming a missing file points at its `filename` line, as color findings do, and so
  /// does a data set's; the slot for the dark appearance is named so.
  @Test func slotFindingsPointAtTheirLine() throws {
    let output = try Self.generate([
      "star.imageset/Contents.json": """
      {
        "images" : [
          {
            "filename" : "star.png",
            "idiom" : "universal",
            "scale" : "1x"
          },
          {
            "appearances" : [{"appearance" : "luminosity", "value" : "dark"}],
            "filename" : "star-dark.png",
            "idiom" : "universal",
            "scale" : "1x"
          }
        ]
      }
      """,
      "star.imageset/star.png": "",
      "level.dataset/Contents.json": """
      {
        "data" : [
          {
            "filename" : "level.json",
            "idiom" : "universal"
          }
        ]
      }
      """,
    ])
    let findings = output.diagnostics.filter { $0.rule == .catalogSlotMissingFile }
      .sorted { $0.path > $1.path }
    #expect(findings.map(\.line) == [10, 4], "\(output.diagnostics)")
    #expect(
      findings.first?.message.hasPrefix(
        "the universal 1x (dark) slot of 'star' names 'star-dark.png'") == true)
  }

  /// A group's `Contents.json` was read by JSONSerialization alone: on Linux a trailing comma
  /// kept the namespace, where strict JSON drops it, and a repeated key lost it in silence.
  @Test(
    arguments: [
      ("{\n  \"properties\" : {\"provides-namespace\" : true,}\n}", 2, "a trailing comma"),
      (
        "{\n  \"properties\" : {\"provides-namespace\" : true},\n  \"properties\" : {}\n}", 3,
        "the key 'properties' is written again"
      ),
      // A string Xcode never writes, or no object, read as no namespace, in silence.
      (
        "{\n  \"properties\" : {\n    \"provides-namespace\" : \"true\"\n  }\n}", 3,
        #"'provides-namespace' is "true", not true or false"#
      ),
      ("{\n  \"properties\" : \"yes\"\n}", 2, #"'properties' is "yes", not an object"#),
      // Taken as true and false by `as? Bool`.
      ("{\n  \"properties\" : {\n\n \"provides-namespace\" : 1}\n}", 4, "is 1, not true or"),
      ("{\n  \"properties\" : {\"provides-namespace\" : 0}\n}", 2, "is 0, not true or false"),
      // A slip of the key read as no namespace, in silence; the compiler then blamed each use.
      (
        "{\n  \"properties\" : {\n    \"provides-namspace\" : true\n  }\n}", 3,
        "'provides-namspace' is no property Xcode writes; the one that makes the group a "
          + "namespace is 'provides-namespace'"
      ),
      ("{\n  \"properties\" : {\"providesNamespace\" : true}\n}", 2, "'providesNamespace' is no"),
    ])
  func anUnreadableGroupFileIsAFindingAndNoNamespace(text: String, line: Int, says: String)
    throws
  {
    let output = try Self.generate([
      "Grp/Contents.json": text, "Contents.json": "{\n  \"info\": {},\n}",
      "Grp/dot.colorset/Contents.json": Self.color(
        "srgb", ["red": "0", "green": "0", "blue": "0"]),
    ])
    let findings = output.diagnostics.filter { $0.rule == .catalogContentsUnreadable }
    #expect(
      findings.map { "\(($0.path as NSString).lastPathComponent):\($0.line)" } == [
        "Contents.json:2", "Contents.json:\(line)",
      ], "\(output.diagnostics)")
    #expect(findings.first?.path.hasSuffix("Media.xcassets/Contents.json") == true)
    #expect(findings.last?.message.contains("of the group 'Grp'") == true)
    #expect(findings.last?.message.contains(says) == true, "\(findings)")
    #expect(output.catalogConstants.map(\.name) == ["dot"])
  }

  /// A file JSONSerialization refuses for a number beyond a `Double` or nesting past its limit
  /// was "not JSON", at line 1; it is now the syntax check's mistake, at its line. A trailing
  /// comma, which Linux's JSONSerialization takes, is refused on every platform alike.
  @Test(
    arguments: [
      ("{\n  \"images\": [],\n  \"info\": {\"version\": 1e999}\n}", 3, "beyond the largest"),
      ("{\n\n  \"images\": [" + String(repeating: "[", count: 600), 3, "more than 512"),
      ("{\n  \"images\": [],\n}", 2, "a trailing comma"),
      // A file or idiom that is no string read as an empty slot or a universal one, in silence.
      (
        "{\n  \"images\": [\n    {\"idiom\": \"universal\",\n     \"filename\": 5}\n  ]\n}", 4,
        "entry 1 of 'images' has the filename 5, not a string"
      ),
      ("{\n  \"images\": [{\"idiom\": [\"iphone\"]}]\n}", 2, #"the idiom ["iphone"], not"#),
      (
        "{\n  \"colors\": [{}, {\n  \"idiom\": true}]\n}", 3,
        "entry 2 of 'colors' has the idiom true"
      ),
      (
        "{\n  \"data\": [{\n  \"filename\": null}]\n}", 3, "entry 1 of 'data' has the filename null"
      ),
    ])
  func unreadableContentsSayWhereAndWhy(text: String, line: Int, says: String) throws {
    let output = try Self.generate(["star.imageset/Contents.json": text])
    let findings = output.diagnostics.filter { $0.rule == .catalogContentsUnreadable }
    #expect(findings.map(\.line) == [line], "\(output.diagnostics)")
    #expect(findings.first?.message.contains(says) == true, "\(findings)")
  }

  /// Two million components are one finding, not two million.
  @Test func manyUnknownComponentsAreOneFinding() throws {
    var components = ["red": "0", "green": "0", "blue": "0"]
    for index in 0..<5_000 { components["c\(index)"] = "0" }
    let output = try Self.generate(["c.colorset/Contents.json": Self.color("srgb", components)])
    let errors = output.diagnostics.filter { $0.rule == .catalogColorComponent }
    #expect(errors.count == 1)
    #expect(errors.first?.message.contains("and 4997 more") == true, "\(errors)")
  }

  /// A data set naming a path out of its folder, or a file it lacks, is a finding, and its
  /// constant names no file; a slot spelt `Star.png` over the file `star.png` is a finding, and
  /// the table names the file as the disk spells it, which a case-sensitive disk finds.
  @Test func filesMustBeInTheSetAsSpelt() throws {
    let output = try Self.generate([
      "climb.dataset/Contents.json":
        #"{"data": [{"idiom": "universal", "filename": "../../../etc/passwd"}]}"#,
      "root.dataset/Contents.json":
        #"{"data": [{"idiom": "universal", "filename": "/etc/passwd"}]}"#,
      "gone.dataset/Contents.json": #"{"data": [{"idiom": "universal", "filename": "gone.json"}]}"#,
      "star.imageset/Contents.json":
        #"{"images": [{"idiom": "universal", "scale": "2x", "filename": "Star.png"}]}"#,
      "star.imageset/star.png": "",
    ])
    let findings = output.diagnostics.filter { $0.rule == .catalogSlotMissingFile }
      .map { String($0.message.prefix(while: { $0 != ";" && $0 != ":" })) }
    #expect(
      findings.sorted() == [
        "the data slot of 'climb' names '../../../etc/passwd', a path out of climb.dataset",
        "the data slot of 'gone' names 'gone.json', which is not in gone.dataset",
        "the data slot of 'root' names '/etc/passwd', a path out of root.dataset",
        "the universal 2x slot of 'star' names 'Star.png', but the set's file is 'star.png'",
      ], "\(output.diagnostics)")
    for constant in output.catalogConstants {
      switch constant.entry {
      case .data(_, _, let file): #expect(file == nil, "\(constant.name)")
      case .image(_, _, let slots, _): #expect(slots.map(\.file) == ["star.imageset/star.png"])
      case .color: Issue.record("no color set was written")
      }
    }
  }

  /// A `Contents.json` that is no file says what it is, and one saved in another encoding than
  /// UTF-8 says which byte and where, neither of which "no readable Contents.json" or "the JSON
  /// reader refuses it" did.
  @Test func contentsThatAreNoUTF8FileSayWhatTheyAre() throws {
    let folder = try TemporaryFolder(files: [])
    defer { folder.remove() }
    let catalog = folder.url.appendingPathComponent("Media.xcassets")
    for set in ["folder", "pipe", "none", "latin", "link"] {
      try FileManager.default.createDirectory(
        at: catalog.appendingPathComponent("\(set).dataset"), withIntermediateDirectories: true)
    }
    try FileManager.default.createDirectory(
      at: catalog.appendingPathComponent("folder.dataset/Contents.json"),
      withIntermediateDirectories: true)
    #expect(mkfifo(catalog.appendingPathComponent("pipe.dataset/Contents.json").path, 0o644) == 0)
    // A link is named as one: the scanner follows none, though this one leads to a file.
    try FileManager.default.createSymbolicLink(
      atPath: catalog.appendingPathComponent("link.dataset/Contents.json").path,
      withDestinationPath: "../Contents.json")
    try Data("{}".utf8).write(to: catalog.appendingPathComponent("Contents.json"))
    // "Café" in Latin-1, on the third line.
    try Data(
      #"{"data": [],"#.utf8 + [0x0A, 0x0A] + #""info": {"author": "Caf"#.utf8 + [0xE9]
        + #""}}"#.utf8
    ).write(to: catalog.appendingPathComponent("latin.dataset/Contents.json"))
    let output = ManifestGenerator.generate(
      try AssetReader.read([ResourceEntry(path: folder.url.path, rule: .contents)]),
      options: GeneratorOptions())
    let findings = output.diagnostics.filter { $0.rule == .catalogContentsUnreadable }.map {
      "\(($0.path as NSString).deletingLastPathComponent.split(separator: "/").last!):\($0.line): "
        + $0.message.components(separatedBy: "; Xcode shows").first!
    }
    #expect(
      findings == [
        "folder.dataset:1: cannot read the Contents.json of 'folder': its Contents.json is a "
          + "folder",
        "latin.dataset:3: cannot read the Contents.json of 'latin': at column 24, the byte 0xE9 "
          + "is not UTF-8: the file was saved in another encoding (such as Latin-1 or "
          + "Windows-1252); save it as UTF-8",
        "link.dataset:1: cannot read the Contents.json of 'link': its Contents.json is a "
          + "symbolic link (to '../Contents.json')",
        "none.dataset:1: cannot read the Contents.json of 'none': the set has no Contents.json",
        "pipe.dataset:1: cannot read the Contents.json of 'pipe': its Contents.json is a named "
          + "pipe (FIFO)",
      ], "\(output.diagnostics)")
  }

  /// A `Contents.json` larger than any Xcode writes is refused before it is read, so that a
  /// 50 MB color set costs no gigabytes.
  @Test func anOversizedContentsFileIsNotRead() throws {
    let big =
      Self.color("srgb", ["red": "0", "green": "0", "blue": "0"]).dropLast(3)
      + String(repeating: " ", count: 1 << 20) + "}]}"
    let output = try Self.generate(["big.colorset/Contents.json": String(big)])
    let unreadable = output.diagnostics.filter { $0.rule == .catalogContentsUnreadable }
    #expect(unreadable.count == 1, "\(output.diagnostics)")
    #expect(unreadable.first?.message.contains("a set's Contents.json is a few kilobytes") == true)
  }
}
