import Foundation
import TestSupport
import Testing

/// `asset-manifest lint`, as a user runs it on a folder with the names real projects ship.
@Suite("asset-manifest lint")
struct LintCommandTests {
  @Test func everyNearMissFileIsNamedWithTheSpellingThatWorks() throws {
    let nearMisses = [
      "hero_2x.png": "hero@2x.png", "back-2x.png": "back@2x.png", "sky.2x.png": "sky@2x.png",
      "tree@2x.png.png": "tree@2x.png", "rock@2x .png": "rock@2x.png",
      "moon~ipda.png": "moon~ipad.png",
    ]
    let folder = try TemporaryFolder(files: nearMisses.keys.map { "Assets/" + $0 })
    defer { folder.remove() }
    let assets = folder.url.appendingPathComponent("Assets").path
    let lint = try CommandRunner.run(["lint", assets])
    #expect(lint.status == 0, "warnings only: \(lint.error)")
    for (file, spelling) in nearMisses {
      #expect(
        lint.error.contains("\(assets)/\(file):1: warning: ")
          && lint.error.contains("'\(spelling)'"), "\(file): \(lint.error)")
    }
    let strict = try CommandRunner.run(["lint", assets, "--strict"])
    #expect(strict.status == 1)
    #expect(strict.error.contains("\(assets)/hero_2x.png:1: error: "))
  }

  @Test func aConfigurationErrorDoesNotHideTheAssetsFindings() throws {
    let folder = try TemporaryFolder(files: ["Assets/hero_2x.png", "Assets/a.png"])
    defer { folder.remove() }
    let configuration = folder.url.appendingPathComponent("asset-manifest.json")
    try Data(#"{"accessLevel": "secret", "names": {"gone.png": "x"}}"#.utf8).write(
      to: configuration)
    let assets = folder.url.appendingPathComponent("Assets").path
    let lint = try CommandRunner.run(["lint", assets, "--config", configuration.path])
    #expect(lint.status == 1)
    #expect(lint.error.contains("\(configuration.path):1: error: 'accessLevel' must be"))
    #expect(lint.error.contains("warning: 'names' maps 'gone.png', which is no asset"))
    #expect(lint.error.contains("\(assets)/hero_2x.png:1: warning: "), "\(lint.error)")
  }

  /// Two extra devices that the table once named alike (`phone@2x`, `phone@2.00000000001x`) made
  /// `table --json` crash on the repeated column; the second is refused at its line.
  @Test func extraDevicesThatWouldShareANameAreRefused() throws {
    let folder = try TemporaryFolder(files: ["Assets/hero.png"])
    defer { folder.remove() }
    let configuration = folder.url.appendingPathComponent("asset-manifest.json")
    try Data(#"{"extraDevices": ["phone@2x", "phone@2.00000000001x"]}"#.utf8).write(
      to: configuration)
    let assets = folder.url.appendingPathComponent("Assets").path
    let table = try CommandRunner.run(["table", assets, "--json", "--config", configuration.path])
    #expect(table.status == 1, "\(table.error)")
    #expect(
      table.error.contains(
        "\(configuration.path):1: error: in 'extraDevices': device 'phone@2.00000000001x' has "
          + "the number 2.00000000001, which its name would show as 2;"), "\(table.error)")
  }

  @Test func summariesCountInWords() throws {
    let folder = try TemporaryFolder(files: ["Assets/hero_2x.png"])
    defer { folder.remove() }
    let lint = try CommandRunner.run(["lint", "Assets"], in: folder.url)
    #expect(lint.error.hasSuffix("\n1 asset, 0 errors, 1 warning\n"), "\(lint.error)")
    let report = try CommandRunner.run(
      ["report", "Assets", "--output", "report.html"], in: folder.url)
    #expect(
      report.error.hasSuffix("asset-manifest: wrote report.html: 1 asset, 19 devices, 1 finding\n"),
      "\(report.error)")
  }

  /// A folder holding only a catalog said "0 assets" in lint and report, though its sets get
  /// constants and `unused` counted them.
  @Test func catalogSetsCountAsAssets() throws {
    let folder = try TemporaryFolder(files: [
      "Assets/Media.xcassets/star.imageset/star.png",
      "Assets/Media.xcassets/moon.imageset/moon.png",
    ])
    defer { folder.remove() }
    for set in ["star", "moon"] {
      try Data(#"{"images": [{"idiom": "universal", "filename": "\#(set).png"}]}"#.utf8).write(
        to: folder.url.appendingPathComponent(
          "Assets/Media.xcassets/\(set).imageset/Contents.json"))
    }
    let lint = try CommandRunner.run(["lint", "Assets"], in: folder.url)
    #expect(lint.error.contains("2 assets, 0 errors"), "\(lint.error)")
    let report = try CommandRunner.run(
      ["report", "Assets", "--output", "report.html"], in: folder.url)
    #expect(report.error.contains("wrote report.html: 2 assets, "), "\(report.error)")
  }

  /// A generated configuration must lint in one pass: each finding's line comes from one index
  /// of the file, so 20,000 entries naming no asset give 20,000 warnings, each at its own line
  /// (a line per finding used to re-read the file, 20,000 times over), and an entry spelled with
  /// an escape is found where it is written.
  @Test func thousandsOfConfigurationFindingsEachAtItsLine() throws {
    let folder = try TemporaryFolder(files: ["Assets/a.png"])
    defer { folder.remove() }
    let count = 20_000
    let entries = (0..<count).map { "  \"gone\\u00e9_\($0).png\": \"gone\($0)\"" }
    let configuration = folder.url.appendingPathComponent("asset-manifest.json")
    try Data(("{\"names\": {\n" + entries.joined(separator: ",\n") + "\n}}\n").utf8).write(
      to: configuration)
    let lint = try CommandRunner.run(
      ["lint", folder.url.appendingPathComponent("Assets").path, "--config", configuration.path])
    #expect(lint.status == 0, "warnings only")
    let lines = lint.error.split(separator: "\n").filter { $0.contains("which is no asset") }
    #expect(lines.count == count)
    for index in [0, 1, 9_999, count - 1] {
      #expect(
        lines.contains {
          $0.hasPrefix(
            "\(configuration.path):\(index + 2): warning: 'names' maps "
              + "'gone\u{E9}_\(index).png'")
        }, "entry \(index)")
    }
  }

  @Test func aConfigurationOfMegabytesIsRefusedWithItsSize() throws {
    let folder = try TemporaryFolder(files: ["Assets/a.png"])
    defer { folder.remove() }
    let configuration = folder.url.appendingPathComponent("asset-manifest.json")
    let padding = String(repeating: " ", count: 5 << 20)
    try Data(("{\"namespace\": \"Art\"" + padding + "}").utf8).write(to: configuration)
    let lint = try CommandRunner.run(
      ["lint", folder.url.appendingPathComponent("Assets").path, "--config", configuration.path])
    #expect(lint.status == 1)
    #expect(
      lint.error.contains(
        "\(configuration.path):1: error: this configuration is \((5 << 20) + 20) bytes, beyond "
          + "the 4194304 (4 MiB) a configuration may hold"), "\(lint.error.prefix(400))")
  }
}
