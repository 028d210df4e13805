import Foundation
import TestSupport
import Testing

/// `asset-manifest rules`, and the rule IDs the other commands print.
@Suite("asset-manifest rules")
struct RulesCommandTests {
  @Test func listsEveryRuleWithItsSeverity() throws {
    let rules = try CommandRunner.run(["rules"])
    #expect(rules.status == 0, "\(rules.error)")
    let lines = rules.output.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasPrefix("near-miss-suffix ") && $0.contains(" warning ") })
    #expect(lines.contains { $0.hasPrefix("ambiguous-variants ") && $0.contains(" error ") })
    #expect(lines.contains { $0.hasPrefix("scaled-up ") && $0.contains(" off ") })
    #expect(lines.contains { $0.hasPrefix("configuration-unknown-key ") })
    let json = try CommandRunner.run(["rules", "--json"])
    let list = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]]
    #expect(list?.contains { $0["id"] as? String == "never-chosen" } == true, "\(json.output)")
    let help = try CommandRunner.run(["rules", "--help"])
    #expect(help.output.hasPrefix("USAGE: asset-manifest rules"))
  }

  @Test func lintAndUnusedPrintAndFollowTheRules() throws {
    let folder = try TemporaryFolder(files: ["Assets/hero_2x.png", "Assets/a.png"])
    defer { folder.remove() }
    let assets = folder.url.appendingPathComponent("Assets").path
    let lint = try CommandRunner.run(["lint", assets])
    #expect(lint.error.contains("\(assets)/hero_2x.png:1: warning: "), "\(lint.error)")
    #expect(lint.error.contains("; rename it 'hero@2x.png' [near-miss-suffix]\n"), "\(lint.error)")

    let configuration = folder.url.appendingPathComponent("asset-manifest.json")
    try Data(
      #"{"rules": {"unused-asset": "error"}, "exempt": [{"rule": "unused-asset", "paths": ["a.png"]}]}"#
        .utf8
    ).write(to: configuration)
    let source = folder.url.appendingPathComponent("App.swift")
    try Data("let x = 1\n".utf8).write(to: source)
    let unused = try CommandRunner.run([
      "unused", assets, "--sources", source.path, "--config", configuration.path,
    ])
    #expect(unused.status == 1, "the rule is an error: \(unused.error)")
    #expect(
      unused.error.contains("\(assets)/hero_2x.png:1: error: 'hero_2x.png' is never referenced"),
      "\(unused.error)")
    #expect(unused.error.hasSuffix(" [unused-asset]\n2 assets, 1 finding in 1 source file\n"))
    #expect(!unused.error.contains("a.png:1:"), "exempt: \(unused.error)")
  }

  /// Exempt paths are relative to the scanned folder, as the part of the printed path below it.
  @Test func lintLeavesExemptPathsAlone() throws {
    let folder = try TemporaryFolder(files: [
      "Assets/Legacy/old_2x.png", "Assets/Legacy/Deep/older_2x.png", "Assets/new_2x.png",
    ])
    defer { folder.remove() }
    let configuration = folder.url.appendingPathComponent("asset-manifest.json")
    try Data(
      #"{"exempt": [{"rule": "near-miss-suffix", "paths": ["Legacy/**"]}]}"#.utf8
    ).write(to: configuration)
    let assets = folder.url.appendingPathComponent("Assets").path
    let lint = try CommandRunner.run(["lint", assets, "--config", configuration.path])
    #expect(lint.status == 0, "\(lint.error)")
    let findings = lint.error.split(separator: "\n").filter { $0.contains(": warning: ") }
    #expect(findings.count == 1, "\(lint.error)")
    #expect(findings.first?.hasPrefix("\(assets)/new_2x.png:1: warning: ") == true)
  }

  @Test func generateHelpDescribesEveryConfigurationKey() throws {
    let help = try CommandRunner.run(["generate", "--help"])
    for key in ["developmentLanguage", "keep", "rules", "exempt", "warnUpscaled", "names"] {
      #expect(help.output.contains(key), "\(key): \(help.output)")
    }
  }
}
