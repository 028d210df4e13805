extension LayoutRules {
  /// Windows: `%LOCALAPPDATA%\<org>\<app>` for the app's data, the known folders for the
  /// user's, and `%TMP%` (else `%TEMP%`) as `GetTempPath` reads them. Unset variables default
  /// to `%USERPROFILE%\AppData\Local`, `%USERPROFILE%\AppData\Roaming`, `%LOCALAPPDATA%\Temp`,
  /// `C:\ProgramData` and `C:\Users\Public`; an unset `USERPROFILE` to the account's profile,
  /// else `C:\Users\<USERNAME or USER>`, else (with a warning) the literal template
  /// `C:\Users\%USERNAME%`.
  mutating func windows(roamingConfiguration: Bool) -> [StandardFolder: String] {
    let profile: String
    if let found = try? home(from: "USERPROFILE") {
      profile = found
    } else if let user = context.environment["USERNAME"] ?? context.environment["USER"],
      !user.isEmpty
    {
      profile = platform.join(#"C:\Users"#, user)
    } else {
      profile = #"C:\Users\%USERNAME%"#
      note("USERPROFILE, USERNAME and USER are unset; the profile is shown as \(profile)")
    }
    let local = variable("LOCALAPPDATA") ?? platform.join(profile, "AppData", "Local")
    let roaming = variable("APPDATA") ?? platform.join(profile, "AppData", "Roaming")
    let temporary = variable("TMP") ?? variable("TEMP") ?? platform.join(local, "Temp")
    let programData = variable("PROGRAMDATA") ?? #"C:\ProgramData"#
    let privateData = appFolder(in: local)
    let config = roamingConfiguration ? appFolder(in: roaming) : privateData
    let userFolders: [StandardFolder: String] = [
      .publicData: platform.join(profile, "Documents"),
      .downloads: platform.join(profile, "Downloads"),
      .pictures: platform.join(profile, "Pictures"),
      .music: platform.join(profile, "Music"),
      .videos: platform.join(profile, "Videos"),
      .desktop: platform.join(profile, "Desktop"),
      .templates: platform.join(roaming, "Microsoft", "Windows", "Templates"),
      .publicShare: variable("PUBLIC") ?? #"C:\Users\Public"#,
    ]
    searchPaths[.privateData] = [privateData, appFolder(in: programData)]
    searchPaths[.config] = [config, appFolder(in: programData)]
    return userFolders.merging(context.knownFolders) { $1 }.merging(
      [
        .privateData: privateData,
        .cache: platform.join(privateData, "Cache"),
        .offline: platform.join(privateData, "Offline Data"),
        .temporary: temporary,
        .resources: context.resourcesPath,
        .config: config,
        .state: privateData,
        .logs: platform.join(privateData, "Logs"),
        .runtime: appFolder(in: temporary),
      ]
    ) { $1 }
  }
}
