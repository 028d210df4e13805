import Foundation
import TestSupport
import Testing

/// One precedence for every option of `generate`: what the command line says, then what the
/// configuration says, then the default, of which the bundle follows `--build-system`.
@Suite struct OptionPrecedenceTests {
  /// The generated namespace's name and the bundle its table reads, from one run of `generate`
  /// with `configuration` (none when nil) and `options`.
  static func generated(configuration: String?, _ options: [String]) throws -> String {
    let folder = try TemporaryFolder(files: ["Assets/hero.png", "Assets/hero@2x.png"])
    defer { folder.remove() }
    var arguments = [
      "generate", "--input", folder.url.appendingPathComponent("Assets").path, "--output",
      folder.url.appendingPathComponent("out.swift").path,
    ]
    if let configuration {
      let file = folder.url.appendingPathComponent("asset-manifest.json")
      try Data(configuration.utf8).write(to: file)
      arguments += ["--config", file.path]
    }
    let result = try CommandRunner.run(arguments + options)
    #expect(result.status == 0, "\(result.error)")
    let text = try String(
      contentsOf: folder.url.appendingPathComponent("out.swift"), encoding: .utf8)
    let namespace =
      text.split(separator: "\n").first { $0.contains(" enum ") }
      .map { String($0.split(separator: " ").dropFirst(2).first ?? "") } ?? "?"
    let bundle = ["Bundle.module", "Bundle.main"].first { text.contains($0) } ?? "no bundle"
    return "\(namespace) \(bundle)"
  }

  @Test(
    arguments: [
      (nil, [], "Assets Bundle.module"),
      (nil, ["--build-system", "xcode"], "Assets Bundle.main"),
      (#"{"namespace": "Art", "bundle": "main"}"#, [], "Art Bundle.main"),
      (#"{"bundle": "module"}"#, ["--build-system", "xcode"], "Assets Bundle.module"),
      (#"{"namespace": "Art", "bundle": "main"}"#, ["--namespace", "Pics"], "Pics Bundle.main"),
      (#"{"namespace": "Art", "bundle": "main"}"#, ["--bundle", "module"], "Art Bundle.module"),
      (#"{"bundle": "module"}"#, ["--bundle", "none"], "Assets no bundle"),
    ] as [(String?, [String], String)])
  func theCommandLineWinsOverTheConfigurationWhichWinsOverTheDefault(
    configuration: String?, options: [String], expected: String
  ) throws {
    #expect(try Self.generated(configuration: configuration, options) == expected)
  }
}
