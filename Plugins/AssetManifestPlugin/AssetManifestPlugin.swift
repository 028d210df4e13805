import Foundation
import PackagePlugin

/// Generates a typed, precomputed asset manifest from a target's resources at every build.
///
/// The plugin only finds the inputs and decides the outputs: every resource entry of the target
/// goes to `asset-manifest-generate` (`asset-manifest generate` alone) in a list, with the rule
/// that puts it in the bundle, and the generator lays them out, checks them and writes the Swift
/// file.
@main
struct AssetManifestPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let manifest = PackageManifestText(package: context.package)
    let manifestPath = context.package.directoryURL.appendingPathComponent("Package.swift").path
    let declaration = manifest.declarationLine(of: target.name)
    let assets = AssetTarget(target: target, in: context.package)
    // An error reported here crashes SwiftPM (6.3) whenever `swift package` builds a command
    // plugin's tools, so a target the plugin cannot serve gets a command that stops its build
    // with the message instead.
    let refusal: String?
    if !RuntimeDependency.isPresent(for: target) {
      refusal =
        "\(manifestPath):\(declaration): error: "
        + RuntimeDependency.missingMessage(for: target, in: context.package)
    } else if let checkedIn = assets.checkedInManifest {
      let line = manifest.line(applying: "AssetManifestPlugin", in: target.name) ?? declaration
      refusal =
        "\(checkedIn.path):1: error: this is the manifest that generate-asset-manifest checks "
        + "in; a target uses either it or AssetManifestPlugin, not both: remove the plugin from "
        + "target '\(target.name)' (Package.swift, line \(line)), or delete this file "
        + "[plugin-and-checked-in-manifest]"
    } else {
      refusal = nil
    }
    if let warning = UnhandledFiles.warning(
      for: target, manifest: manifest, ownFiles: assets.ownFiles)
    {
      Diagnostics.warning(warning, file: manifestPath, line: declaration)
    }
    guard refusal != nil || !assets.resources.isEmpty else {
      Diagnostics.warning(
        "target '\(target.name)' applies AssetManifestPlugin but has no resources, so there is "
          + "nothing to generate; declare its assets with resources: [.copy(\"Assets\")] or "
          + ".process(...), or remove the plugin [plugin-without-resources]", file: manifestPath,
        line: declaration)
      return []
    }
    return [
      try assets.buildCommand(
        tool: try context.tool(named: "asset-manifest-generate").url,
        workDirectory: context.pluginWorkDirectoryURL, refusal: refusal)
    ]
  }
}
