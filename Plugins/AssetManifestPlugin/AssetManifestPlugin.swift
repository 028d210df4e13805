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
    let work = context.pluginWorkDirectoryURL
    let (list, inputs) = try assets.writeResourceList(in: work)
    let output = work.appendingPathComponent(assets.freeFileName("Assets.generated.swift"))
    return [
      .buildCommand(
        displayName: "Generating the asset manifest of \(target.name)",
        executable: try context.tool(named: "asset-manifest").url,
        arguments: assets.generateArguments(
          resources: list, bundle: "module",
          regeneration: "the build regenerates it from the files (AssetManifestPlugin)")
          + ["--output", output.path],
        inputFiles: [list] + inputs,
        outputFiles: [output])
    ]
  }
}
