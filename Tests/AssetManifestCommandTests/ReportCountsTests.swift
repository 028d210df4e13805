import Foundation
import TestSupport
import Testing

/// The report counts one way: an asset is one asset in the header, the summary and the grid,
/// its language rows under it; a language row's cell is "not served" only when a user of that
/// language gets no file on that device, and otherwise names the file they get, which the
/// runtime's resolver (`resolve --language`) gives too.
@Suite("Report: one count of assets, language rows served as users are")
struct ReportCountsTests {
  /// `de.lproj` has only an iPad banner, `fr.lproj` a 1x one, `en.lproj` 1x and 2x; `only`
  /// exists in German on iPads alone.
  static let files = [
    "en.lproj/banner.png", "en.lproj/banner@2x.png", "de.lproj/banner~ipad.png",
    "fr.lproj/banner.png", "hero.png", "hero@2x.png", "de.lproj/only~ipad.png",
  ]

  struct Row {
    var id: String
    var isLanguage: Bool
    var heading: String
    /// Each cell's class and text.
    var cells: [(status: String, text: String)]
  }

  static func page(_ folder: TemporaryFolder) throws -> (html: String, error: String) {
    let page = folder.url.deletingLastPathComponent()
      .appendingPathComponent("report-\(UUID().uuidString).html")
    defer { try? FileManager.default.removeItem(at: page) }
    let result = try CommandRunner.run(["report", folder.url.path, "--output", page.path])
    #expect(result.status == 0, "\(result.error)")
    return (try String(contentsOf: page, encoding: .utf8), result.error)
  }

  static func text(_ markup: some StringProtocol) -> String {
    var out = ""
    var inTag = false
    for character in markup {
      if character == "<" {
        inTag = true
      } else if character == ">" {
        inTag = false
      } else if !inTag {
        out.append(character)
      }
    }
    return out.replacingOccurrences(of: "&amp;", with: "&")
  }

  static func devices(_ html: String) -> [String] {
    let head = html.components(separatedBy: "<table id=\"grid\">")[1]
      .components(separatedBy: "</thead>")[0]
    return head.components(separatedBy: "<th data-device=\"").dropFirst().map {
      String($0.prefix { $0 != "\"" })
    }
  }

  static func rows(_ html: String) -> [Row] {
    html.components(separatedBy: "<tr id=\"a-").dropFirst().map { chunk in
      let row = chunk.components(separatedBy: "</tr>")[0]
      let heads = row.components(separatedBy: "<th")
      var cells: [(status: String, text: String)] = []
      for cell in row.components(separatedBy: "<td class=\"").dropFirst() {
        let status = String(cell.prefix { $0 != "\"" })
        // A ditto mark stands for the file of the cell to its left.
        if status.hasSuffix(" same"), let left = cells.last {
          cells.append((String(status.dropLast(" same".count)), left.text))
          continue
        }
        let content = cell.drop { $0 != ">" }.dropFirst().components(separatedBy: "</td>")[0]
        // The file's name and its size in pixels, when it has one, are separate lines.
        cells.append((status, text(content.components(separatedBy: "<br><small>")[0])))
      }
      return Row(
        id: "a-" + String(chunk.prefix { $0 != "\"" }),
        isLanguage: chunk.components(separatedBy: ">")[0].contains("class=\"language\""),
        heading: text(heads[1].drop { $0 != ">" }.dropFirst().components(separatedBy: "</th>")[0]),
        cells: cells)
    }
  }

  static func summary(_ html: String) -> [String: [String: Int]] {
    var counts: [String: [String: Int]] = [:]
    for chunk in html.components(separatedBy: "<tr data-device=\"").dropFirst() {
      let row = chunk.components(separatedBy: "</tr>")[0]
      var device: [String: Int] = [:]
      for cell in row.components(separatedBy: "data-status=\"").dropFirst() {
        let number = cell.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" }
        device[String(cell.prefix { $0 != "\"" })] = Int(number)
      }
      counts[String(chunk.prefix { $0 != "\"" })] = device
    }
    return counts
  }

