import AssetManifestAudit
import AssetManifestGenerator
import Foundation
import TestSupport
import Testing

/// The audit on hostile sources and lists: linear in what it reads (each time limit only
/// guards against a hang, as long as the other tests' guards, since the whole suite shares two
/// cores; the answers are what is checked, the speed is the benchmark's), and
/// every compiled use of an asset a use.
@Suite("The asset audit: linear, and never a used asset unused")
struct AuditLinearTests {
  /// The unused assets' requests, when `sources` are the app's sources and `keep` its list.
  static func unused(
    _ files: [String], sources: [String], keep: [String] = []
  ) -> [String] {
    var references = SwiftReferences()
    for source in sources { references.formUnion(SwiftReferences(source: source)) }
    var options = GeneratorOptions()
    options.keptAssets = keep
    let output = ManifestGenerator.generate(
      FolderListing(files: files, diagnostics: []), options: options)
    return UnusedAssets.find(
      groups: output.groups, tree: output.tree, options: options, references: references
    ).findings.map { $0.message.components(separatedBy: "'")[1] }
  }

  static let characters = [
    "Characters/hero.png", "Characters/villain.png", "Characters/sidekick.png",
  ]

  @Test(
    "aliases of aliases, each declared three times, are read in linear time", timeLimit(minutes: 20)
  )
  func aliasesOfAliases() {
    var source = "let a0 = Assets.Characters.self\nlet a0 = Assets.Sounds.self\n"
    source += "let a0 = Assets.Icons.self\n"
    for level in 1...18 {
      for member in ["self", "p", "q"] { source += "let a\(level) = a\(level - 1).\(member)\n" }
    }
    source += "let x = a18.hero\n"
    let found = SwiftReferencesTests.chains(source)
    #expect(found.contains("a18.hero"))
    #expect(
      Set(Self.unused(Self.characters, sources: [source]))
        == ["Characters/sidekick.png", "Characters/villain.png"])
  }

  @Test("a long line of `(/[` is read once", timeLimit(minutes: 20))
  func regexLiteralsDoNotRescan() {
    let source =
      "let a = " + String(repeating: "(/[", count: 100_000) + "\n_ = Assets.Characters.hero\n"
    #expect(SwiftReferences(source: source).chains.contains(["Assets", "Characters", "hero"]))
  }

  @Test(
    "a multi-line literal of continuations and stray backslashes is read once",
    timeLimit(minutes: 20))
  func multilineLiteralsAreReadOnce() {
    // Each line: a `\` then white space but no line break (kept), then a line continuation.
    let lines = String(repeating: "    a\\ \t b\\  \n", count: 100_000)
    let source = "let s = \"\"\"\n\(lines)    c\n    \"\"\"\n_ = Assets.Characters.hero\n"
    let references = SwiftReferences(source: source)
    #expect(references.chains.contains(["Assets", "Characters", "hero"]))
    let program = String(repeating: "a\\ \t b", count: 100_000) + "c"
    #expect(references.unescapedLiterals.contains(program))
  }

  @Test("a regex literal's closing slash is found wherever the line's table is asked")
  func regexTableAgreesWithAScan() {
    // The second `/` on a line reads the table: the literal after it is still skipped.
    let source = "let r = (/[a/ (/b/ , /Assets.Sounds.beep/); _ = Assets.Characters.hero\n"
    let chains = SwiftReferences(source: source).chains
    #expect(chains.contains(["Assets", "Characters", "hero"]), "\(chains)")
    #expect(!chains.contains(["Assets", "Sounds", "beep"]), "\(chains)")
  }

  @Test("what is read is kept once, not once a time it occurs")
  func memoryIsPerDistinctName() {
    let references = SwiftReferences(source: String(repeating: "a.b c.d e\n", count: 100_000))
    #expect(references.chains.count == 2)
    #expect(references.identifiers == ["a", "b", "c", "d", "e"])
  }

  @Test("a postfix `!` before `/` divides: `Int(\"4\")!/2 … !/3` hides no code")
  func postfixBeforeSlashDivides() {
    let source = #"let n = Int("4")!/2 + Assets.Characters.hero.hashValue + Int("6")!/3"#
    #expect(
      SwiftReferences(source: source).chains.contains(["Assets", "Characters", "hero", "hashValue"])
    )
  }

  @Test("escapes are replaced before a literal is matched")
  func escapedLiterals() {
    let files = ["Characters/café.png", "Characters/say\"hi.png", "Characters/hero.png"]
    let sources = [
      #"_ = Assets.manifest.url(forFile: "Characters/caf\u{E9}.png"); _ = Image("say\"hi")"#
    ]
    #expect(Self.unused(files, sources: sources) == ["Characters/hero.png"])
  }

  @Test("a member read after any expression, in a namespace the sources name, is a use")
  func membersAfterAnyExpression() {
    let uses = [
      "let k = \\Assets.Characters.Type.a1",
      "func characters() -> Assets.Characters.Type { Assets.Characters.self }\n_ = characters().a2",
      "let (a, b) = (Assets.Characters.self, 1); _ = a.a3",
      "_ = [Assets.Characters.self].map { $0.a4 }",
      "if let chars = Optional(Assets.Characters.self) { _ = chars.a5 }",
      "_ = Assets.Characters.self.a6",
      "extension Assets.Characters { static var all: [Asset] { [a7] } }",
      "_ = (Assets.Characters.self)\n  .a8",
    ]
    let files = (1...9).map { "Characters/a\($0).png" }
    #expect(Self.unused(files, sources: uses) == ["Characters/a9.png"])
    // A member name alone, with its namespace never named, is no use.
    #expect(Self.unused(files, sources: ["_ = x.a1"]).count == 9)
  }

  /// Set names and the members Xcode's generated asset symbols gave them, as committed copies of
  /// `GeneratedAssetSymbols.swift` show (see `XcodeAssetSymbols`).
  static let xcodeSpellings = [
    ("401", "_401"), ("402a", "_402A"), ("701.33", "_701_33"), ("A1", "A_1"), ("CS", "CS"),
    ("GateIN", "gateIN"), ("arrow-left", "arrowLeft"), ("Group 15", "group15"),
    ("users-gear 1", "usersGear1"), ("color_000000", "color000000"), ("AccentColor", "accent"),
    ("shadowColor", "shadow"), ("shadowColor 1", "shadowColor1"),
    ("adult_products_image", "adultProducts"), ("Initial-Image", "initial"), ("Image", "image"),
    ("welcomeVCimage", "welcomeVCimage"), ("Colors/Accent", "accent"), ("Default", "default"),
  ]

  @Test("each member Xcode's asset symbols spell names its set, and no other set")
  func xcodeAssetSymbolSpellings() {
    for (set, member) in Self.xcodeSpellings {
      let keys = XcodeAssetSymbols.keys(ofMembers: [member])
      #expect(XcodeAssetSymbols.mayName(setNamed: set, memberKeys: keys), "\(set): \(member)")
      #expect(!XcodeAssetSymbols.mayName(setNamed: set, memberKeys: ["other"]), "\(set)")
    }
    // Beyond ASCII, whether Xcode keeps a letter, folds its marks or drops it.
    for member in ["café", "cafe", "caf"] {
      let keys = XcodeAssetSymbols.keys(ofMembers: [member])
      #expect(XcodeAssetSymbols.mayName(setNamed: "Café", memberKeys: keys), "\(member)")
    }
  }

  @Test(
    "20,000 keep patterns against 5,000 assets: each pattern only tried where it can match",
    .slowTier, timeLimit(minutes: 20))
  func keepPatternsScale() {
    let files = (0..<5_000).map { "Set\($0 / 100)/asset_\($0).png" }
    var keep = (0..<5_000).filter { $0 % 2 == 0 }.map { "Set\($0 / 100)/asset_\($0)" }
    keep += (0..<5_000).filter { $0 % 2 == 1 }.map { "Set\($0 / 100)/asset_\($0).p*" }
    keep += (0..<10_000).map { "Gone\($0)/*" }
    let unused = Self.unused(files, sources: [], keep: keep)
    #expect(unused.isEmpty, "\(unused.prefix(3))")
    let half = Self.unused(files, sources: [], keep: Array(keep.prefix(2_500)) + ["*_4999.png"])
    #expect(half.count == 2_499)
  }
}
