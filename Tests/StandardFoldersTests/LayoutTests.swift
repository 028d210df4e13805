import Foundation
import StandardFolders
import Testing

/// Every row of the folder table, on every platform, through injected environments.
@Suite struct LayoutTests {
  static let identity = AppIdentity(
    name: "Demo", identifier: "com.example.Demo", organization: "Acme")

  static func layout(
    _ platform: Platform, _ environment: [String: String], accountHome: String? = nil,
    files: [String: String] = [:], privateFolders: Set<String> = [], roaming: Bool = false
  ) throws -> FolderLayout {
    let context = SystemContext(
      platform: platform, environment: environment, accountHome: accountHome, userID: 501,
      resourcesPath: "/App/Resources", readFile: { files[$0].map { Array($0.utf8) } },
      isPrivateFolder: { privateFolders.contains($0) })
    return try FolderLayout(context: context, identity: identity, roamingConfiguration: roaming)
  }

  /// The app's folders and the shared ones, without the user's (see ``UserFolderTests``).
  static let appFolders: [StandardFolder] = [
    .publicData, .privateData, .cache, .offline, .temporary, .resources, .config, .state, .logs,
    .runtime,
  ]

  static func folders(_ layout: FolderLayout) -> [StandardFolder: String] {
    Dictionary(uniqueKeysWithValues: appFolders.map { ($0, layout.path(for: $0)) })
  }

