import StandardFolders
import Testing

/// The user's folders, the read-only search paths and the version level, on every platform.
@Suite struct UserFolderTests {
  static let userFolders: [StandardFolder] = [
    .downloads, .pictures, .music, .videos, .desktop, .templates, .publicShare,
  ]

  static func folders(_ layout: FolderLayout) -> [StandardFolder: String] {
    Dictionary(uniqueKeysWithValues: userFolders.map { ($0, layout.path(for: $0)) })
  }

  @Test func linuxReadsUserDirsThenTheEnvironmentThenDefaults() throws {
    let file = """
      XDG_DOWNLOAD_DIR="$HOME/Téléchargements"
      XDG_PICTURES_DIR="/srv/pictures"
      XDG_PUBLICSHARE_DIR="$HOME"
      """
    let layout = try LayoutTests.layout(
      .linux, ["HOME": "/home/ann", "XDG_PICTURES_DIR": "/env/p", "XDG_MUSIC_DIR": "/env/m"],
      files: ["/home/ann/.config/user-dirs.dirs": file])
    #expect(
      Self.folders(layout) == [
        .downloads: "/home/ann/Téléchargements", .pictures: "/srv/pictures",
        .music: "/env/m", .videos: "/home/ann/Videos", .desktop: "/home/ann/Desktop",
        .templates: "/home/ann/Templates", .publicShare: "/home/ann",
      ])
    for folder in Self.userFolders { #expect(!folder.isCreatedOnFirstUse) }
  }

  @Test func macOSUsesTheHomeFolders() throws {
    let layout = try LayoutTests.layout(.macOS, ["HOME": "/Users/ann"])
    #expect(
      Self.folders(layout) == [
        .downloads: "/Users/ann/Downloads", .pictures: "/Users/ann/Pictures",
        .music: "/Users/ann/Music", .videos: "/Users/ann/Movies", .desktop: "/Users/ann/Desktop",
        .templates: "/Users/ann/Templates", .publicShare: "/Users/ann/Public",
      ])
  }

  @Test func iOSHasOnlyTheContainersDocuments() throws {
    let layout = try LayoutTests.layout(.iOS, [:], accountHome: "/c")
    #expect(Set(Self.folders(layout).values) == ["/c/Documents"])
  }

  @Test func windowsUsesTheKnownFoldersElseTheProfile() throws {
    let context = SystemContext(
      platform: .windows,
      environment: [
        "USERPROFILE": #"C:\Users\ann"#, "APPDATA": #"D:\Roaming"#, "PUBLIC": #"P:\Public"#,
      ],
      knownFolders: [.downloads: #"E:\Downloads"#, .publicData: #"E:\Docs"#])
    let layout = try FolderLayout(context: context, identity: LayoutTests.identity)
    #expect(
      Self.folders(layout) == [
        .downloads: #"E:\Downloads"#, .pictures: #"C:\Users\ann\Pictures"#,
        .music: #"C:\Users\ann\Music"#, .videos: #"C:\Users\ann\Videos"#,
        .desktop: #"C:\Users\ann\Desktop"#,
        .templates: #"D:\Roaming\Microsoft\Windows\Templates"#, .publicShare: #"P:\Public"#,
      ])
    #expect(layout.path(for: .publicData) == #"E:\Docs"#)
  }

  @Test func linuxSearchPathsComeFromXDGDirsUsersFirst() throws {
    let layout = try LayoutTests.layout(
      .linux,
      [
        "HOME": "/home/ann", "XDG_DATA_DIRS": "/opt/share::relative:/usr/share",
        "XDG_CONFIG_DIRS": "",
      ])
    #expect(
      layout.searchPaths(for: .privateData) == [
        "/home/ann/.local/share/Demo", "/opt/share/Demo", "/usr/share/Demo",
      ])
    #expect(layout.searchPaths(for: .config) == ["/home/ann/.config/Demo", "/etc/xdg/Demo"])
    #expect(layout.searchPaths(for: .cache) == ["/home/ann/.cache/Demo"])
    #expect(
      layout.warnings.contains(
        "XDG_DATA_DIRS entry 'relative' is not an absolute path and is ignored"))
    let defaults = try LayoutTests.layout(.linux, ["HOME": "/h"])
    #expect(
      defaults.searchPaths(for: .privateData) == [
        "/h/.local/share/Demo", "/usr/local/share/Demo", "/usr/share/Demo",
      ])
  }

  @Test func otherPlatformsSearchTheirSystemFolders() throws {
    let mac = try LayoutTests.layout(.macOS, ["HOME": "/Users/ann"])
    #expect(
      mac.searchPaths(for: .config) == [
        "/Users/ann/Library/Application Support/com.example.Demo",
        "/Library/Application Support/com.example.Demo",
      ])
    let windows = try LayoutTests.layout(
      .windows, ["USERPROFILE": #"C:\Users\ann"#, "PROGRAMDATA": #"D:\Data"#], roaming: true)
    #expect(
      windows.searchPaths(for: .config) == [
        #"C:\Users\ann\AppData\Roaming\Acme\Demo"#, #"D:\Data\Acme\Demo"#,
      ])
    #expect(
      try LayoutTests.layout(.iOS, [:], accountHome: "/c").searchPaths(for: .privateData) == [
        "/c/Library/Application Support"
      ])
  }

  @Test func theVersionIsALevelBelowTheAppsOwnFolders() throws {
    let identity = AppIdentity(
      name: "Demo", identifier: "com.example.Demo", organization: "Acme", version: "2.0")
    func layout(_ platform: Platform, _ environment: [String: String]) throws -> FolderLayout {
      try FolderLayout(
        context: SystemContext(
          platform: platform, environment: environment, accountHome: "/c", userID: 501),
        identity: identity)
    }
    let linux = try layout(.linux, ["HOME": "/h"])
    #expect(linux.path(for: .privateData) == "/h/.local/share/Demo/2.0")
    #expect(linux.path(for: .logs) == "/h/.local/state/Demo/2.0/log")
    #expect(linux.path(for: .runtime) == "/tmp/runtime-501/Demo/2.0")
    #expect(linux.searchPaths(for: .config) == ["/h/.config/Demo/2.0", "/etc/xdg/Demo/2.0"])
    #expect(linux.path(for: .publicData) == "/h/Documents")
    let mac = try layout(.macOS, ["HOME": "/Users/ann", "TMPDIR": "/var/T"])
    #expect(mac.path(for: .cache) == "/Users/ann/Library/Caches/com.example.Demo/2.0")
    #expect(mac.path(for: .runtime) == "/var/T/com.example.Demo/2.0")
    #expect(try layout(.iOS, [:]).path(for: .cache) == "/c/Library/Caches/2.0")
    let windows = try layout(.windows, ["USERPROFILE": #"C:\Users\ann"#])
    #expect(windows.path(for: .cache) == #"C:\Users\ann\AppData\Local\Acme\Demo\2.0\Cache"#)
    #expect(throws: FolderError.invalidIdentity(role: "version", value: "../1")) {
      try FolderLayout(
        context: SystemContext(platform: .linux, environment: ["HOME": "/h"]),
        identity: AppIdentity(name: "Demo", version: "../1"))
    }
  }
}
