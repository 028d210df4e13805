import Foundation
import TestSupport
import Testing

/// `standard-folders`: every folder for an identity, from the environment it is given.
@Suite struct StandardFoldersCommandTests {
  static let executable = CommandRunner.executable.deletingLastPathComponent()
    .appendingPathComponent("standard-folders")

  static func run(_ arguments: [String], environment: [String: String]) throws
    -> CommandRunner.Result
  {
    try CommandRunner.run(arguments, environment: environment, executable: executable)
  }

  @Test func printsEveryFolderOfAnotherPlatformFromTheEnvironment() throws {
    let environment = ["USERPROFILE": #"C:\Users\ann"#, "TEMP": #"C:\Temp"#]
    let result = try Self.run(
      ["--app", "Demo", "--org", "Acme", "--platform", "windows"],
      environment: environment)
    #expect(result.status == 0)
    #expect(result.error.isEmpty)
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.count == 19)
    #expect(lines.contains(#"private:        C:\Users\ann\AppData\Local\Acme\Demo"#))
    #expect(lines.contains(#"runtime:        C:\Temp\Acme\Demo"#))
    #expect(lines.contains(#"public-share:   C:\Users\Public"#))
    #expect(
      lines.contains(
        #"search config:  C:\Users\ann\AppData\Local\Acme\Demo, C:\ProgramData\Acme\Demo"#))
  }

  /// A folder from the environment that holds an escape sequence or a bidirectional control is
  /// printed escaped, one folder per line, as findings are; it was printed raw, so that it could
  /// repaint the terminal. `--json` keeps it, in JSON's escapes.
  @Test func controlCharactersInFoldersArePrintedEscaped() throws {
    let environment = [
      "HOME": "/home/ann", "XDG_CACHE_HOME": "/tmp/\u{1B}[2J\u{202E}cache",
      "XDG_DATA_HOME": "/srv/a\nb",
    ]
    let result = try Self.run(["--app", "Demo", "--platform", "linux"], environment: environment)
    #expect(result.status == 0, "\(result.error)")
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.count == 19, "\(result.output)")
    #expect(lines.contains(#"cache:          /tmp/\u{1B}[2J\u{202E}cache/Demo"#), "\(lines)")
    #expect(lines.contains(#"private:        /srv/a\nb/Demo"#), "\(lines)")
    #expect(!result.output.contains("\u{1B}") && !result.output.contains("\u{202E}"))
    let json = try Self.run(
      ["--app", "Demo", "--platform", "linux", "--json"], environment: environment)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let folders = try #require(object["folders"] as? [String: String])
    #expect(folders["cache"] == "/tmp/\u{1B}[2J\u{202E}cache/Demo")
  }

  /// The Linux layout, which any machine computes when asked for it (without `--platform` a Mac
  /// would print its own).
  @Test func jsonHoldsTheFoldersIdentityAndWarnings() throws {
    let result = try Self.run(
      ["--app", "Demo", "--id", "com.example.Demo", "--platform", "linux", "--json"],
      environment: ["HOME": "/home/ann", "XDG_CACHE_HOME": "relative"])
    #expect(result.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let folders = try #require(object["folders"] as? [String: String])
    #expect(folders.count == 17)
    #expect(folders["cache"] == "/home/ann/.cache/Demo")
    #expect((object["identity"] as? [String: String])?["identifier"] == "com.example.Demo")
    let warnings = try #require(object["warnings"] as? [String])
    #expect(warnings.contains("XDG_CACHE_HOME='relative' is not an absolute path and is ignored"))
    #expect(result.error.contains("warning: XDG_CACHE_HOME='relative'"))
  }

  @Test(arguments: ["linux", "macos", "windows"])
  func jsonShowsTheUserFoldersSearchPathsAndVersion(_ platform: String) throws {
    let result = try Self.run(
      ["--app", "Demo", "--app-version", "2.0", "--platform", platform, "--json"],
      environment: ["HOME": "/home/ann", "USERPROFILE": #"C:\Users\ann"#])
    #expect(result.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let folders = try #require(object["folders"] as? [String: String])
    for name in ["downloads", "pictures", "music", "videos", "desktop", "templates"] {
      #expect(folders[name]?.isEmpty == false, "\(name)")
    }
    #expect(folders["public-share"]?.hasSuffix("Public") == true)
    let searchPaths = try #require(object["searchPaths"] as? [String: [String]])
    #expect(searchPaths["config"]?.count == 2)
    #expect(searchPaths["private"]?.first == folders["private"])
    #expect(folders["cache"]?.contains("2.0") == true)
    #expect((object["identity"] as? [String: String])?["version"] == "2.0")
  }

  /// Foundation would turn the byte into U+FFFD and name a folder that does not exist.
  @Test(
    .disabled(
      if: HostSystem.isDarwin,
      """
      only the Glibc and Musl builds read the environment as bytes and can tell a variable is \
      not UTF-8; Apple platforms take it from ProcessInfo, already decoded
      """))
  func aVariableThatIsNotUTF8IsIgnoredWithAWarning() throws {
    let result = try CommandRunner.run(
      [
        "-c", #"XDG_CACHE_HOME="$(printf '/c\351')" exec "$0" --app Demo --platform linux"#,
        Self.executable.path,
      ],
      environment: ["HOME": "/home/ann"], executable: URL(fileURLWithPath: "/bin/sh"))
    #expect(result.status == 0)
    #expect(result.output.contains("cache:          /home/ann/.cache/Demo\n"))
    #expect(result.error.contains("warning: XDG_CACHE_HOME is not UTF-8 and is ignored"))
  }

  @Test func createsNothing() throws {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("StandardFoldersCommandTests-\(UUID().uuidString)")
    let result = try Self.run(
      ["--app", "Demo", "--platform", "linux"], environment: ["HOME": home.path])
    #expect(result.status == 0)
    #expect(!FileManager.default.fileExists(atPath: home.path))
  }

  @Test(arguments: [["--platform", "beos"], ["--app"], ["extra"], ["--bogus"]])
  func badArgumentsExitWithStatusTwo(_ arguments: [String]) throws {
    let result = try Self.run(arguments, environment: [:])
    #expect(result.status == 2)
    #expect(result.error.contains("run 'standard-folders --help' for usage"))
  }

  @Test(arguments: ["--help", "-h"])
  func answersHelpWithItsUsage(flag: String) throws {
    let result = try Self.run([flag], environment: [:])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("USAGE: standard-folders [--app NAME]"), "\(result.output)")
    #expect(result.output.contains("--platform PLATFORM"))
  }

  /// A name that cannot name a folder is a bad argument, and the message says what can.
  @Test(arguments: [
    ["--app", "a/b"], ["--app", ".."], ["--org", ""], ["--app-version", "../.."],
    ["--app", "a\nb"], ["--app", " "], ["--app", String(repeating: "a", count: 300)],
    ["--app", "CON", "--platform", "windows"], ["--app", "a:b", "--platform", "windows"],
  ])
  func badIdentityIsABadArgument(arguments: [String]) throws {
    let result = try Self.run(arguments, environment: ["HOME": "/h"])
    #expect(result.status == 2, "\(result.error)")
    #expect(result.error.contains("cannot be a folder name; use a name of 1 to 255 bytes"))
    #expect(!result.error.contains("\n\n") && !result.error.contains("a\nb"), "escaped")
    #expect(result.error.hasSuffix("run 'standard-folders --help' for usage\n"), "\(result.error)")
  }
}
