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
    guard RuntimeDependency.isPresent(for: target) else {
      RuntimeDependency.reportMissing(for: target, in: context.package)
      return []
    }
    let assets = AssetTarget(
      name: target.name, directory: target.directoryURL,
      resources: target.sourceFiles.filter { $0.type == .resource }.map(\.url),
      sourceFileNames: Set(target.sourceFiles.map(\.url.lastPathComponent)))
    return [
      try assets.buildCommand(
        tool: try context.tool(named: "asset-manifest").url,
        workDirectory: context.pluginWorkDirectoryURL, bundle: "module")
    ]
  }
}
