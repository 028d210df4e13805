import Foundation
import TestSupport
import Testing

/// What `generate` and `report` leave: no temporary file of a killed run, whatever the next
/// run does, and no file the tool did not write replaced.
@Suite("Writing outputs")
struct WriteSafetyTests {
  /// A temporary file a killed run left goes with the next run of the same output, also one
  /// that only checks, or whose checks fail.
  @Test(arguments: [["--check"], []])
  func aLeftoverGoesWhateverTheNextRunDoes(extra: [String]) throws {
    let folder = try TemporaryFolder(files: ["Images/hero.png", "Images/hero~ipad.png"])
    defer { folder.remove() }
    // A process that cannot be running: above the kernel's largest process identifier.
    let stale = folder.url.appendingPathComponent(".Assets.swift.asset-manifest-99999999-x.tmp")
    try Data("half".utf8).write(to: stale)
    if extra.isEmpty {
      // Fails its checks: two files of one asset that differ only in letter case.
      try TinyPNG.data(width: 4, height: 4).write(
        to: folder.url.appendingPathComponent("Images/hero~IPAD.png"))
    }
    let output = folder.url.appendingPathComponent("Assets.swift")
    let run = try CommandRunner.run(
      [
        "generate", "--input", folder.url.appendingPathComponent("Images").path, "--output",
        output.path,
      ] + extra)
    #expect(run.status != 0, "\(run.error)")
    #expect(!FileManager.default.fileExists(atPath: stale.path))
  }

  @Test func theReportLeavesAPageItDidNotWriteAlone() throws {
    let folder = try TemporaryFolder(files: ["Images/hero.png"])
    defer { folder.remove() }
    let page = folder.url.appendingPathComponent("index.html")
    try Data("<html>the user's own page</html>".utf8).write(to: page)
    let images = folder.url.appendingPathComponent("Images").path
    let refused = try CommandRunner.run(["report", images, "--output", page.path])
    #expect(refused.status == 1)
    #expect(refused.error.contains("error: this file is not a report asset-manifest wrote"))
    #expect(try String(contentsOf: page, encoding: .utf8) == "<html>the user's own page</html>")
    // Its own page it replaces.
    let own = folder.url.appendingPathComponent("report.html")
    #expect(try CommandRunner.run(["report", images, "--output", own.path]).status == 0)
    #expect(try CommandRunner.run(["report", images, "--output", own.path]).status == 0)
  }
}
