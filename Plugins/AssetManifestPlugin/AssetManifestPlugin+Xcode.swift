#if canImport(XcodeProjectPlugin)
  import Foundation
  import PackagePlugin
  import XcodeProjectPlugin

  /// The same generation for a target of an Xcode project (Build Phases → Run Build Tool
  /// Plug-ins). Xcode reports a folder reference as a folder, copied whole, and a file in a
  /// group as a file, flattened into the bundle, which is what `AssetTarget` and the generator's
  /// layout stage already assume; the generated code reads `Bundle.main`.
  ///
  /// Written against Apple's documented XcodeProjectPlugin API; it is not compiled on Linux.
  extension AssetManifestPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws
      -> [Command]
    {
      let project = context.xcodeProject.directoryURL
      let ownFolder = project.appendingPathComponent(target.displayName)
      let assets = AssetTarget(
        name: target.displayName,
        directory: FileManager.default.fileExists(atPath: ownFolder.path) ? ownFolder : project,
        resources: target.inputFiles.filter { $0.type == .resource }.map(\.url),
        sourceFiles: target.inputFiles.filter { $0.type == .source }.map(\.url))
      return [
        try assets.buildCommand(
          tool: try context.tool(named: "asset-manifest-generate").url,
          workDirectory: context.pluginWorkDirectoryURL,
          buildSystem: "xcode")
      ]
    }
  }
#endif
