import CommandLineArguments
import Foundation
import TestSupport
import Testing

/// Every option a command accepts is in its help, and every option its help shows is accepted:
/// the parser (`Arguments`) and the usage (`Usage`) read one list of declarations (`Option`).
/// The first tests hold the declarations' two readers to their rules; the others hold every
/// command to them from the outside, through its executable, so that a command that parses
/// with one list and shows another fails here, naming the option.
@Suite("Each option in its command's help")
struct OptionUsageTests {
  static let options = [
    Option("--input", "DIR", help: "the folder"),
    Option("--layout", "LAYOUT", choices: ["relative", "copy", "process"], help: "how it lands"),
    Option("--regenerate-with", "TEXT", help: "what makes the file again"),
    Option("--strict", help: "fail on warnings"),
  ]

  @Test("the parser takes a value after an option, none after a flag, and refuses the rest")
  func theParserReadsTheDeclarations() throws {
    let arguments = try Arguments(
      ["DIR", "--input", "a", "--strict", "--input", "b", "--layout", "copy"],
      options: Self.options)
    #expect(arguments.positionals == ["DIR"])
    #expect(arguments.value("--input") == "b")
    #expect(arguments.values("--input") == ["a", "b"])
    #expect(arguments.has("--strict"))
    #expect(!arguments.has("--regenerate-with"))
    #expect(arguments.value("--layout") == "copy")
    // After `--`, names that look like options are positionals, `--` again among them.
    let ended = try Arguments(
      ["--strict", "--", "-dark.png", "--", "--input"], options: Self.options)
    #expect(ended.positionals == ["-dark.png", "--", "--input"])
    #expect(ended.has("--strict") && !ended.has("--input"))
    #expect(Arguments.asksForHelp(["DIR", "-h"]) && Arguments.asksForHelp(["--help", "--", "x"]))
    #expect(
      !Arguments.asksForHelp(["DIR", "--", "-h"]) && !Arguments.asksForHelp(["--", "--help"]))
    for (raw, message) in [
      (["--bogus"], "error: unknown option '--bogus'"),
      (["--input"], "error: --input needs a value"),
      (["--layout", "flat"], "error: --layout must be relative, copy or process, not 'flat'"),
      (["--strict", "-x"], "error: unknown option '-x'"),
    ] {
      #expect(Self.refusal(raw) == message, "\(raw)")
    }
  }

  @Test("the usage shows each declaration in the synopsis and in the aligned column")
  func theUsageShowsTheDeclarations() {
    let usage = Usage(
      "frob", ["(DIR | --input DIR)"], overview: "    Frobs DIR.", options: Self.options,
      epilogue: "    Exit status: 0.")
    #expect(
      usage.text(prefix: "USAGE: tool ") == """
        USAGE: tool frob (DIR | --input DIR) [--layout LAYOUT] [--regenerate-with TEXT]
                         [--strict]
            Frobs DIR.
            --input DIR      the folder
            --layout LAYOUT  how it lands
            --regenerate-with TEXT
                             what makes the file again
            --strict         fail on warnings
            Exit status: 0.
        """)
    let narrow = Usage("frob", overview: "", options: [Option("--json", help: "JSON")])
    #expect(narrow.text() == "frob [--json]\n    --json  JSON")
    let wrapped = Usage.wrapped(Array(repeating: "word", count: 40), first: "  lead", indent: 6)
    #expect(wrapped.split(separator: "\n").allSatisfy { $0.count <= 88 }, "\(wrapped)")
    #expect(wrapped.split(separator: "\n").dropFirst().allSatisfy { $0.hasPrefix("      word") })
  }

  @Test("each command's synopsis and option column show the same options")
  func synopsisAndColumnAgree() throws {
    for command in try Self.commands() {
      let help = try command.help()
      let column = Self.column(of: help)
      #expect(
        Self.synopsisOptions(of: help) == Set(column.keys),
        "\(command): the synopsis and the option column differ:\n\(help)")
      #expect(!column.isEmpty || command.arguments == ["devices"], "\(command) shows no option")
    }
    let generate = try Command(["generate"]).help()
    let tool = try Command([], executable: "asset-manifest-generate").help()
    #expect(Self.column(of: tool) == Self.column(of: generate), "\(tool)")
  }

  /// For each option the help shows: the parser knows it, wants a value exactly when the help
  /// shows a placeholder, and when it refuses a value for not being one of the option's
  /// choices, the help names every choice.
  @Test("the parser accepts every option the help shows, as the help shows it")
  func theParserAcceptsWhatTheHelpShows() throws {
    let folder = try TemporaryFolder(files: [])
    defer { folder.remove() }
    var refused = 0
    for command in try Self.commands() {
      let help = try command.help()
      for (option, takesValue) in Self.column(of: help).sorted(by: { $0.key < $1.key }) {
        let alone = try command.run([option], in: folder.url).error
        #expect(!alone.contains("unknown option"), "\(command) refuses \(option): \(alone)")
        #expect(
          alone.contains("\(option) needs a value") == takesValue,
          "\(command) \(option): the help \(takesValue ? "shows" : "shows no") value: \(alone)")
        guard takesValue else { continue }
        let given = try command.run([option, "?"], in: folder.url).error
        #expect(!given.contains("unknown option"), "\(command) refuses \(option): \(given)")
        // The parser's refusal of a value that is none of the option's choices, as opposed
        // to a command's own check of a value (`--namespace must be a Swift type name`).
        let refusal = try Regex(
          #"error: \#(option) must be ((?:[a-z]+, )*[a-z]+ or [a-z]+), not '\?'"#)
        let lines = given.split(separator: "\n")
        guard let line = lines.first(where: { $0.wholeMatch(of: refusal) != nil }) else { continue }
        let choices = line.firstMatch(of: #/must be (.*), not/#)!.1
          .replacingOccurrences(of: " or ", with: ", ").split(separator: ", ")
        let text = Self.text(of: option, in: help)
        refused += 1
        for choice in choices {
          #expect(text.contains(choice), "\(command) \(option)'s help omits '\(choice)': \(text)")
        }
      }
    }
    // --layout, --bundle and --build-system of six commands, and --format and --platform.
    #expect(refused > 20, "only \(refused) options refused a value for their choices")
  }

  /// An option the code reads but no command declares can never be given: the parser refuses
  /// it, so the code behind it never runs.
  @Test("every option the commands' code reads is one a help shows")
  func everyOptionReadIsDeclared() throws {
    var shown: Set<String> = []
    for command in try Self.commands() { shown.formUnion(Self.column(of: try command.help()).keys) }
    let read = try NSRegularExpression(pattern: #"\.(?:value|values|has)\("(--[a-z-]+)"\)"#)
    var undeclared: [String] = []
    for folder in [
      "asset-manifest", "asset-manifest-generate", "AssetManifestCommandLine",
      "AssetManifestAudit", "standard-folders",
    ] {
      let root = Repository.root.appendingPathComponent("Sources/" + folder)
      let files = FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []
      for file in files where file.hasSuffix(".swift") {
        let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        for match in read.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
          let name = String(text[Range(match.range(at: 1), in: text)!])
          if !shown.contains(name) { undeclared.append("\(folder)/\(file) reads \(name)") }
        }
      }
    }
    #expect(!shown.isEmpty)
    #expect(undeclared.isEmpty, "\(undeclared)")
  }

  /// A command of one of the executables, as its arguments before the options.
  struct Command: CustomStringConvertible {
    var arguments: [String]
    var executable = "asset-manifest"

    init(_ arguments: [String], executable: String = "asset-manifest") {
      (self.arguments, self.executable) = (arguments, executable)
    }

    var description: String { ([executable] + arguments).joined(separator: " ") }

    func run(_ options: [String], in folder: URL? = nil) throws -> CommandRunner.Result {
      try CommandRunner.run(
        arguments + options, in: folder,
        executable: CommandRunner.executable.deletingLastPathComponent()
          .appendingPathComponent(executable))
    }

    func help() throws -> String {
      let result = try run(["--help"])
      try #require(result.status == 0, "\(self) --help: \(result.error)")
      return result.output
    }
  }

  /// Every command `asset-manifest --help` lists, and `standard-folders`.
  static func commands() throws -> [Command] {
    let help = try Command([]).run(["--help"]).output
    let listed = CommandListTests.commands(listedIn: help).sorted()
    try #require(listed.count >= 9, "\(listed)")
    return listed.map { Command([$0]) } + [Command([], executable: "standard-folders")]
  }

  /// The message `Arguments` refuses `raw` with, or nil when it takes it.
  static func refusal(_ raw: [String]) -> String? {
    do {
      _ = try Arguments(raw, options: options)
      return nil
    } catch {
      return error.description
    }
  }

  /// The option column's rows: a line of four spaces and a label (`--name` and an upper-case
  /// placeholder, when it takes a value), then two spaces or the line's end; by name, with
  /// whether it shows a placeholder. Prose that starts with an option (`--layout relative,`)
  /// is no row.
  static func column(of help: String) -> [String: Bool] {
    var rows: [String: Bool] = [:]
    for line in help.split(separator: "\n") {
      if let (name, takesValue) = row(line) { rows[name] = takesValue }
    }
    return rows
  }

  /// The option `line` is the row of in the option column, and whether it shows a value.
  static func row(_ line: Substring) -> (name: String, takesValue: Bool)? {
    line.wholeMatch(of: #/    (--[a-z][a-z-]*)( [A-Z]+)?(  .*)?/#).map {
      (String($0.1), $0.2 != nil)
    }
  }

  /// The options the synopsis names: every `--name` before the overview, the first line
  /// indented by exactly four spaces.
  static func synopsisOptions(of help: String) -> Set<String> {
    let synopsis = help.split(separator: "\n").prefix { !$0.contains(#/^    \S/#) }
    return Set(synopsis.flatMap { $0.matches(of: #/--[a-z][a-z-]*/#).map { String($0.output) } })
  }

  /// The help of `option` in the column: its row and the lines under it, up to the next row.
  static func text(of option: String, in help: String) -> String {
    let lines = help.split(separator: "\n")
    guard let start = lines.firstIndex(where: { row($0)?.name == option }) else { return "" }
    let rest = lines[(start + 1)...].prefix { $0.hasPrefix("        ") }
    return ([lines[start]] + rest).joined(separator: " ")
  }
}
