import Foundation
import StandardPaths
import TestSupport
import Testing

@Suite("asset-manifest resolve and devices")
struct ResolveCommandTests {
  @Test func readmeMainCommand() throws {
    let result = try CommandRunner.run([
      "resolve", "SampleAssets", "Characters/hero", "--device", "iphone-568h",
    ])
    #expect(result.status == 0)
    #expect(result.output == "Characters/hero@2x.png\n")
  }

  @Test("a path request keeps Bundle's meaning: a Swift name never changes its answer")
  func pathRequestsAreNeverReadAsSwiftNames() throws {
    let folder = try TemporaryFolder(files: ["icon.tiff", "foo.json"])
    defer { folder.remove() }
    let icon = try CommandRunner.run([
      "resolve", folder.url.path, "icon", "--type", "png", "--device", "iphone",
    ])
    #expect(icon.status == 1)
    #expect(icon.output.isEmpty)
    #expect(
      icon.error.contains(
        "it is also the Swift name of Assets.icon ('icon.tiff'): pass --swift-name"),
      "\(icon.error)")
    let nib = try CommandRunner.run(["resolve", folder.url.path, "foo", "--type", "nib"])
    #expect(nib.status == 1)
    #expect(nib.output.isEmpty)
    let swift = try CommandRunner.run([
      "resolve", folder.url.path, "icon", "--swift-name", "--device", "iphone",
    ])
    #expect(swift.status == 0)
    #expect(swift.output == "icon.tiff\n")
    for bad in [["--swift-name", "--catalog"], ["--swift-name", "--probe"]] {
      let result = try CommandRunner.run(["resolve", folder.url.path, "icon"] + bad)
      #expect(result.status == 2, "\(bad)")
    }
  }

  /// Random folders whose names are also Swift names of other files: the listing's answer to a
  /// path is the probing resolver's, which knows nothing of Swift names.
  @Test func pathAnswersEqualProbingOnRandomFolders() throws {
    var random = SeededGenerator(seed: SeededGenerator.configuredSeed)
    let names = [
      "icon.tiff", "icon.png", "icon@2x.png", "icon~ipad.png", "icon.json", "foo.json",
      "foo.nib", "foo~ipad.nib", "bar-568h@2x.png", "bar.png", "model@2x.obj.gz",
    ]
    let requests: [[String]] = [
      ["icon"], ["icon", "--type", "png"], ["icon", "--type", "json"], ["foo", "--type", "nib"],
      ["foo"], ["bar"], ["model.obj.gz"], ["icon.tiff"],
    ]
    let devices = ["iphone", "iphone-568h", "ipad-retina", "mac"]
    for _ in 0..<12 {
      let files = names.filter { _ in Bool.random(using: &random) }
      guard !files.isEmpty else { continue }
      let folder = try TemporaryFolder(files: files)
      defer { folder.remove() }
      let request = requests.randomElement(using: &random)!
      let device = devices.randomElement(using: &random)!
      let arguments =
        ["resolve", folder.url.path, request[0], "--device", device] + request.dropFirst()
      let listed = try CommandRunner.run(arguments)
      let probed = try CommandRunner.run(arguments + ["--probe"])
      #expect(listed.status == probed.status, "\(files) \(request) \(device)")
      #expect(listed.output == probed.output, "\(files) \(request) \(device)")
    }
  }

  /// A named pipe where a variant would be is no variant to either resolver: the listing left
  /// it out, and the probe answered with it, which an app would then wait on. A link to a file
  /// is a file to both.
  @Test func probingAndListingPassOverAPipe() throws {
    let folder = try TemporaryFolder(files: ["hero.png"])
    defer { folder.remove() }
    #expect(mkfifo(folder.url.appendingPathComponent("hero@2x.png").path, 0o644) == 0)
    try FileManager.default.createSymbolicLink(
      atPath: folder.url.appendingPathComponent("hero~ipad.png").path,
      withDestinationPath: "hero.png")
    for (device, answer) in [("iphone-retina", "hero.png\n"), ("ipad", "hero~ipad.png\n")] {
      let arguments = ["resolve", folder.url.path, "hero", "--device", device]
      let listed = try CommandRunner.run(arguments, deadline: 60)
      let probed = try CommandRunner.run(arguments + ["--probe"], deadline: 60)
      #expect(listed.status == 0, "\(listed.error)")
      #expect(listed.output == answer, "\(device)")
      #expect(probed.status == 0, "\(probed.error)")
      #expect(probed.output == answer, "\(device)")
    }
    // Asked for by its whole name, the pipe is named for what it is, not a near miss.
    let pipe = try CommandRunner.run(["resolve", folder.url.path, "hero@2x.png"], deadline: 60)
    #expect(pipe.status == 1)
    #expect(
      pipe.error.contains(
        ": 'hero@2x.png' is a named pipe (FIFO), not a file; the build leaves it out and never "
          + "opens it"), "\(pipe.error)")
    // NAME without its extension is looked for with it, and the pipe is still named.
    let probedPipe = try CommandRunner.run(
      ["resolve", folder.url.path, "hero@2x", "--probe"], deadline: 60)
    #expect(probedPipe.status == 1)
    #expect(
      probedPipe.error.hasSuffix(
        ": 'hero@2x.png' is a named pipe (FIFO), not a file; a probe never opens it\n"),
      "\(probedPipe.error)")
  }

  @Test(
    "with and without --probe, on every known device", .slowTier,
    arguments: Device.knownDevices.compactMap(\.name))
  func probeAgrees(device: String) throws {
    let requests = [
      ["Image1"], ["Image2.png"], ["ViewController", "--type", "nib"], ["Characters/hero"],
      ["Characters/villain"], ["Characters/Bosses/dragon"], ["Models/model.obj.gz"],
      ["Backgrounds/sky", "--type", "jpg"], ["Dashboard/gauge"], ["Sounds/click.caf"],
    ]
    for request in requests {
      let arguments =
        ["resolve", "SampleAssets", request[0], "--device", device] + request.dropFirst()
      let listed = try CommandRunner.run(arguments)
      let probed = try CommandRunner.run(arguments + ["--probe"])
      #expect(listed.status == probed.status)
      #expect(listed.output == probed.output, "\(request) on \(device)")
      #expect(listed.status == 0 || listed.status == 1)
    }
  }

  @Test func languagesChooseAmongLanguageFolders() throws {
    let folder = try TemporaryFolder(files: [
      "en.lproj/help.html", "de.lproj/help.html", "Base.lproj/help.html", "hero.png",
      "de.lproj/hero@2x~ipad.png",
    ])
    defer { folder.remove() }
    let cases: [([String], String)] = [
      (["help.html", "--language", "de"], "de.lproj/help.html\n"),
      (["help.html", "--language", "fr"], "Base.lproj/help.html\n"),
      (["help.html", "--language", "fr", "--language", "en-US"], "en.lproj/help.html\n"),
      (["help.html"], "Base.lproj/help.html\n"),
      (["hero", "--language", "de", "--device", "ipad-retina"], "de.lproj/hero@2x~ipad.png\n"),
      (["hero", "--language", "de", "--device", "iphone-retina"], "hero.png\n"),
    ]
    for (arguments, expected) in cases {
      let result = try CommandRunner.run(["resolve", folder.url.path] + arguments)
      #expect(result.status == 0, "\(arguments): \(result.error)")
      #expect(result.output == expected, "\(arguments)")
    }
    let table = try CommandRunner.run(["table", folder.url.path])
    #expect(table.output.hasPrefix("ASSET\tLANGUAGE\tiphone\t"))
    #expect(table.output.contains("\nhelp.html\t*\tBase.lproj/help.html\t"))
    #expect(table.output.contains("\nde.lproj/help.html\tde\tde.lproj/help.html\t"))
    #expect(table.output.contains("\nhero.png\t-\thero.png\t"))
    let json = try CommandRunner.run(["table", folder.url.path, "--json"])
    #expect(json.output.contains("\"language\" : \"de\""))
    // The report's language filter: one row per asset, answered for the language.
    for (language, shown, hidden) in [
      ("de", "de.lproj/help.html", "en.lproj/help.html"),
      ("en", "en.lproj/help.html", "de.lproj/help.html"),
    ] {
      // Outside the folder, which the next report would otherwise scan.
      let page = FileManager.default.temporaryDirectory
        .appendingPathComponent("report-\(UUID().uuidString).html")
      defer { try? FileManager.default.removeItem(at: page) }
      let report = try CommandRunner.run([
        "report", folder.url.path, "--output", page.path, "--language", language,
      ])
      #expect(report.status == 0, "\(report.error)")
      let html = try String(contentsOf: page, encoding: .utf8)
      #expect(html.contains(shown) && !html.contains(hidden), "\(language)")
      #expect(report.error.contains("2 assets"))
    }
    for bad in [["--language", "xx-"], ["--language", "de", "--probe"]] {
      let result = try CommandRunner.run(["resolve", folder.url.path, "help.html"] + bad)
      #expect(result.status == 2, "\(bad)")
    }
  }

  /// `./foo.png` and `sub//foo.png` were found by a probe, through the file system, and by no
  /// listing: both now refuse them, saying how the bundle spells the path.
  @Test(
    arguments: [
      ("./hero.png", "write it as 'hero.png'"),
      ("Characters//hero.png", "write it as 'Characters/hero.png'"),
      ("Characters/./hero.png", "write it as 'Characters/hero.png'"),
      ("Characters/", "write it as 'Characters'"), (".", "name a file in DIR"),
    ])
  func namesNoBundleSpellsAreRefused(name: String, advice: String) throws {
    for probe in [[], ["--probe"]] {
      let result = try CommandRunner.run(["resolve", "SampleAssets", name] + probe)
      #expect(result.status == 2, "\(probe)")
      #expect(
        result.error.hasPrefix(
          "error: NAME '\(name)' holds an empty or '.' path component, which no path in a "
            + "bundle has; \(advice)\n"), "\(result.error)")
    }
  }

  /// An empty type adds no extension, as the resolution reference's type `T` may be empty:
  /// `--type ''` was refused, which left a file without an extension out of reach.
  @Test func anEmptyTypeAddsNoExtension() throws {
    let folder = try TemporaryFolder(files: ["LICENSE", "LICENSE@2x", "LICENSE~ipad"])
    defer { folder.remove() }
    for (device, answer) in [("iphone-retina", "LICENSE@2x\n"), ("ipad", "LICENSE~ipad\n")] {
      for probe in [[], ["--probe"]] {
        let result = try CommandRunner.run(
          ["resolve", folder.url.path, "LICENSE", "--type", "", "--device", device] + probe)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == answer, "\(device) \(probe)")
      }
    }
  }

  /// A file whose name starts with `-` was an unknown option, and `--` one too.
  @Test func aNameAfterTheEndOfOptionsMayStartWithADash() throws {
    let folder = try TemporaryFolder(files: ["-dark.png", "-h.png"])
    defer { folder.remove() }
    for probe in [[], ["--probe"]] {
      for name in ["-dark.png", "-h.png"] {
        let result = try CommandRunner.run(["resolve", folder.url.path] + probe + ["--", name])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == name + "\n", "\(probe)")
      }
    }
    // `-h` after `--` is a name (of `-h.png`), not a request for help.
    let help = try CommandRunner.run(["resolve", folder.url.path, "--", "-h"])
    #expect(help.status == 0 && help.output == "-h.png\n", "\(help.output)")
  }

  @Test func noMatchExitsOneWithAReason() throws {
    let result = try CommandRunner.run(["resolve", "SampleAssets", "Characters/nobody"])
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(result.error.contains("no variant of 'Characters/nobody'"))
    // NAME is the user's: an escape sequence in it would repaint the terminal.
    let escape = try CommandRunner.run(["resolve", "SampleAssets", "\u{1B}[31m.png", "--probe"])
    #expect(escape.status == 1)
    #expect(escape.error.hasPrefix("no variant of '\\u{1B}[31m.png'"), "\(escape.error)")
    #expect(
      escape.error.hasSuffix(
        ": the folder holds no file of that name, or a variant of it, for this device\n"))
  }

  @Test(
    "bad arguments exit 2 with a message",
    arguments: [
      (["resolve", "SampleAssets", "x", "--device", "watch@2x"], "unknown device 'watch@2x'"),
      (
        ["resolve", "SampleAssets", "x", "--device", "iphone-16pro"],
        "unknown device 'iphone-16pro'; did you mean 'iphone-16-pro'?"
      ),
      // Two letters swapped are one slip, as the suffix check takes `~ipda` for `~ipad`.
      (
        ["resolve", "SampleAssets", "x", "--device", "ipda"],
        "unknown device 'ipda'; did you mean 'ipad'?"
      ),
      (["resolve", "SampleAssets", "x", "--device", "toaster"], "'toaster' is not an idiom"),
      (["resolve", "NoSuchFolder", "x"], "no such folder"),
      (["resolve", "NoSuchFolder", "x", "--probe"], "is not a folder"),
      (["resolve", "SampleAssets", "x", "--bogus"], "unknown option '--bogus'"),
      (["resolve", "SampleAssets"], "expected DIR NAME"),
      (["resolve", "SampleAssets", "../x"], "without '..'"),
      (["resolve", "SampleAssets", "x", "--device"], "--device needs a value"),
      (["frobnicate"], "unknown command 'frobnicate'"),
      // `.png` for `png` found nothing, and said the type was '.png' as if that were one.
      (["resolve", "SampleAssets", "x", "--type", ".png"], "without its dot, not '.png'"),
      // An argument's control characters are escaped, as findings escape names.
      (["resolve", "SampleAssets", "/\u{1B}[31m"], "NAME '/\\u{1B}[31m' must be a path"),
    ])
  func badArguments(arguments: [String], message: String) throws {
    let result = try CommandRunner.run(arguments)
    #expect(result.status == 2)
    #expect(result.error.contains(message), "\(result.error)")
  }

  @Test func helpDocumentsEveryCommand() throws {
    let result = try CommandRunner.run(["--help"])
    #expect(result.status == 0)
    for command in ["devices", "resolve", "--type", "--device", "--probe"] {
      #expect(result.output.contains(command))
    }
  }

  @Test(
    "every command answers --help with its own usage",
    arguments: ["devices", "resolve", "generate", "lint", "table", "report"])
  func commandHelp(command: String) throws {
    for flag in ["--help", "-h"] {
      let result = try CommandRunner.run([command, flag])
      #expect(result.status == 0, "\(result.error)")
      #expect(result.output.hasPrefix("USAGE: asset-manifest \(command)"), "\(result.output)")
      #expect(result.error.isEmpty)
    }
  }

  @Test func helpNamesACommand() throws {
    let result = try CommandRunner.run(["help", "lint"])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("USAGE: asset-manifest lint"))
    let extra = try CommandRunner.run(["devices", "extra"])
    #expect(extra.status == 2)
    #expect(extra.error.hasPrefix("error: this command takes no arguments, got 'extra'"))
  }

  @Test func versionIsPrinted() throws {
    let result = try CommandRunner.run(["--version"])
    #expect(result.status == 0)
    #expect(result.output.split(separator: ".").count == 3, "\(result.output)")
  }

  @Test func badArgumentsPointAtTheCommandsOwnHelp() throws {
    let result = try CommandRunner.run(["lint", "--bogus"])
    #expect(result.status == 2)
    #expect(result.error.contains("run 'asset-manifest lint --help' for usage"))
  }

  @Test func devicesListsTheKnownDevices() throws {
    let result = try CommandRunner.run(["devices"])
    let lines = result.output.split(separator: "\n")
    #expect(lines.count == Device.knownDevices.count + 1)
    #expect(lines.contains { $0.hasPrefix("iphone-568h") && $0.contains("320x568") })
  }
}