  @Test func linuxDefaults() throws {
    let layout = try Self.layout(.linux, ["HOME": "/home/ann"])
    #expect(
      Self.folders(layout) == [
        .publicData: "/home/ann/Documents",
        .privateData: "/home/ann/.local/share/Demo",
        .cache: "/home/ann/.cache/Demo",
        .offline: "/home/ann/.local/share/Demo/Offline Data",
        .temporary: "/tmp",
        .resources: "/App/Resources",
        .config: "/home/ann/.config/Demo",
        .state: "/home/ann/.local/state/Demo",
        .logs: "/home/ann/.local/state/Demo/log",
        .runtime: "/tmp/runtime-501/Demo",
      ])
    #expect(
      layout.warnings == [
        "no usable XDG_RUNTIME_DIR or /run/user/501; the runtime folder falls back to "
          + "/tmp/runtime-501/Demo"
      ])
  }

  @Test func linuxHonoursAbsoluteXDGVariables() throws {
    let environment = [
      "HOME": "/home/ann", "XDG_DATA_HOME": "/d", "XDG_CACHE_HOME": "/c",
      "XDG_CONFIG_HOME": "/cfg", "XDG_STATE_HOME": "/s", "XDG_RUNTIME_DIR": "/run/user/501",
      "TMPDIR": "/var/tmp",
    ]
    let layout = try Self.layout(.linux, environment, privateFolders: ["/run/user/501"])
    #expect(
      Self.folders(layout) == [
        .publicData: "/home/ann/Documents", .privateData: "/d/Demo", .cache: "/c/Demo",
        .offline: "/d/Demo/Offline Data", .temporary: "/var/tmp", .resources: "/App/Resources",
        .config: "/cfg/Demo", .state: "/s/Demo", .logs: "/s/Demo/log",
        .runtime: "/run/user/501/Demo",
      ])
    #expect(layout.warnings.isEmpty)
  }

  @Test func linuxIgnoresRelativeXDGVariables() throws {
    let environment = [
      "HOME": "/home/ann", "XDG_DATA_HOME": "data", "XDG_CACHE_HOME": "~/.cache",
      "XDG_CONFIG_HOME": "./cfg", "XDG_STATE_HOME": "s", "XDG_RUNTIME_DIR": "run", "TMPDIR": "t",
    ]
    let layout = try Self.layout(.linux, environment)
    #expect(try Self.folders(layout) == Self.folders(Self.layout(.linux, ["HOME": "/home/ann"])))
    for variable in [
      "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "TMPDIR",
    ] {
      #expect(
        layout.warnings.contains { $0.hasPrefix("\(variable)=") && $0.hasSuffix("is ignored") })
    }
  }

  @Test func linuxRuntimeFolderMustBePrivate() throws {
    let layout = try Self.layout(.linux, ["HOME": "/h", "XDG_RUNTIME_DIR": "/run/user/501"])
    #expect(layout.path(for: .runtime) == "/tmp/runtime-501/Demo")
    #expect(
      layout.warnings.first
        == "XDG_RUNTIME_DIR='/run/user/501' is not a folder of this user's with mode 0700 that "
        + "no other user can rename (it may not exist, or a folder above it may be writable by "
        + "all); point XDG_RUNTIME_DIR at such a folder")
  }

  @Test func variablesThatAreNotUTF8AreIgnoredWithAWarning() throws {
    let context = SystemContext(
      platform: .linux, environment: ["XDG_CACHE_HOME": "/c"],
      unreadableVariables: ["HOME", "XDG_DATA_DIRS"], accountHome: "/home/from-passwd")
    let layout = try FolderLayout(context: context, identity: Self.identity)
    #expect(layout.path(for: .privateData) == "/home/from-passwd/.local/share/Demo")
    #expect(
      layout.searchPaths(for: .privateData).dropFirst() == [
        "/usr/local/share/Demo", "/usr/share/Demo",
      ])
    #expect(layout.warnings.contains("HOME is not UTF-8 and is ignored"))
    #expect(layout.warnings.contains("XDG_DATA_DIRS is not UTF-8 and is ignored"))
  }

  @Test func homeFallsBackToTheAccountAndThenFails() throws {
    for environment in [[:], ["HOME": "relative/home"], ["HOME": "~"], ["HOME": ""]] {
      let layout = try Self.layout(.linux, environment, accountHome: "/home/from-passwd")
      #expect(layout.path(for: .privateData) == "/home/from-passwd/.local/share/Demo")
      #expect(throws: FolderError.noHomeDirectory) {
        try Self.layout(.linux, environment)
      }
      #expect(throws: FolderError.noHomeDirectory) {
        try Self.layout(.macOS, environment, accountHome: "relative")
      }
    }
  }

  @Test func documentsComeFromUserDirsFile() throws {
    let file = """
      # This file is written by xdg-user-dirs-update
      # If you want to change or add directories, just edit the line you're
      # interested in. All local changes will be retained on the next run.
        XDG_DESKTOP_DIR="$HOME/Desktop"
      XDG_DOCUMENTS_DIR="$HOME/Old"
      XDG_DOCUMENTS_DIR = "$HOME/My \\"Docs\\""
      XDG_MUSIC_DIR="/srv/music"
      XDG_VIDEOS_DIR="$HOME"
      XDG_BROKEN_DIR=unquoted
      """
    let layout = try Self.layout(
      .linux, ["HOME": "/home/ann", "XDG_CONFIG_HOME": "/cfg"],
      files: ["/cfg/user-dirs.dirs": file])
    #expect(layout.path(for: .publicData) == #"/home/ann/My "Docs""#)
    let fallback = try Self.layout(
      .linux, ["HOME": "/home/ann"],
      files: ["/home/ann/.config/user-dirs.dirs": #"XDG_DOCUMENTS_DIR="/data/docs""#])
    #expect(fallback.path(for: .publicData) == "/data/docs")
  }

  @Test func macOS() throws {
    let layout = try Self.layout(.macOS, ["HOME": "/Users/ann", "TMPDIR": "/var/folders/x/T/"])
    let support = "/Users/ann/Library/Application Support/com.example.Demo"
    #expect(
      Self.folders(layout) == [
        .publicData: "/Users/ann/Documents", .privateData: support,
        .cache: "/Users/ann/Library/Caches/com.example.Demo",
        .offline: support + "/Offline Data", .temporary: "/var/folders/x/T/",
        .resources: "/App/Resources", .config: support, .state: support,
        .logs: "/Users/ann/Library/Logs/com.example.Demo",
        .runtime: "/var/folders/x/T/com.example.Demo",
      ])
  }

  @Test func iOSContainer() throws {
    let layout = try Self.layout(
      .iOS, [:], accountHome: "/var/mobile/Containers/Data/Application/ID")
    let home = "/var/mobile/Containers/Data/Application/ID"
    #expect(
      Self.folders(layout) == [
        .publicData: home + "/Documents", .privateData: home + "/Library/Application Support",
        .cache: home + "/Library/Caches",
        .offline: home + "/Library/Application Support/Offline Data", .temporary: home + "/tmp",
        .resources: "/App/Resources", .config: home + "/Library/Application Support",
        .state: home + "/Library/Application Support", .logs: home + "/Library/Logs",
        .runtime: home + "/tmp/com.example.Demo",
      ])
  }

  @Test func windowsFromEnvironment() throws {
    let environment = [
      "USERPROFILE": #"C:\Users\ann"#, "LOCALAPPDATA": #"D:\Local"#,
      "APPDATA": #"D:\Roaming"#, "TEMP": #"E:\Temp"#,
    ]
    let layout = try Self.layout(.windows, environment)
    #expect(
      Self.folders(layout) == [
        .publicData: #"C:\Users\ann\Documents"#, .privateData: #"D:\Local\Acme\Demo"#,
        .cache: #"D:\Local\Acme\Demo\Cache"#, .offline: #"D:\Local\Acme\Demo\Offline Data"#,
        .temporary: #"E:\Temp"#, .resources: "/App/Resources",
        .config: #"D:\Local\Acme\Demo"#, .state: #"D:\Local\Acme\Demo"#,
        .logs: #"D:\Local\Acme\Demo\Logs"#, .runtime: #"E:\Temp\Acme\Demo"#,
      ])
    #expect(
      try Self.layout(.windows, environment, roaming: true).path(for: .config)
        == #"D:\Roaming\Acme\Demo"#)
  }

  @Test func windowsDefaults() throws {
    let layout = try Self.layout(.windows, ["USERNAME": "ann", "LOCALAPPDATA": "relative"])
    #expect(layout.path(for: .privateData) == #"C:\Users\ann\AppData\Local\Acme\Demo"#)
    #expect(layout.path(for: .temporary) == #"C:\Users\ann\AppData\Local\Temp"#)
    #expect(layout.path(for: .publicData) == #"C:\Users\ann\Documents"#)
    #expect(
      try Self.layout(.windows, ["USERNAME": "ann"], roaming: true).path(for: .config)
        == #"C:\Users\ann\AppData\Roaming\Acme\Demo"#)
    let withoutOrganization = try FolderLayout(
      context: SystemContext(platform: .windows, environment: ["USERPROFILE": #"\\server\ann"#]),
      identity: AppIdentity(name: "Demo"))
    #expect(withoutOrganization.path(for: .cache) == #"\\server\ann\AppData\Local\Demo\Cache"#)
    let unknown = try Self.layout(.windows, [:])
    #expect(unknown.path(for: .publicData) == #"C:\Users\%USERNAME%\Documents"#)
    #expect(unknown.warnings.count == 1)
  }

  @Test func fileFormJoinsWithoutTouchingTheDisk() throws {
    let linux = try Self.layout(.linux, ["HOME": "/home/ann"])
    #expect(try linux.path(forFile: "a/b.json", in: .cache) == "/home/ann/.cache/Demo/a/b.json")
    let windows = try Self.layout(.windows, ["USERPROFILE": #"C:\Users\ann"#])
    #expect(
      try windows.path(forFile: "b.json", in: .cache)
        == #"C:\Users\ann\AppData\Local\Acme\Demo\Cache\b.json"#)
  }

  @Test(arguments: [
    "", ".", "..", "a/b", #"a\b"#, "nul\0", "a\nb", "tab\t", "del\u{7F}", " ", "   ",
    String(repeating: "a", count: 256), String(repeating: "é", count: 128),
  ])
  func invalidNamesAreRejected(_ name: String) {
    #expect(throws: FolderError.invalidIdentity(role: "name", value: name)) {
      try FolderLayout(
        context: SystemContext(platform: .linux, environment: ["HOME": "/h"]),
        identity: AppIdentity(name: name, identifier: "id"))
    }
  }

  /// `localizedDescription`, which server loggers print, is the message that says how to fix
  /// the name: on Linux it was "The operation could not be completed (… error 0.)". A name's
  /// control characters are escaped, so the message stays one line.
  @Test func theLocalizedDescriptionIsTheMessage() {
    do {
      _ = try FolderLayout(
        context: SystemContext(platform: .linux, environment: ["HOME": "/h"]),
        identity: AppIdentity(name: "a\nb"))
      Issue.record("a name with a newline was taken")
    } catch {
      #expect(error.localizedDescription == "\(error)")
      #expect(error.localizedDescription.hasPrefix(#"the app's name 'a\nb' cannot be a folder"#))
    }
  }

  /// Names Windows refuses, from its naming rules ("Naming Files, Paths, and Namespaces"):
  /// reserved characters and the device names, with an extension or spaces before it too, and
  /// with superscript digits. Linux takes each of them.
  @Test(arguments: [
    "a:b", "a<b", "a>b", #"a"b"#, "a|b", "a?b", "a*b", "CON", "con", "Nul.txt", "nul .txt",
    "COM1", "lpt9.log", "AUX", "COM¹", "lpt³.txt",
  ])
  func namesWindowsRefusesAreRejectedThereOnly(_ name: String) throws {
    #expect(throws: FolderError.invalidIdentity(role: "name", value: name)) {
      try FolderLayout(
        context: SystemContext(platform: .windows, environment: ["USERPROFILE": #"C:\Users\a"#]),
        identity: AppIdentity(name: name, identifier: "id"))
    }
    _ = try FolderLayout(
      context: SystemContext(platform: .linux, environment: ["HOME": "/h"]),
      identity: AppIdentity(name: name, identifier: "id"))
  }

  /// The longest name every file system here takes, names Windows allows that look like its
  /// reserved ones, and names of more than ASCII.
  @Test(arguments: [
    String(repeating: "a", count: 255), "CONSOLE", "COM10", "My App", "Café", "App.v2", "a b",
    // Windows drops a trailing dot or space from every path, so these name `Acme Inc` and `App`.
    "Acme Inc.", "App ", ".con", "COM0",
  ])
  func namesEveryPlatformTakesAreTaken(_ name: String) throws {
    for platform in [Platform.linux, .macOS, .iOS, .windows] {
      _ = try FolderLayout(
        context: SystemContext(
          platform: platform, environment: ["HOME": "/h", "USERPROFILE": #"C:\Users\a"#]),
        identity: AppIdentity(name: name, identifier: "com.example.id"))
    }
  }
}
