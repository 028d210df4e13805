import Foundation
import TestSupport
import Testing

/// The README, the command-line article and `asset-manifest --help` show one set of commands:
/// a command added to the tool and left out of the documents, or a document still showing one
/// that is gone, fails here, naming it.
@Suite("The commands the help and the documents show")
struct CommandListTests {
  /// The documents that show the commands, relative to the repository.
  static let documents = ["README.md", Repository.catalog + "/CommandLine.md"]

  /// `asset-manifest COMMAND` (not `generate-asset-manifest`, `asset-manifest.json` or an option).
  static let shown = try! NSRegularExpression(pattern: #"(?<![\w-])asset-manifest ([a-z][a-z-]*)"#)

  /// The commands `text` shows as `asset-manifest COMMAND`, in code or in prose.
  static func commands(shownIn text: String) -> Set<String> {
    let matches = shown.matches(in: text, range: NSRange(text.startIndex..., in: text))
    return Set(matches.compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } })
  }

  /// The commands `asset-manifest --help` lists: the first word of each entry under COMMANDS
  /// (indented by two spaces; usage and descriptions are indented further), without the
  /// `help, --help` and `--version` entries, which are about the tool, not its work.
  static func commands(listedIn help: String) -> Set<String> {
    let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
      .drop { $0 != "COMMANDS:" }.dropFirst()
    return Set(
      lines.compactMap { line -> String? in
        guard line.hasPrefix("  "), let first = line.dropFirst(2).first, first.isLetter else {
          return nil
        }
        let name = line.dropFirst(2).prefix { $0.isLetter || $0 == "-" }
        return name == "help" ? nil : String(name)
      })
  }

  /// What `found` lacks of `expected` and shows besides, in words, or nil when they are equal.
  static func difference(_ found: Set<String>, from expected: Set<String>) -> String? {
    guard found != expected else { return nil }
    let missing = expected.subtracting(found).sorted()
    let extra = found.subtracting(expected).sorted()
    return [
      missing.isEmpty ? nil : "lacks \(missing.joined(separator: ", "))",
      extra.isEmpty ? nil : "shows \(extra.joined(separator: ", ")), which --help does not list",
    ].compactMap { $0 }.joined(separator: "; ")
  }

  @Test("the readers find commands, and only commands")
  func theReadersFindCommands() {
    #expect(
      Self.commands(
        shownIn: """
          swift run asset-manifest lint SampleAssets; `asset-manifest rules` lists them;
          swift package generate-asset-manifest --target Game; asset-manifest.json;
          swift run asset-manifest --help; asset-manifest-generate; the `asset-manifest` tool
          """) == ["lint", "rules"])
    #expect(
      Self.commands(
        listedIn: """
          USAGE: asset-manifest <command> [arguments]

          Resolves device-specific file variants
            not a command

          COMMANDS:
            devices
                List the known devices.

            resolve DIR NAME [--device DEVICE]
                             [--probe]
                Print the path.

            help, --help
                Show this text.

            --version
                Print the version.
          """) == ["devices", "resolve"])
    #expect(Self.difference(["a", "b"], from: ["a", "b"]) == nil)
    #expect(
      Self.difference(["a", "dirs"], from: ["a", "rules"])
        == "lacks rules; shows dirs, which --help does not list")
  }

  @Test("the README and the command-line article show the commands --help lists")
  func documentsShowTheCommandsTheHelpLists() throws {
    let help = try CommandRunner.run(["--help"])
    try #require(help.status == 0, "\(help.error)")
    let listed = Self.commands(listedIn: help.output)
    #expect(listed.isSuperset(of: ["resolve", "generate", "lint", "unused"]), "\(listed.sorted())")
    for document in Self.documents {
      let shown = Self.commands(shownIn: try Repository.text(of: document))
      #expect(
        Self.difference(shown, from: listed) == nil,
        "\(document) \(Self.difference(shown, from: listed) ?? ""); --help lists \(listed.sorted())"
      )
    }
  }
}
