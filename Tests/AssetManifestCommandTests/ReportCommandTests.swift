import Foundation
import TestSupport
import Testing

@Suite("asset-manifest report")
struct ReportCommandTests {
  /// A copy of SampleAssets under a new temporary folder, with the report written beside it.
  static func report(_ extra: [String] = []) throws -> (page: String, folder: TemporaryFolder) {
    let folder = try TemporaryFolder(files: [])
    let copy = folder.url.appendingPathComponent("SampleAssets")
    try FileManager.default.copyItem(
      at: Repository.root.appendingPathComponent("SampleAssets"), to: copy)
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("out"), withIntermediateDirectories: false)
    let result = try CommandRunner.run(
      ["report", "SampleAssets", "--output", "out/report.html"] + extra, in: folder.url)
    #expect(result.status == 0, "\(result.error)")
    #expect(
      result.error == "asset-manifest: wrote out/report.html: 9 assets, 19 devices, 0 findings\n")
    let page = try String(
      contentsOf: folder.url.appendingPathComponent("out/report.html"), encoding: .utf8)
    return (page, folder)
  }

  @Test("the same assets give the same page wherever they are")
  func deterministic() throws {
    let (first, firstFolder) = try Self.report()
    let (second, secondFolder) = try Self.report()
    defer {
      firstFolder.remove()
      secondFolder.remove()
    }
    #expect(first == second)
    #expect(!first.contains(firstFolder.url.lastPathComponent), "no path of the machine")
    #expect(first.contains("<a href=\"../SampleAssets/Characters/hero@3x.png\">"))
  }

  @Test func embedPutsSmallImagesIntoThePage() throws {
    let (page, folder) = try Self.report(["--embed"])
    defer { folder.remove() }
    let png = try Data(
      contentsOf: Repository.root.appendingPathComponent("SampleAssets/Characters/hero@3x.png"))
    #expect(page.contains("src=\"data:image/png;base64,\(png.base64EncodedString())\""))
    #expect(!page.contains("src=\"../"), "every sample image is small enough to embed")
  }

  @Test func findingsLinkToTheirRows() throws {
    let folder = try TemporaryFolder(files: [])
    defer { folder.remove() }
    try TinyPNG.data(width: 4, height: 4).write(to: folder.url.appendingPathComponent("a.png"))
    try TinyPNG.data(width: 5, height: 5).write(to: folder.url.appendingPathComponent("a@2x.png"))
    try TinyPNG.data(width: 4, height: 4).write(to: folder.url.appendingPathComponent("b@2X.png"))
    let page = folder.url.appendingPathComponent("r.html")
    let result = try CommandRunner.run(["report", folder.url.path, "--output", page.path])
    #expect(result.status == 0)
    #expect(result.error.contains("a@2x.png is 5×5 px; a.png (4×4 at 1x) implies 8×8"))
    let html = try String(contentsOf: page, encoding: .utf8)
    #expect(
      html.contains(
        "<li id=\"f-0\" class=\"warning\"><a href=\"#a-0\">a.png</a>: <code>a@2x.png:1: warning:"
      ), "findings show paths in the folder, not on the machine")
    #expect(html.contains("<li id=\"f-1\" class=\"warning\"><a href=\"#a-1\">b@2X.png</a>"))
    #expect(
      html.contains(
        "<tr id=\"a-0\" data-folder=\"\" data-name=\"a.png\"><th><span>a.png</span> "
          + "<a class=\"flag\" href=\"#f-0\">1 finding</a></th>"))
  }

  @Test(
    "bad arguments exit 2",
    arguments: [
      (["report"], "give the assets either as a folder"),
      (["report", "SampleAssets", "--output"], "--output needs a value"),
      (["report", "SampleAssets", "--bogus"], "unknown option '--bogus'"),
      (
        ["report", "SampleAssets", "--input", "Examples"],
        "the folder is given twice, as DIR ('SampleAssets') and as --input"
      ),
      (
        ["report", "SampleAssets", "--config", "SampleAssets"],
        "the configuration 'SampleAssets' is a folder; pass an asset-manifest.json file"
      ),
      (
        ["lint", "SampleAssets", "--config", "/dev/null"],
        "the configuration '/dev/null' is a device; pass an asset-manifest.json file"
      ),
      // An empty path, which would read as the working folder or as no file, for every option
      // that takes a path.
      (["lint", "SampleAssets", "--config", ""], "--config needs a file name, not ''"),
      (["lint", "SampleAssets", "--baseline", ""], "--baseline needs a file name, not ''"),
      (["lint", "SampleAssets", "--write-baseline", ""], "--write-baseline needs a file name"),
      (["report", "SampleAssets", "--output", ""], "--output needs a file name, not ''"),
      (["generate", "--refuse", "", "--output", "A.swift"], "--refuse needs the message to print"),
      (["generate", "--input", "", "--output", "A.swift"], "--input needs a folder name, not ''"),
      (
        ["unused", "SampleAssets", "--sources", ""], "--sources needs a file or folder name, not ''"
      ),
      (
        ["lint", "SampleAssets", "--write-baseline", "SampleAssets"],
        "--write-baseline 'SampleAssets' is a folder; name the baseline file to write"
      ),
      (
        ["lint", "SampleAssets", "--write-baseline", "/dev/null"],
        "--write-baseline '/dev/null' is a device; name the baseline file to write"
      ),
      (
        ["lint", "SampleAssets", "--baseline", "a.json", "--write-baseline", "b.json"],
        "--baseline and --write-baseline exclude each other"
      ),
      (
        [
          "unused", "SampleAssets", "--sources", "Sources", "--write-baseline", "b.json",
          "--baseline", "a.json",
        ],
        "--baseline and --write-baseline exclude each other"
      ),
    ])
  func badArguments(arguments: [String], message: String) throws {
    let result = try CommandRunner.run(arguments)
    #expect(result.status == 2)
    #expect(result.error.contains(message), "\(result.error)")
  }
}
