import Foundation
import TestSupport
import Testing

/// Debian's `chromium`, run headless to load a page as a user's browser would.
struct HeadlessChromium {
  let executable: URL

  /// The browser on `PATH`, or why there is none.
  static var installed: Result<HeadlessChromium, Unavailable> {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      for name in ["chromium", "chromium-browser", "google-chrome"] {
        let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: candidate.path) {
          return .success(HeadlessChromium(executable: candidate))
        }
      }
    }
    return .failure(Unavailable(reason: "no chromium on PATH (apt-get install chromium)"))
  }

  struct Unavailable: Error, CustomStringConvertible {
    var reason: String
    var description: String { reason }
  }

  /// Whether the browser tests run: where a browser is installed, and where CI sets
  /// `STANDARDPATHS_REQUIRE_BROWSER=1`, so that there a missing one fails them instead. Elsewhere
  /// (a Mac, where Chrome is an app rather than a command on `PATH`) they are skipped, with
  /// ``skipReason``.
  static var testsRun: Bool {
    if case .success = installed { return true }
    return ProcessInfo.processInfo.environment["STANDARDPATHS_REQUIRE_BROWSER"] == "1"
  }

  static let skipReason: Comment = """
    no chromium, chromium-browser or google-chrome on PATH (Debian: apt-get install chromium); \
    set STANDARDPATHS_REQUIRE_BROWSER=1 to fail instead
    """

  /// The browser, or an error, which fails the test, when it is missing (which reaches a test
  /// only where ``testsRun`` says the browser is required).
  static func required() throws -> HeadlessChromium {
    switch installed {
    case .success(let browser): return browser
    case .failure(let unavailable):
      throw Unavailable(reason: "a browser is required: \(unavailable.reason)")
    }
  }

  /// The page's DOM after its scripts ran, laid out in a `window` of that size when given
  /// (scripts that measure the layout need one; Chromium's own is 800×600).
  func dumpDOM(_ url: URL, query: String = "", window: (width: Int, height: Int)? = nil) throws
    -> String
  {
    let size = window.map { ["--window-size=\($0.width),\($0.height)"] } ?? []
    return try run(size + ["--dump-dom", url.absoluteString + query])
  }

  /// What `script` finds in `page` laid out in a window of `width`×`height`: the script writes
  /// its JSON into a `<pre id="ID">` it adds, which the dumped DOM holds. The copy with the
  /// script is written beside the page, so that its relative links still reach the files.
  func probe<Found: Decodable>(
    _ page: URL, script: String, id: String, width: Int, height: Int, as: Found.Type
  ) throws -> Found {
    let html = try String(contentsOf: page, encoding: .utf8)
    let probe = page.deletingLastPathComponent().appendingPathComponent("\(id)-probe.html")
    try html.replacingOccurrences(of: "</body>", with: "<script>\n\(script)</script>\n</body>")
      .write(to: probe, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: probe) }
    let dom = try dumpDOM(probe, window: (width, height))
    guard let start = dom.range(of: "<pre id=\"\(id)\">"),
      let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
    else { throw NoMeasurements(dom: String(dom.suffix(2_000))) }
    let json = ReportBrowserTests.unescape(String(dom[start.upperBound..<end.lowerBound]))
    return try JSONDecoder().decode(Found.self, from: Data(json.utf8))
  }

  /// A probe's script wrote nothing the DOM holds.
  struct NoMeasurements: Error {
    /// The end of the page the browser gave back, where the script's output should have been.
    var dom: String
  }

  /// A screenshot of the page at `width`×`height`, written to `file`.
  func screenshot(_ url: URL, to file: URL, width: Int, height: Int) throws {
    _ = try run([
      "--hide-scrollbars", "--window-size=\(width),\(height)", "--screenshot=\(file.path)",
      url.absoluteString,
    ])
  }

  private func run(_ arguments: [String]) throws -> String {
    let profile = FileManager.default.temporaryDirectory.appendingPathComponent(
      "chromium-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: profile) }
    // No sandbox: tests may run as root, where Chromium's sandbox refuses to start.
    let run = try ChildProcess.run(
      executable,
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
        "--user-data-dir=" + profile.path,
      ] + arguments,
      errors: .file(FileHandle.nullDevice))
    guard run.status == 0 else {
      throw BrowserFailed(status: run.status)
    }
    return run.output
  }

  struct BrowserFailed: Error {
    var status: Int32
  }
}