  @Test("the header, the summary, the grid and the command count 3 assets")
  func oneCount() throws {
    let folder = try TemporaryFolder(files: Self.files)
    defer { folder.remove() }
    let (html, error) = try Self.page(folder)
    #expect(error.contains(": 3 assets, 19 devices"), "\(error)")
    #expect(html.contains("<p>3 assets (2 localized, with 4 language rows under them), 7 files"))
    let rows = Self.rows(html)
    #expect(
      rows.filter { !$0.isLanguage }.map(\.heading) == ["banner.png", "hero.png", "only.png"])
    #expect(rows.count { $0.isLanguage } == 4)
    // Each language row sits under its asset.
    #expect(rows.map(\.isLanguage) == [false, true, true, true, false, false, true])
    #expect(
      html.contains(
        "class=\"language\" data-asset=\"a-0\" data-folder=\"\" data-name=\"banner.png\""))
    let summary = Self.summary(html)
    #expect(summary.count == 19)
    for (device, counts) in summary {
      #expect(counts.values.reduce(0, +) == 3, "\(device): \(counts)")
    }
    // `only.png` counts once, by its asset row: a user of none of its languages gets nothing.
    #expect(summary["iphone-retina"]?["not-served"] == 1)
    #expect(summary["ipad-retina"]?["not-served"] == 1)
    #expect(summary["ipad-retina"]?["at-scale"] == 2)
  }

  @Test("a language row's cell is what a user of that language gets, as resolve says")
  func languageRowsServeTheirUsers() throws {
    let folder = try TemporaryFolder(files: Self.files)
    defer { folder.remove() }
    let (html, _) = try Self.page(folder)
    let devices = Self.devices(html)
    let rows = Self.rows(html)
    let german = try #require(rows.first { $0.heading.hasPrefix("de.lproj de.lproj/banner") })
    let french = try #require(rows.first { $0.heading.hasPrefix("fr.lproj fr.lproj/banner") })
    let phone = try #require(devices.firstIndex(of: "iphone-retina"))
    let pad = try #require(devices.firstIndex(of: "ipad-retina"))
    // German has no phone banner: a German phone user gets the development language's.
    #expect(german.cells[phone].text == "from en.lproj/banner@2x.png")
    #expect(german.cells[phone].status == "at-scale elsewhere")
    #expect(german.cells[pad].text == "banner~ipad.png")
    // French has a 1x banner, which the resolver takes before any other folder's 2x one.
    #expect(french.cells[phone].text == "banner.png")
    #expect(french.cells[phone].status == "upscaled")
    for (row, language) in [(german, "de"), (french, "fr")] {
      for (column, device) in devices.enumerated() {
        let resolved = try CommandRunner.run([
          "resolve", folder.url.path, "banner.png", "--language", language, "--device", device,
        ])
        #expect(resolved.status == 0, "\(resolved.error)")
        let file = resolved.output.trimmingCharacters(in: .newlines)
        let shown = row.cells[column].text
        let expected =
          file.hasPrefix("\(language).lproj/")
          ? String(file.split(separator: "/").last!) : "from " + file
        #expect(shown == expected, "\(language) on \(device)")
        #expect(row.cells[column].status != "not-served")
      }
    }
  }

  @Test("not served only when a user of the language gets no file")
  func notServedOnlyWithoutAnyFile() throws {
    let folder = try TemporaryFolder(files: Self.files)
    defer { folder.remove() }
    let (html, _) = try Self.page(folder)
    let devices = Self.devices(html)
    let only = try #require(rows(html).first { $0.heading.hasPrefix("de.lproj de.lproj/only.png") })
    for (column, device) in devices.enumerated() {
      let resolved = try CommandRunner.run([
        "resolve", folder.url.path, "only.png", "--language", "de", "--device", device,
      ])
      #expect(
        (only.cells[column].status == "not-served") == (resolved.status == 1),
        "\(device): \(only.cells[column])")
    }
    #expect(only.cells[devices.firstIndex(of: "iphone")!].text == "—")
  }

  private func rows(_ html: String) -> [Row] { Self.rows(html) }
}
