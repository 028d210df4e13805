import AssetManifestGenerator

extension Rule.ID.Plugins {
  /// The texts of the build plugins' findings.
  var documentation: RuleDocumentation {
    switch self {
    case .pluginWithoutRuntime:
      RuleDocumentation(
        summary: "a target applies the plugin but does not depend on StandardPaths",
        example: "`plugins: [.plugin(name: \"AssetManifestPlugin\", …)]` without the product",
        fix: "add `.product(name: \"StandardPaths\", package: …)` to the target's dependencies")
    case .pluginAndCheckedInManifest:
      RuleDocumentation(
        summary:
          "a target both applies the plugin and has the manifest the command plugin checks in",
        example: "`AssetManifestPlugin` on a target with `Assets.generated.swift` in its sources",
        fix: "remove the plugin from the target, or delete the checked-in file")
    case .pluginWithoutResources:
      RuleDocumentation(
        summary: "a target applies the plugin but declares no resources",
        example: "`plugins: [.plugin(name: \"AssetManifestPlugin\", …)]` without `resources:`",
        fix: "declare the assets with `resources: [.copy(\"Assets\")]` or `.process(…)`, or remove "
          + "the plugin")
    case .pluginUnhandledResources:
      RuleDocumentation(
        summary:
          "files of a target that applies the plugin are no resources, so no constant names them",
        example: "`Sources/App/Images/hero.png` without `resources:` (SwiftPM processes only the "
          + "`.lproj` folders on its own)",
        fix: "add the `resources:` line the finding shows, such as `[.process(\"Images\")]`")
    }
  }
}
