import Foundation
import TestSupport
import Testing

/// `lint` and `unused` with `--format`: every format carries the same findings as the text, the
/// SARIF log is read back by two SARIF readers (Microsoft's sarif-tools and the typed model of
/// sarif-pydantic), and the GitHub annotations parse as the Actions runner reads them.
@Suite("Findings for CI: --format text, json, sarif and github")
struct FindingFormatTests {
  /// A folder whose lint finds several rules' findings, in names with a space, a comma, a colon
  /// and a percent sign, which the formats must each escape their own way.
  static func folder() throws -> TemporaryFolder {
    let folder = try TemporaryFolder(files: [])
    let png = TinyPNG.data(width: 4, height: 4)
    for name in ["hero.png", "hero@2.0x.png", "a b,c:d%e~ipad.png", "star@2x.png"] {
      try png.write(to: folder.url.appendingPathComponent(name))
    }
    return folder
  }

  /// A finding as every format can say it.
  struct Finding: Hashable {
    var rule: String
    var severity: String
    var path: String
    var line: Int
    var message: String
  }

  /// The text format's findings: `path:line: severity: message [rule]` lines.
  static func textFindings(_ text: String) -> Set<Finding> {
    Set(
      text.split(separator: "\n").compactMap { line -> Finding? in
        guard let bracket = line.range(of: " [", options: .backwards), line.hasSuffix("]")
        else { return nil }
        let fields = line[..<bracket.lowerBound].components(separatedBy: ": ")
        guard fields.count >= 3, ["warning", "error"].contains(fields[1]),
          let colon = fields[0].range(of: ":", options: .backwards)
        else { return nil }
        return Finding(
          rule: String(line[bracket.upperBound...].dropLast()), severity: fields[1],
          path: String(fields[0][..<colon.lowerBound]),
          line: Int(fields[0][colon.upperBound...]) ?? 0,
          message: fields[2...].joined(separator: ": "))
      })
  }

  @Test func everyFormatCarriesTheTextsFindings() throws {
    let folder = try Self.folder()
    defer { folder.remove() }
    let text = try CommandRunner.run(["lint", folder.url.path])
    let expected = Self.textFindings(text.error)
    try #require(expected.count >= 3, "\(text.error)")
    try #require(expected.contains { $0.path.hasSuffix("a b,c:d%e~ipad.png") }, "\(text.error)")

    let json = try CommandRunner.run(["lint", folder.url.path, "--format", "json"])
    #expect(json.status == text.status)
    let objects = try json.output.split(separator: "\n").map { line in
      try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
    }
    #expect(
      Set(
        objects.map {
          Finding(
            rule: $0["rule"] as? String ?? "", severity: $0["severity"] as? String ?? "",
            path: $0["path"] as? String ?? "", line: $0["line"] as? Int ?? 0,
            message: $0["message"] as? String ?? "")
        }) == expected)
    // The summary stays where the text format puts it, so the output is the findings alone.
    #expect(json.error.contains("assets"))

