import AssetManifestAudit
import AssetManifestGenerator
import Foundation
import TestSupport
import Testing

@Suite("What Swift sources reference")
struct SwiftReferencesTests {
  /// The chains of `sources`, read as one module: aliases followed.
  static func chains(_ sources: String...) -> [String] {
    var references = SwiftReferences()
    for source in sources { references.formUnion(SwiftReferences(source: source)) }
    return references.expandedChains().map { $0.joined(separator: ".") }
  }

  @Test func chainsAcrossLinesWithoutCommentsOrBackticks() {
    let source = """
      let a = Assets.Characters.hero.path(for: .pad)
      let b = Assets
        .Characters // the cast
        .`default`
      // Assets.Sounds.beep
      /* Assets.Sounds.click /* nested */ Assets.Sounds.gone */
      """
    let found = Self.chains(source)
    #expect(found.contains("Assets.Characters.hero.path"))
    #expect(found.contains("Assets.Characters.default"))
    #expect(!found.contains { $0.contains("Sounds") }, "\(found)")
  }

  @Test("a local alias reads as what it stands for")
  func aliases() {
    let found = Self.chains(
      """
      typealias Art = Assets.Characters
      let cast = Assets.Characters.self
      func draw() { _ = Art.hero; _ = cast.villain.url }
      """)
    #expect(found.contains("Assets.Characters.hero"))
    #expect(found.contains("Assets.Characters.villain.url"))
  }

  @Test("aliases hold across files, by every name they were given, anywhere in a chain")
  func aliasesAcrossAModule() {
    let found = Self.chains(
      """
      typealias Art = Assets.Characters
      enum Theme { static let backgrounds: Assets.Backgrounds.Type = Assets.Backgrounds.self }
      """,
      """
      func a() { let art = Assets.Characters.self; _ = art.hero }
      func b() { let art = Assets.Backgrounds.self; _ = art.sky }
      func c() { _ = Art.villain; _ = Theme.backgrounds.sea; _ = self.again.moon }
      let again = Top.Backgrounds.self
      typealias Top = Assets
      let s = "\\(x.y)"
      """)
    for expression in [
      "Assets.Characters.hero", "Assets.Backgrounds.sky", "Assets.Characters.villain",
      "Assets.Backgrounds.sea", "Assets.Backgrounds.moon",
    ] {
      #expect(found.contains(expression), "\(expression): \(found)")
    }
    #expect(!found.contains { $0.hasPrefix("x.y.") }, "a string is no alias: \(found)")
  }

  @Test("a parameter of a namespace's type stands for the namespace")
  func namespaceParameters() {
    let found = Self.chains(
      "func show(_ art: Assets.Characters.Type) -> URL? { art.hero.url }\n"
        + "let url = show(Assets.Characters.self)\n")
    #expect(found.contains("Assets.Characters.hero.url"), "\(found)")
  }

  @Test("a multi-line literal names a file by its trimmed text")
  func multiLineLiterals() {
    let literals = SwiftReferences(source: "let a = \"\"\"\n    Characters/a6.png\n    \"\"\"\n")
      .literals
    #expect(literals.contains("Characters/a6.png"), "\(literals)")
  }

