import Foundation
import PackagePlugin

/// Generates a typed, precomputed asset manifest from a target's resources at every build.
///
/// The plugin only finds the inputs and decides the outputs: every resource entry of the target
/// goes to `asset-manifest generate` in a list, with the rule that puts it in the bundle, and
/// the generator lays them out, checks them and writes the Swift file.
@main
struct AssetManifestPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let manifest = context.package.directoryURL.appendingPathComponent("Package.swift").path
    guard RuntimeDependency.isPresent(for: target) else {
      Diagnostics.error(
        RuntimeDependency.missingMessage(for: target, in: context.package), file: manifest,
        line: RuntimeDependency.declarationLine(of: target.name, in: context.package))
      return []
    }
    let assets = AssetTarget(target: target)
    if let checkedIn = assets.checkedInManifest {
      Diagnostics.error(
        "\(checkedIn.path) is the manifest that generate-asset-manifest checks in; a target "
          + "uses either it or AssetManifestPlugin, not both: remove the plugin from target "
          + "'\(target.name)', or delete the file", file: checkedIn.path, line: 1)
      return []
    }
    guard !assets.resources.isEmpty else {
      Diagnostics.warning(
        "target '\(target.name)' applies AssetManifestPlugin but has no resources, so there is "
          + "nothing to generate; declare its assets with resources: [.copy(\"Assets\")] or "
          + ".process(...), or remove the plugin", file: manifest,
        line: RuntimeDependency.declarationLine(of: target.name, in: context.package))
      return []
    }
    return [
      try assets.buildCommand(
        tool: try context.tool(named: "asset-manifest").url,
        workDirectory: context.pluginWorkDirectoryURL, bundle: "module")
    ]
  }
}