    let github = try CommandRunner.run(["lint", folder.url.path, "--format", "github"])
    #expect(Set(github.output.split(separator: "\n").map(Self.annotation)) == expected)
  }

  /// Run from the assets' folder on `.`, as a CI step in a subfolder would, the annotations
  /// name each file by its absolute path, which the Actions runner makes relative to the
  /// checkout; `./hero.png` is a path GitHub places nowhere.
  @Test func annotationsNameFilesAbsolutelyFromAnyFolder() throws {
    let folder = try Self.folder()
    defer { folder.remove() }
    let github = try CommandRunner.run(["lint", ".", "--format", "github"], in: folder.url)
    let paths = github.output.split(separator: "\n").map { Self.annotation($0).path }
    try #require(paths.count >= 3, "\(github.output)")
    let real = folder.url.resolvingSymlinksInPath().path + "/"
    #expect(
      paths.allSatisfy { $0.hasPrefix(real) && !$0.contains("/./") }, "\(github.output)")
  }

  /// A `::severity file=…,line=…,title=[rule]::message` command as the Actions runner reads
  /// it: properties split at `,` and `=`, then `%2C`, `%3A`, `%0A`, `%0D` and `%25` undone.
  static func annotation(_ command: Substring) -> Finding {
    func unescaped(_ text: some StringProtocol) -> String {
      text.replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%0A", with: "\n")
        .replacingOccurrences(of: "%3A", with: ":").replacingOccurrences(of: "%2C", with: ",")
        .replacingOccurrences(of: "%25", with: "%")
    }
    let body = command.dropFirst(2)
    let head = body.prefix { $0 != ":" }
    let message = body.dropFirst(head.count).dropFirst(2)
    let severity = head.prefix { $0 != " " }
    var properties: [String: String] = [:]
    for property in head.dropFirst(severity.count + 1).split(separator: ",") {
      let pair = property.split(separator: "=", maxSplits: 1)
      if pair.count == 2 { properties[String(pair[0])] = unescaped(pair[1]) }
    }
    return Finding(
      rule: String((properties["title"] ?? "").dropFirst().dropLast()),
      severity: String(severity), path: properties["file"] ?? "",
      line: Int(properties["line"] ?? "") ?? 0, message: unescaped(message))
  }

  @Test(.enabled(if: SARIFReaders.testsRun, SARIFReaders.skipReason))
  func theSARIFLogIsReadBackBySARIFReaders() throws {
    let folder = try Self.folder()
    defer { folder.remove() }
    let text = try CommandRunner.run(["lint", folder.url.path])
    let sarif = try CommandRunner.run(["lint", folder.url.path, "--format", "sarif"])
    let file = folder.url.appendingPathComponent("findings.sarif")
    try Data(sarif.output.utf8).write(to: file)
    let read = try SARIFReaders.read(file)
    #expect(read.status == 0, "\(read.output)")
    // Each reader's view: the version, the tool, and per result its rule, level, uri and line.
    let lines = read.output.split(separator: "\n").map(String.init)
    #expect(lines.first == "2.1.0 asset-manifest", "\(read.output)")
    let expected = Self.textFindings(text.error)
    let results = Set(lines.dropFirst().filter { !$0.hasPrefix("tools ") })
    #expect(
      results
        == Set(
          expected.map {
            "\($0.rule) \($0.severity) \(SARIFReaders.uri($0.path)) \($0.line) \($0.message)"
          }), "\(read.output)")
    #expect(lines.contains("tools \(expected.count) asset-manifest"), "\(read.output)")
  }

  /// A configuration or a baseline that stops the checks was told on standard error alone, as
  /// text, so the SARIF file a CI step kept was empty and no annotation pointed at the cause.
  /// It is now in the format asked for, with the assets' findings for lint, and only it for
  /// unused, whose audit did not run.
  @Test func whatStopsTheChecksIsInTheFormatAskedFor() throws {
    let folder = try Self.folder()
    defer { folder.remove() }
    let config = folder.url.appendingPathComponent("bad.json").path
    try Data(#"{ "namespace": "Assets", }"#.utf8).write(to: URL(fileURLWithPath: config))
    let text = try CommandRunner.run(["lint", folder.url.path, "--config", config])
    let expected = Self.textFindings(text.error)
    #expect(expected.contains { $0.rule == "configuration-syntax" }, "\(text.error)")
    #expect(expected.count >= 3, "\(text.error)")
    let github = try CommandRunner.run([
      "lint", folder.url.path, "--config", config, "--format", "github",
    ])
    #expect(github.status == 1)
    #expect(Set(github.output.split(separator: "\n").map(Self.annotation)) == expected)
    let sarif = try CommandRunner.run([
      "lint", folder.url.path, "--format", "sarif", "--baseline",
      folder.url.appendingPathComponent("gone.json").path,
    ])
    #expect(sarif.status == 1)
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(sarif.output.utf8)) as? [String: Any],
      "\(sarif.output)")
    let results = (log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]
    #expect(results?.contains { $0["ruleId"] as? String == "baseline-invalid" } == true)
    // A resource list that is no text, as a plugin's step would pass a wrong file.
    let list = folder.url.appendingPathComponent("list.json")
    try Data([0x7B, 0x00, 0x7D]).write(to: list)
    let listed = try CommandRunner.run(["lint", "--resources", list.path, "--format", "json"])
    #expect(listed.status == 1)
    #expect(listed.output.contains(#""rule":"resource-list-invalid""#), "\(listed.output)")
    let sources = folder.url.appendingPathComponent("Sources")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    let unused = try CommandRunner.run([
      "unused", folder.url.path, "--sources", sources.path, "--config", config, "--format",
      "json",
    ])
    #expect(unused.status == 1)
    #expect(
      unused.output.split(separator: "\n").map {
        (try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])?["rule"]
          as? String
      } == ["configuration-syntax"], "\(unused.output)")
  }

  @Test func unusedTakesTheFormatsToo() throws {
    let folder = try TemporaryFolder(files: ["Sources/App.swift"])
    defer { folder.remove() }
    let assets = folder.url.appendingPathComponent("Assets")
    try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
    try TinyPNG.data(width: 2, height: 2).write(to: assets.appendingPathComponent("gone.png"))
    let run = try CommandRunner.run([
      "unused", assets.path, "--sources", folder.url.appendingPathComponent("Sources").path,
      "--format", "github",
    ])
    #expect(
      run.output.hasPrefix(
        "::warning file=\(assets.path)/gone.png,line=1,title=[unused-asset]::"), "\(run.output)")
    let bad = try CommandRunner.run(["unused", assets.path, "--sources", ".", "--format", "xml"])
    #expect(bad.status == 2)
    #expect(bad.error.contains("--format must be text, json, sarif or github, not 'xml'"))
  }
}
