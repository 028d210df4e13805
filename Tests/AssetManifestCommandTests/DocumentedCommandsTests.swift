import Foundation
import TestSupport
import Testing

/// Every `swift run asset-manifest` and `swift run standard-folders` line of the shell blocks of
/// the README and the DocC articles runs, from the repository's root, as a reader pastes it:
/// with status 0, and printing the file its comment names (`# Image1-667h@2x.png`). A block
/// that shows an app's package, not this repository, says so in its fence (```` ```sh
/// in-an-app ````) and is not run; any other line of a block that is run (but `swift test`,
/// which CI runs itself) fails the test, so that no line is passed over in silence.
@Suite("The command lines the documents show")
struct DocumentedCommandsTests {
  /// One command line of a document, continuation lines joined.
  struct Line: CustomStringConvertible {
    var document: String
    var number: Int
    var text: String
    var description: String { "\(document):\(number): \(text)" }
  }

  /// The lines of `text`'s ```` ```sh ```` blocks, less those of blocks marked `in-an-app`.
  static func lines(of text: String, document: String) -> [Line] {
    var lines: [Line] = []
    var inBlock = false
    var pending: Line?
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      if line.hasPrefix("```") {
        inBlock = !inBlock && line.split(separator: " ") == ["```sh"]
        pending = nil
        continue
      }
      guard inBlock else { continue }
      var current = pending ?? Line(document: document, number: index + 1, text: "")
      current.text += line.trimmingCharacters(in: .whitespaces)
      if current.text.hasSuffix("\\") {
        current.text.removeLast()
        pending = current
      } else {
        pending = nil
        lines.append(current)
      }
    }
    return lines
  }

  /// The file a line's comment names as its answer, if the comment is one file name.
  static func namedFile(_ line: String) -> String? {
    guard let comment = line.range(of: "# ") else { return nil }
    let name = line[comment.upperBound...].trimmingCharacters(in: .whitespaces)
    let isFileName =
      name.contains(".") && name.allSatisfy { $0.isLetter || $0.isNumber || "@~.-_".contains($0) }
    return isFileName ? name : nil
  }

  @Test("the reader finds the lines, joins continuations and leaves out apps' blocks")
  func theReaderFindsTheLines() {
    let text = """
      ```sh
      swift run asset-manifest devices   # the list
      swift run asset-manifest unused SampleAssets \\
        --sources /tmp/App.swift
      ```
      ```sh in-an-app
      swift run asset-manifest lint Sources/App
      ```
      ```swift
      let x = 1
      ```
      """
    let lines = Self.lines(of: text, document: "D.md")
    #expect(
      lines.map(\.text) == [
        "swift run asset-manifest devices   # the list",
        "swift run asset-manifest unused SampleAssets --sources /tmp/App.swift",
      ])
    #expect(lines.map(\.number) == [2, 3])
    #expect(
      Self.namedFile("swift run asset-manifest resolve X Image1   # Image1-667h@2x.png")
        == "Image1-667h@2x.png")
    #expect(Self.namedFile("swift run asset-manifest rules   # every rule: ID") == nil)
  }

  /// The lines a block that is run may hold, by their start.
  static let runnable = ["swift run asset-manifest", "swift run standard-folders", "echo "]

  @Test("every command line of the README's and the articles' shell blocks runs as shown")
  func everyDocumentedCommandRuns() throws {
    let scratch = try TemporaryFolder(files: [])
    defer { scratch.remove() }
    // `swift run NAME` is the built product; `/tmp/` is a folder of this test's own, so that
    // runs of the tests at once do not share files.
    let prelude = """
      swift() { [ "$1" = run ] || exit 97; shift; name=$1; shift; "$PRODUCTS/$name" "$@"; }

      """
    var ran = 0
    for document in try Repository.documents() {
      for line in Self.lines(of: try Repository.text(of: document), document: document) {
        guard Self.runnable.contains(where: line.text.hasPrefix) else {
          #expect(
            line.text.hasPrefix("swift test"),
            "\(line) is not run: mark its block ```sh in-an-app, or show a command that runs here")
          continue
        }
        let command = line.text.replacingOccurrences(of: "/tmp/", with: scratch.url.path + "/")
        let run = try ChildProcess.run(
          URL(fileURLWithPath: "/bin/bash"), ["-c", prelude + command],
          environment: ProcessInfo.processInfo.environment.merging(
            ["PRODUCTS": BuildProducts.folder.path], uniquingKeysWith: { $1 }),
          directory: Repository.root, deadline: 120)
        #expect(run.status == 0, "\(line) exited \(run.status): \(run.error.prefix(600))")
        if let file = Self.namedFile(line.text) {
          #expect(run.output.contains(file), "\(line) printed \(run.output.prefix(300))")
        }
        ran += 1
      }
    }
    #expect(ran >= 30, "the reader found \(ran) command lines")
  }
}
