import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-asset-manifest [--target NAME]
/// [--check]`: writes the file the build plugin would generate into each target's sources, for
/// teams that check generated code in; `--check` writes nothing and fails naming every file that
/// is out of date.
@main
struct GenerateAssetManifest: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let names = extractor.extractOption(named: "target")
    let check = extractor.extractFlag(named: "check") > 0
    guard extractor.remainingArguments.isEmpty else {
      throw CommandError(
        "unknown arguments \(extractor.remainingArguments); usage: generate-asset-manifest "
          + "[--target NAME]... [--check]")
    }
    let tool = try context.tool(named: "asset-manifest").url
    var failed: [String] = []
    for target in try targets(named: names, in: context.package) {
      let assets = AssetTarget(
        name: target.name, directory: target.directoryURL,
        resources: target.sourceFiles.filter { $0.type == .resource }.map(\.url),
        sourceFileNames: [])
      let (list, _) = try assets.writeResourceList(
        in: context.pluginWorkDirectoryURL.appendingPathComponent(target.name))
      var arguments = assets.generateArguments(
        resources: list, bundle: "module",
        regeneration: "run swift package --allow-writing-to-package-directory "
          + "generate-asset-manifest --target \(target.name)")
      arguments += ["--output-in", target.directoryURL.path]
      if check { arguments.append("--check") }
      let process = try Process.run(tool, arguments: arguments)
      process.waitUntilExit()
      if process.terminationStatus != 0 { failed.append(target.name) }
    }
    guard failed.isEmpty else {
      throw CommandError(
        "\(check ? "out of date or failing" : "failed") for target(s) "
          + failed.joined(separator: ", ") + "; see the messages above")
    }
  }

  /// The targets named, or every target with resources that depends on StandardPaths.
  private func targets(named names: [String], in package: Package) throws
    -> [SourceModuleTarget]
  {
    let all = package.targets.compactMap { $0 as? SourceModuleTarget }
    guard !names.isEmpty else {
      return all.filter { target in
        target.sourceFiles.contains { $0.type == .resource }
          && target.recursiveTargetDependencies.contains { $0.name == "StandardPaths" }
      }
    }
    return try names.map { name in
      guard let target = all.first(where: { $0.name == name }) else {
        throw CommandError(
          "no target '\(name)' in \(package.displayName); its targets: "
            + all.map(\.name).joined(separator: ", "))
      }
      return target
    }
  }
}

/// A message that stops the command, printed as it is.
struct CommandError: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }
}
