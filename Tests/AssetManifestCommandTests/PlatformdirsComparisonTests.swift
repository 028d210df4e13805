import Foundation
import StandardPaths
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `standard-folders --platform linux --json` against Python's platformdirs in a few dozen
/// Linux environments, on real folders. Every folder agrees except where a case names one of
/// the ``differences``, where it must differ, so that a stale entry fails too.
@Suite struct PlatformdirsComparisonTests {
  /// Where this library chooses otherwise than platformdirs, each listed once with its reason.
  enum Difference: CaseIterable {
    case variableBeforeFile, unquotedValue, missingRuntimeFolder, foreignRuntimeFallback

    /// The folders that differ.
    var folders: Set<String> {
      switch self {
      case .variableBeforeFile: ["public"]
      case .unquotedValue: ["downloads"]
      case .missingRuntimeFolder, .foreignRuntimeFallback: ["runtime"]
      }
    }

    var reason: String {
      switch self {
      case .variableBeforeFile:
        "user-dirs.dirs wins over an XDG_<NAME>_DIR variable here, as in xdg-user-dir, which "
          + "sources the file after the environment; platformdirs takes the variable first"
      case .unquotedValue:
        "an unquoted value is skipped with a warning here, as GLib does (xdg-user-dirs-update "
          + "always quotes); platformdirs reads it as the shell would"
      case .missingRuntimeFolder:
        "an XDG_RUNTIME_DIR that does not exist cannot be checked as the user's own 0700 "
          + "folder, so it is not used here; platformdirs accepts it unless asked to create it"
      case .foreignRuntimeFallback:
        "when runtime-<uid> in the temporary folder is another user's, the layout still names "
          + "it and url(for: .runtime) throws insecureRuntimeFolder before making anything; "
          + "platformdirs raises PermissionError as soon as it is asked"
      }
    }
  }

  /// One environment: variables with `@` standing for the case's root folder, files and
  /// folders made under that root first.
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var environment: [String: String]
    var files: [String: [UInt8]] = [:]
    var folders: [String: mode_t] = [:]
    var otherOwner: [String] = []
    var version: String? = nil
    var differences: [Difference] = []

