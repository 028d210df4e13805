import Foundation
import TestSupport
import Testing

/// Names that hold a newline or a bidirectional control cannot make the output lie: no finding
/// prints a line of its own, and no comment of the generated source ends early.
@Suite("Output that cannot lie")
struct OneLineOutputTests {
  static let folder = "Res\nforged: error: injected"

  @Test func aNewlineInANameNeitherForgesAFindingNorEndsAComment() throws {
    let files = [
      "hero.png", "hero~IPAD.png", "hero~ipad.png",
      "b\u{202E}\nLogin.swift:12: error: injected.png",
    ]
    let temporary = try TemporaryFolder(files: files.map { Self.folder + "/" + $0 })
    defer { temporary.remove() }
    let input = temporary.url.appendingPathComponent(Self.folder)
    let lint = try CommandRunner.run(["lint", input.path])
    // Each line is a finding of a file of the folder, or the summary: none starts with the
    // forged location, and none holds a raw newline's second half or bidirectional control.
    let lines = lint.error.split(separator: "\n")
    #expect(lines.count >= 3, "\(lint.error)")
    for line in lines {
      #expect(!line.hasPrefix("Login.swift") && !line.hasPrefix("forged"), "\(line)")
      #expect(!line.unicodeScalars.contains("\u{202E}"), "\(line)")
    }
    #expect(lint.error.contains("\\u{202E}\\nLogin.swift"), "\(lint.error)")

    // The folder's name alone, with the files that are errors taken out.
    for file in files[1...] where file != "hero~ipad.png" {
      try FileManager.default.removeItem(at: input.appendingPathComponent(file))
    }
    let output = temporary.url.appendingPathComponent("Assets.swift")
    let generate = try CommandRunner.run([
      "generate", "--input", input.path, "--output", output.path,
    ])
    #expect(generate.status == 0, "\(generate.error)")
    let source = try String(contentsOf: output, encoding: .utf8)
    let header = try #require(source.split(separator: "\n").first)
    #expect(header.contains("from 'Res\\nforged: error: injected': "), "\(header)")
    #expect(!source.contains("\nforged: error: injected"))
  }

  /// `table` prints one row per asset and one cell per tab: a name's U+202E, which reversed the
  /// row in a terminal, is escaped, and `--json` keeps the name as it is. (A tab or a newline
  /// in a name is an error, and that file has no row.)
  @Test func tableRowsKeepTheirShape() throws {
    let name = "he\u{202E}ro.png"
    let temporary = try TemporaryFolder(files: ["Assets/" + name, "Assets/plain.png"])
    defer { temporary.remove() }
    let folder = temporary.url.appendingPathComponent("Assets").path
    let table = try CommandRunner.run(["table", folder])
    #expect(table.status == 0, "\(table.error)")
    let rows = table.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(rows.count == 3, "\(table.output)")
    let cells = rows.map { $0.split(separator: "\t", omittingEmptySubsequences: false).count }
    #expect(Set(cells).count == 1, "\(table.output)")
    #expect(!table.output.unicodeScalars.contains("\u{202E}"))
    #expect(table.output.contains("he\\u{202E}ro.png"), "\(table.output)")
    let json = try CommandRunner.run(["table", folder, "--json"])
    #expect(json.output.contains("he\u{202E}ro.png"), "\(json.output)")
  }
}
