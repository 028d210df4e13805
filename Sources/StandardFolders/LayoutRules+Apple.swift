extension LayoutRules {
  /// macOS: `~/Library/…/<identifier>`. iOS and the other Apple platforms: the container's
  /// `Documents`, `Library` and `tmp`, with no app folder, since the container is the app's.
  mutating func apple() throws(FolderError) -> [StandardFolder: String] {
    let home = try home(from: "HOME")
    let library = platform.join(home, "Library")
    let isMac = platform == .macOS
    let rules = self
    let ownFolder = { (base: String) in isMac ? rules.appFolder(in: base) : rules.versioned(base) }
    let privateData = ownFolder(platform.join(library, "Application Support"))
    let cache = ownFolder(platform.join(library, "Caches"))
    let documents = platform.join(home, "Documents")
    let temporary: String
    let runtimeBase: String
    if let perUser = variable("TMPDIR") ?? context.userTemporaryFolder {
      (temporary, runtimeBase) = (perUser, perUser)
    } else if isMac {
      // `/tmp` is shared by every user: a runtime folder there would have a name others can
      // guess and make first, so it goes below the user's own caches instead.
      temporary = "/tmp"
      runtimeBase = platform.join(library, "Caches", "TemporaryItems")
      note(
        "TMPDIR is unset and the system gives no per-user temporary folder; the runtime "
          + "folder goes in \(runtimeBase)")
    } else {
      temporary = platform.join(home, "tmp")
      runtimeBase = temporary
    }
    runtimeGuard = platform.join(runtimeBase, identity.identifier)
    let media: [StandardFolder: String] =
      isMac
      ? [
        .downloads: "Downloads", .pictures: "Pictures", .music: "Music", .videos: "Movies",
        .desktop: "Desktop", .templates: "Templates", .publicShare: "Public",
      ].mapValues { platform.join(home, $0) }
      : Dictionary(uniqueKeysWithValues: Self.containerUserFolders.map { ($0, documents) })
    let shared = platform.join("/Library", "Application Support")
    searchPaths[.privateData] = isMac ? [privateData, appFolder(in: shared)] : [privateData]
    searchPaths[.config] = searchPaths[.privateData]
    return media.merging(
      [
        .publicData: documents,
        .privateData: privateData,
        .cache: cache,
        .offline: platform.join(privateData, "Offline Data"),
        .temporary: temporary,
        .resources: context.resourcesPath,
        .config: privateData,
        .state: privateData,
        .logs: ownFolder(platform.join(library, "Logs")),
        .runtime: appFolder(in: runtimeBase),
      ]
    ) { $1 }
  }

  /// The user's folders apart from Documents, which on iOS all stand for the container's
  /// `Documents`, the only one there is.
  private static let containerUserFolders: [StandardFolder] = [
    .downloads, .pictures, .music, .videos, .desktop, .templates, .publicShare,
  ]
}
