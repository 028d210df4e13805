extension Rules {
  /// The rules of writing the generated file (`asset-manifest generate`).
  static let output: [Rule] = [
    Rule(
      id: .outputStale, level: .error,
      summary: "`generate --check` finds the checked-in file missing or out of date",
      example: "an asset added since the file was generated",
      fix: "generate the file again (`swift package generate-asset-manifest`)",
      fixedReason: outputReason),
    Rule(
      id: .outputNameTaken, level: .error,
      summary: "another file of the target has the generated file's name",
      example: "`Sources/App/Sub/Assets.generated.swift`: two files of one name in a target",
      fix: "rename it, or name the generated file with `output` in the configuration",
      fixedReason: outputReason),
    Rule(
      id: .outputNotGenerated, level: .error,
      summary: "the output file was not written by `asset-manifest`",
      example: "`--output` naming one of your own sources: it is left as it is",
      fix: "name another output file (`output` in the configuration)", fixedReason: outputReason),
    Rule(
      id: .outputFolderMissing, level: .error,
      summary: "the output file's folder does not exist",
      example: "`--output Generated/Assets.swift` without a `Generated` folder",
      fix: "create the folder first", fixedReason: outputReason),
    Rule(
      id: .outputUnwritable, level: .error,
      summary: "the generated file cannot be written",
      example: "a read-only folder or a full disk",
      fix: "make the folder writable, or free space", fixedReason: outputReason),
  ]

  /// The findings of the build plugins (Plugins/), which print these IDs themselves: they run in
  /// SwiftPM's plugin process, which cannot see this registry, before any configuration is read.
  static let plugins: [Rule] = [
    Rule(
      id: .pluginWithoutRuntime, level: .error,
      summary: "a target applies the plugin but does not depend on StandardPaths",
      example: "`plugins: [.plugin(name: \"AssetManifestPlugin\", …)]` without the product",
      fix: "add `.product(name: \"StandardPaths\", package: …)` to the target's dependencies",
      fixedReason: pluginReason),
    Rule(
      id: .pluginAndCheckedInManifest, level: .error,
      summary: "a target both applies the plugin and has the manifest the command plugin checks in",
      example: "`AssetManifestPlugin` on a target with `Assets.generated.swift` in its sources",
      fix: "remove the plugin from the target, or delete the checked-in file",
      fixedReason: pluginReason),
    Rule(
      id: .pluginWithoutResources, level: .warning,
      summary: "a target applies the plugin but declares no resources",
      example: "`plugins: [.plugin(name: \"AssetManifestPlugin\", …)]` without `resources:`",
      fix: "declare the assets with `resources: [.copy(\"Assets\")]` or `.process(…)`, or remove "
        + "the plugin", fixedReason: pluginReason),
    Rule(
      id: .pluginUnhandledResources, level: .warning,
      summary:
        "files of a target that applies the plugin are no resources, so no constant names them",
      example: "`Sources/App/Images/hero.png` without `resources:` (SwiftPM processes only the "
        + "`.lproj` folders on its own)",
      fix: "add the `resources:` line the finding shows, such as `[.process(\"Images\")]`",
      fixedReason: pluginReason),
  ]

  /// Why the plugins' findings cannot be turned off.
  static let pluginReason = "the build plugin reports it before any configuration is read"

  /// Why the findings of writing the generated file cannot be turned off.
  static let outputReason = "the build needs the generated file it is about"
}