  /// Each form of string literal Swift compiles, and the text the program sees, as swiftc 6.3
  /// printed it: escapes, raw delimiters, a multi-line literal's first and last line breaks and
  /// its closing delimiter's indentation removed, a line continuation (`\`, white space allowed
  /// after it, then the line break) removed with its line break, CR LF read as one line break.
  static let stringForms: [(source: String, program: String)] = [
    (#""plain""#, "plain"),
    (#""caf\u{E9}\u{00000021}\t\"\\""#, "café!\t\"\\"),
    (##"#"raw \d\#u{41}"#"##, #"raw \dA"#),
    (###"##"two "# hashes\##t"##"###, "two \"# hashes\t"),
    ("\"\"\"\n    indented\n      deeper\n    \"\"\"", "indented\n  deeper"),
    ("\"\"\"\n    con\\\n    tinued\n    \"\"\"", "continued"),
    ("\"\"\"\n    space after\\  \t\n    the backslash\n    \"\"\"", "space afterthe backslash"),
    ("\"\"\"\n    then\\\n\n    \"\"\"", "then"),
    ("\"\"\"\n\t  tab\\\n\t  bed\n\t  \"\"\"", "tabbed"),
    ("\"\"\"\n  \\u{65}scaped\\\n  \\\"join\\\"\n  \"\"\"", "escaped\"join\""),
    ("#\"\"\"\n    raw\\#\n    multi \\(x)\n    \"\"\"#", #"rawmulti \(x)"#),
    ("##\"\"\"\n  two\\##\n  hashes\\#\n  \"\"\"##", ##"twohashes\#"##),
    ("\"\"\"\r\n    cr lf\\\r\n    ended\r\n    \"\"\"", "cr lfended"),
    ("\"\"\"\n    \"\"\"", ""),
  ]

  @Test("every string form is read as the program sees it")
  func stringFormsAsTheProgramSeesThem() {
    for form in Self.stringForms {
      let references = SwiftReferences(source: "let s = \(form.source)\n")
      let read = references.literals.union(references.unescapedLiterals)
      #expect(read.contains(form.program), "\(form.source.debugDescription): \(read)")
    }
  }

  @Test("regex literals hide no code")
  func regexLiterals() {
    let found = Self.chains(
      """
      let slashes = /\\/*/
      let quotes = #/\"""/#
      let half = width / 2 / 3
      _ = Assets.Characters.hero
      """)
    #expect(found.contains("Assets.Characters.hero"), "\(found)")
    #expect(found.contains("width"))
  }

  @Test("interpolations nested past any depth end the reading, not the process")
  func deepNesting() {
    let depth = 5_000
    let source =
      String(repeating: #""\("#, count: depth) + "Assets.a.b"
      + String(repeating: #")""#, count: depth)
    let chains = SwiftReferences(source: source).chains
    #expect(chains.allSatisfy { $0 == ["Assets", "a", "b"] }, "\(chains.prefix(5))")
  }

  @Test("literals are kept, and the text between interpolations; their code is read")
  func literals() {
    let references = SwiftReferences(
      source: #"""
        let a = UIImage(named: "sky")
        let b = Assets.manifest.url(forFile: "Icons/star.png")
        let c = "Sounds/\(Assets.Sounds.click.name)"
        let d = #"raw "quoted""#
        let e = """
          multi
          """
        let f = "escaped \" quote"
        let g = "\(folder)/Items/coin.png"
        let h = "flag-\(code)"
        let i = "\(count) items"
        """#)
    #expect(
      references.literals
        == [
          "sky", "Icons/star.png", #"raw "quoted""#, "\n  multi\n  ", "multi",
          #"escaped \" quote"#, "Sounds", "Items/coin.png",
        ])
    #expect(references.chains.contains(["Assets", "Sounds", "click", "name"]))
  }

  /// An enum's case without a raw value written has its name as its raw value, which a lookup
  /// may pass (`Bundle.module.url(forResource: gem.rawValue, …)`): every case's name is kept as
  /// a literal (which errs towards "used" for the cases that write one, or are no strings). A
  /// pattern of a `switch` names a member, not a string.
  @Test("an enum's case names are the strings of their raw values")
  func enumCasesAreLiterals() {
    let references = SwiftReferences(
      source: """
        enum Gem: String, CaseIterable { case jade, opal
          case ruby = "red", topaz
          case `default`
          case onyx = "black"
          case pearl(Int)
        }
        func f(_ g: Gem) -> Int {
          switch g { case .jade, .opal: return 1
          case let other: return 2 }
        }
        """)
    #expect(
      references.literals == [
        "jade", "opal", "ruby", "red", "topaz", "default", "onyx", "black", "pearl",
      ],
      "\(references.literals)")
  }

  @Test("any bytes are read to the end, and all that is found is in them")
  func anyBytes() {
    var generator = SeededGenerator(seed: 7)
    // Combining marks too, which join the byte before them into one Swift `Character`.
    let alphabet = Array(##"ab.`"#\()/* =let"##.utf8) + [0x0A, 0xC3, 0xA9, 0xFF, 0xCC, 0x81]
    for _ in 0..<2_000 {
      let count = Int.random(in: 0..<64, using: &generator)
      let bytes = (0..<count).map { _ in alphabet.randomElement(using: &generator)! }
      let source = String(decoding: bytes, as: UTF8.self)
      let references = SwiftReferences(source: source)
      let sourceBytes = Array(source.utf8)
      let found = (Array(references.chains.joined()) + Array(references.literals)).filter {
        !$0.isEmpty
      }
      #expect(found.allSatisfy { Self.bytes(sourceBytes, hold: Array($0.utf8)) }, "\(source)")
    }
  }

  /// Whether `part` is a run of `bytes` (what `firstRange(of:)` answers, which needs macOS 13).
  static func bytes(_ bytes: [UInt8], hold part: [UInt8]) -> Bool {
    part.count <= bytes.count
      && (0...(bytes.count - part.count)).contains {
        bytes[$0..<($0 + part.count)].elementsEqual(part)
      }
  }
}