    var testDescription: String { name }
  }

  static let home = ["HOME": "@/home", "TMPDIR": "@/tmp"]
  static let userDirs = "home/.config/user-dirs.dirs"

  static func with(_ extra: [String: String]) -> [String: String] {
    home.merging(extra) { $1 }
  }

  static func file(_ text: String) -> [String: [UInt8]] {
    [userDirs: Array(text.utf8)]
  }

  static let cases: [Case] = [
    Case(name: "defaults", environment: home),
    Case(name: "HOME with a trailing slash", environment: with(["HOME": "@/home/"])),
    Case(name: "HOME relative", environment: with(["HOME": "relative/home"])),
    Case(name: "HOME empty", environment: with(["HOME": ""])),
    Case(name: "HOME unset", environment: ["TMPDIR": "@/tmp"]),
    Case(name: "HOME is /", environment: with(["HOME": "/"])),
    Case(name: "HOME is ///", environment: with(["HOME": "///"])),
    Case(name: "HOME is //", environment: with(["HOME": "//"])),
    Case(name: "XDG_CONFIG_HOME absolute", environment: with(["XDG_CONFIG_HOME": "@/cfg"])),
    Case(name: "XDG_CONFIG_HOME relative", environment: with(["XDG_CONFIG_HOME": "cfg"])),
    Case(name: "XDG_CONFIG_HOME empty", environment: with(["XDG_CONFIG_HOME": ""])),
    Case(name: "XDG_DATA_HOME absolute", environment: with(["XDG_DATA_HOME": "@/data"])),
    Case(name: "XDG_DATA_HOME relative", environment: with(["XDG_DATA_HOME": "./data"])),
    Case(name: "XDG_DATA_HOME empty", environment: with(["XDG_DATA_HOME": ""])),
    Case(name: "XDG_CACHE_HOME absolute", environment: with(["XDG_CACHE_HOME": "@/cache/"])),
    Case(name: "XDG_CACHE_HOME relative", environment: with(["XDG_CACHE_HOME": "~/.cache"])),
    Case(name: "XDG_CACHE_HOME empty", environment: with(["XDG_CACHE_HOME": ""])),
    Case(name: "XDG_STATE_HOME absolute", environment: with(["XDG_STATE_HOME": "@/state"])),
    Case(name: "XDG_STATE_HOME relative", environment: with(["XDG_STATE_HOME": "state"])),
    Case(name: "XDG_STATE_HOME empty", environment: with(["XDG_STATE_HOME": ""])),
    Case(
      name: "XDG_DATA_DIRS with relative and empty entries",
      environment: with(["XDG_DATA_DIRS": "@/share::relative:/usr/share/"])),
    Case(name: "XDG_DATA_DIRS empty", environment: with(["XDG_DATA_DIRS": ""])),
    Case(
      name: "XDG_CONFIG_DIRS with two folders",
      environment: with(["XDG_CONFIG_DIRS": "/etc/xdg:/opt/etc"])),
    Case(name: "XDG_CONFIG_DIRS relative", environment: with(["XDG_CONFIG_DIRS": "etc"])),
    Case(name: "XDG_CONFIG_DIRS empty", environment: with(["XDG_CONFIG_DIRS": ""])),
    Case(name: "XDG_PICTURES_DIR empty", environment: with(["XDG_PICTURES_DIR": ""])),
    Case(name: "TMPDIR relative", environment: with(["TMPDIR": "no-such-tmp"])),
    Case(
      name: "XDG_DOCUMENTS_DIR and XDG_DOWNLOAD_DIR from the environment",
      environment: with(["XDG_DOCUMENTS_DIR": "@/docs", "XDG_DOWNLOAD_DIR": "relative"])),
    Case(
      name: "the variable and the file both name Documents",
      environment: with(["XDG_DOCUMENTS_DIR": "@/env-docs"]),
      files: file(#"XDG_DOCUMENTS_DIR="$HOME/file-docs""#), differences: [.variableBeforeFile]),
    Case(
      name: "user-dirs.dirs as xdg-user-dirs-update writes it", environment: home,
      files: file(
        """
        # This file is written by xdg-user-dirs-update
        XDG_DESKTOP_DIR="$HOME/Bureau"
        XDG_DOWNLOAD_DIR="$HOME/Téléchargements"
        XDG_TEMPLATES_DIR="$HOME/Modèles"
        XDG_PUBLICSHARE_DIR="$HOME/Public"
        XDG_DOCUMENTS_DIR="$HOME/Documents"
        XDG_MUSIC_DIR="$HOME/Musique"
        XDG_PICTURES_DIR="$HOME/Images"
        XDG_VIDEOS_DIR="$HOME/Vidéos"

        """)),
    Case(
      name: "absolute values, blanks around =, text after the value", environment: home,
      files: file(
        """
          XDG_MUSIC_DIR = "/srv/music"  # shared
        \tXDG_VIDEOS_DIR\t=\t"/srv/videos"
        XDG_PICTURES_DIR="/srv/pictures"trailing
        """)),
    Case(
      name: "backslash escapes", environment: home,
      files: file(#"XDG_DOCUMENTS_DIR="$HOME/a\"b\$c\\d\`e\f""#)),
    Case(
      name: "keys that used to trap the reader", environment: home,
      files: file(
        """
        XDG_DIRS_DIR="/x"
        XDG_DIR="/y"
        XDG__DIR="/z"
        XDG_DOCUMENTS_DIR="/docs"
        """)),
    Case(
      name: "the last assignment wins", environment: home,
      files: file(
        """
        XDG_MUSIC_DIR="/first"
        XDG_MUSIC_DIR="relative"
        XDG_MUSIC_DIR="/second"
        XDG_MUSIC_DIR="/unterminated
        """)),
    Case(
      name: "an unquoted value", environment: home,
      files: file("XDG_DOWNLOAD_DIR=$HOME/Bare\n"), differences: [.unquotedValue]),
    Case(
      name: "relative and $HOMEX values", environment: home,
      files: file(
        """
        XDG_DOCUMENTS_DIR="Documents"
        XDG_MUSIC_DIR="$HOMEX"
        XDG_DESKTOP_DIR="$HOME"
        """)),
    Case(
      name: "CRLF line ends", environment: home,
      files: file("# made elsewhere\r\nXDG_PICTURES_DIR=\"$HOME/Pics\"\r\n")),
    Case(
      name: "the file in XDG_CONFIG_HOME", environment: with(["XDG_CONFIG_HOME": "@/cfg"]),
      files: ["cfg/user-dirs.dirs": Array(#"XDG_TEMPLATES_DIR="/srv/templates""#.utf8)]),
    Case(
      name: "a byte that is not UTF-8 in a comment", environment: home,
      files: [
        userDirs: Array("# caf".utf8) + [0xE9] + Array("\nXDG_MUSIC_DIR=\"/srv/m\"\n".utf8)
      ]),
    Case(
      name: "XDG_RUNTIME_DIR private", environment: with(["XDG_RUNTIME_DIR": "@/run"]),
      folders: ["run": 0o700]),
    Case(
      name: "XDG_RUNTIME_DIR open to others", environment: with(["XDG_RUNTIME_DIR": "@/run"]),
      folders: ["run": 0o755]),
    Case(name: "XDG_RUNTIME_DIR relative", environment: with(["XDG_RUNTIME_DIR": "run"])),
    Case(name: "XDG_RUNTIME_DIR empty", environment: with(["XDG_RUNTIME_DIR": ""])),
    Case(
      name: "XDG_RUNTIME_DIR missing", environment: with(["XDG_RUNTIME_DIR": "@/missing"]),
      differences: [.missingRuntimeFolder]),
    Case(
      name: "XDG_RUNTIME_DIR below a folder anyone can write",
      environment: with(["XDG_RUNTIME_DIR": "@/open/run"]),
      folders: ["open": 0o777, "open/run": 0o700]),
    Case(
      name: "runtime-<uid> made by another user", environment: home,
      folders: ["tmp/runtime-\(geteuid())": 0o700], otherOwner: ["tmp/runtime-\(geteuid())"],
      differences: [.foreignRuntimeFallback]),
    Case(
      name: "a version", environment: with(["XDG_DATA_DIRS": "/a:/b"]), version: "2.0"),
  ]

  /// Whether the comparison runs: where platformdirs is installed, and where CI installs it and
  /// sets `STANDARDPATHS_REQUIRE_PLATFORMDIRS=1`, so that there a missing one fails it instead.
  static var comparisonRuns: Bool {
    if case .success = Platformdirs.installed { return true }
    return ProcessInfo.processInfo.environment["STANDARDPATHS_REQUIRE_PLATFORMDIRS"] == "1"
  }

  @Test(
    .slowTier,
    .enabled(
      if: PlatformdirsComparisonTests.comparisonRuns,
      """
      python3 is missing or cannot import platformdirs (pip install platformdirs); set \
      STANDARDPATHS_REQUIRE_PLATFORMDIRS=1 to fail instead
      """),
    arguments: cases)
  func agreesWithPlatformdirs(_ testCase: Case) throws {
    let platformdirs: Platformdirs
    switch Platformdirs.installed {
    case .success(let found): platformdirs = found
    case .failure(let unavailable):
      Issue.record("platformdirs is required: \(unavailable.reason)")
      return
    }
    if !testCase.otherOwner.isEmpty && geteuid() != 0 {
      print("PlatformdirsComparisonTests: '\(testCase.name)' skipped: only root can chown")
      return
    }
    let root = try TemporaryFolder(files: [])
    defer { root.remove() }
    let rootPath = root.url.standardizedFileURL.path
    for folder in ["home", "tmp"] {
      try FileManager.default.createDirectory(
        atPath: rootPath + "/" + folder, withIntermediateDirectories: true)
    }
    for (path, bytes) in testCase.files {
      let url = URL(fileURLWithPath: rootPath + "/" + path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: url)
    }
    for (path, mode) in testCase.folders.sorted(by: { $0.key < $1.key }) {
      try FileManager.default.createDirectory(
        atPath: rootPath + "/" + path, withIntermediateDirectories: true)
      chmod(rootPath + "/" + path, mode)
    }
    for path in testCase.otherOwner { chown(rootPath + "/" + path, 65_534, 65_534) }
    var environment = testCase.environment.mapValues {
      $0.hasPrefix("@") ? rootPath + $0.dropFirst() : $0
    }
    environment["PATH"] = ProcessInfo.processInfo.environment["PATH"]

    let ours = try Self.ourFolders(environment: environment, version: testCase.version)
    let theirs = try platformdirs.folders(environment: environment, version: testCase.version)
    var differences = testCase.differences
    // Where this user's /run/user/<uid> is private, both choose it before any runtime-<uid>.
    if SystemContext.current.isPrivateFolder("/run/user/\(geteuid())") {
      differences.removeAll { $0 == .foreignRuntimeFallback }
    }
    let differing = differences.reduce(into: Set<String>()) { $0.formUnion($1.folders) }
    #expect(Set(theirs.keys) == Set(ours.keys))
    for key in theirs.keys.sorted() {
      if differing.contains(key) {
        #expect(ours[key] != theirs[key], "\(key) was expected to differ, and does not")
      } else {
        #expect(ours[key] == theirs[key], "\(key) (platformdirs \(platformdirs.version))")
      }
    }
  }

  @Test func everyDifferenceIsUsedAndGivesItsReason() {
    let used = Set(Self.cases.flatMap(\.differences))
    for difference in Difference.allCases {
      #expect(used.contains(difference), "\(difference) is listed but no case shows it")
      #expect(!difference.reason.isEmpty)
    }
    #expect(Self.cases.count >= 36)
  }

  /// `standard-folders --json` for the app `Demo`, keyed like ``Platformdirs/folders``.
  static func ourFolders(
    environment: [String: String], version: String?
  ) throws -> [String: String] {
    let arguments =
      ["--app", "Demo", "--platform", "linux", "--json"]
      + (version.map { ["--app-version", $0] } ?? [])
    let result = try StandardFoldersCommandTests.run(arguments, environment: environment)
    #expect(result.status == 0, "\(result.error)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let folders = try #require(object["folders"] as? [String: String])
    let searchPaths = try #require(object["searchPaths"] as? [String: [String]])
    var compared = folders.filter { Platformdirs.comparedFolders.contains($0.key) }
    for (key, paths) in searchPaths {
      compared["search " + key] = paths.dropFirst().joined(separator: ":")
    }
    return compared
  }
}

extension Platformdirs {
  /// The folders both libraries have; temporary, offline and resources are only this one's.
  static let comparedFolders: Set<String> = [
    "private", "cache", "config", "state", "logs", "runtime", "public", "downloads", "pictures",
    "music", "videos", "desktop", "templates", "public-share",
  ]
}
