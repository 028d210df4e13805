import AssetManifestAudit
import AssetManifestGenerator
import Testing

/// The coverage report's grid may wrap a file name or an asset path only before `/`, `@`, `~`
/// and `-`: each piece between those is kept on one line, and nothing else in a name gives the
/// browser a place to break (`sky-568h@2x.j` / `pg` was what a user saw).
@Suite("Report: names wrap only before / @ ~ -")
struct ReportNameTests {
  static let breaksBefore: Set<Character> = ["/", "@", "~", "-"]

  static let files = [
    "Backgrounds/sky-568h@2x.jpg", "Backgrounds/sky.jpg", "Bosses/dragon-568h@2x~iphone.png",
    "Bosses/dragon.png", "Characters/villain-hd@2x.png", "Characters/villain-hd.png",
    "Characters/villain.png",
    "Odd/--lead.png", "Odd/a <b> & c.png", "Odd/日本語-アイコン@2x.png", "Odd/日本語-アイコン.png",
  ]

  /// The page of `files`, each cell linked to its file.
  static func page() -> String {
    let output = ManifestGenerator.generate(
      FolderListing(files: files, diagnostics: []), options: GeneratorOptions())
    let links = Dictionary(uniqueKeysWithValues: files.map { ($0, $0) })
    return CoverageReport(
      title: "names", groups: output.groups, table: output.table, images: [:], findings: [],
      links: links, thumbnails: [:]
    ).html()
  }

  /// The markup of every name in the grid: each asset's path, then each served file's name.
  /// (Split with Foundation's `components(separatedBy:)`: the standard library's split on a
  /// string needs macOS 13, newer than the tests may be built for.)
  static func names(_ html: String) -> [Substring] {
    html.components(separatedBy: "<tr id=\"a-").dropFirst().flatMap { chunk in
      let row = chunk.components(separatedBy: "</tr>")[0]
      let path = row.components(separatedBy: "<th>")[1].components(separatedBy: "</th>")[0]
      let files = row.components(separatedBy: "<td").dropFirst().compactMap { cell -> Substring? in
        guard let link = cell.components(separatedBy: "<a href=\"").dropFirst().first else {
          return nil
        }
        return Substring(
          String(link.drop { $0 != ">" }.dropFirst()).components(separatedBy: "</a>")[0])
      }
      return [Substring(path)] + files
    }
  }

  /// The text of each piece of a name's markup, or nil unless the markup is `<span>` pieces
  /// joined by `<wbr>`.
  static func pieces(_ markup: Substring) -> [String]? {
    let pieces = String(markup).components(separatedBy: "<wbr>").map {
      piece -> String? in
      guard piece.hasPrefix("<span>"), piece.hasSuffix("</span>") else { return nil }
      let text = piece.dropFirst("<span>".count).dropLast("</span>".count)
      return text.contains("<") ? nil : unescape(text)
    }
    return pieces.contains(nil) ? nil : pieces.compactMap { $0 }
  }

  static func unescape(_ text: Substring) -> String {
    var text = String(text)
    for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'")] {
      text = text.replacingOccurrences(of: entity, with: character)
    }
    return text.replacingOccurrences(of: "&amp;", with: "&")
  }

  @Test("a quote stays escaped when a combining mark joins it into one character")
  func quotesWithCombiningMarks() {
    let escaped = CoverageReport.escape("a\"\u{301} onmouseover=alert(1) b.png")
    #expect(!escaped.unicodeScalars.contains("\""), "\(escaped)")
    #expect(escaped.hasPrefix("a&quot;\u{301}"))
  }

  @Test func everyNameIsPiecesThatStartAtASuffix() throws {
    let page = Self.page()
    let names = Self.names(page)
    // A cell serving its left neighbour's file shows a ditto mark instead of the name.
    let dittos = page.components(separatedBy: " same\" title=\"").count - 1
    #expect(dittos > 0)
    #expect(
      names.count + dittos == 6 * 20,
      "six assets, each with a name or a ditto mark for each of the 19 devices")
    for markup in names {
      let pieces = try #require(Self.pieces(markup), "\(markup)")
      #expect(!pieces.contains { $0.isEmpty }, "\(markup)")
      // A piece may hold a separator only as its first character, and only the first piece
      // may lack one: a break before a piece is a break before a separator.
      let separatorsInside = pieces.map { $0.dropFirst().filter { Self.breaksBefore.contains($0) } }
      #expect(separatorsInside.allSatisfy { $0.isEmpty }, "\(markup)")
      #expect(
        pieces.dropFirst().allSatisfy { $0.first.map { Self.breaksBefore.contains($0) } == true },
        "\(markup)")
    }
  }

  @Test(
    "the pieces of some names",
    arguments: [
      ("sky-568h@2x.jpg", ["sky", "-568h", "@2x.jpg"]),
      ("dragon-568h@2x~iphone.png", ["dragon", "-568h", "@2x", "~iphone.png"]),
      ("villain-hd@2x.png", ["villain", "-hd", "@2x.png"]),
      ("Bosses/dragon.png", ["Bosses", "/dragon.png"]),
      ("--lead.png", ["-", "-lead.png"]),
      ("a <b> & c.png", ["a <b> & c.png"]),
      ("日本語-アイコン@2x.png", ["日本語", "-アイコン", "@2x.png"]),
    ])
  func piecesOf(name: String, expected: [String]) throws {
    let shown = Self.names(Self.page()).compactMap(Self.pieces)
    #expect(shown.contains(expected), "\(name) is not shown as \(expected)")
  }
}
