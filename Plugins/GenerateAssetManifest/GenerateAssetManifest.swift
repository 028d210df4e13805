import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-asset-manifest [--target NAME]
/// [--check | --report]`: writes the file the build plugin would generate into a target's
/// sources, for teams that check generated code in; `--check` writes nothing and fails naming
/// every file that is out of date; `--report` writes only the target's coverage report
/// (`asset-manifest report`), into the plugin's work folder, and prints where, so that a target
/// using the build plugin gets one too.
///
/// Name a target the first time; later runs without `--target` take every target that already
/// holds a checked-in manifest, so the command never writes into a target that uses the build
/// plugin instead.
@main
struct GenerateAssetManifest: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let names = extractor.extractOption(named: "target")
    let check = extractor.extractFlag(named: "check") > 0
    let report = extractor.extractFlag(named: "report") > 0
    guard extractor.remainingArguments.isEmpty, !(check && report) else {
      throw CommandError(
        "\(check && report ? "--check and --report go apart" : "unknown arguments \(extractor.remainingArguments)"); "
          + "usage: generate-asset-manifest [--target NAME]... [--check | --report]")
    }
    let tool = try context.tool(named: "asset-manifest").url
    var failed: [String] = []
    for (target, assets) in try targets(named: names, in: context.package) {
      let folder = context.pluginWorkDirectoryURL.appendingPathComponent(target.name)
      let (list, _) = try assets.writeResourceList(in: folder)
      if report {
        let page = folder.appendingPathComponent("report.html")
        var arguments = ["report", "--resources", list.path, "--output", page.path]
        if let configuration = assets.configuration {
          arguments += ["--config", configuration.path]
        }
        if try run(tool, arguments) {
          print("wrote the coverage report of target '\(target.name)' to \(page.path)")
        } else {
          failed.append(target.name)
        }
        continue
      }
      var arguments = assets.generateArguments(
        resources: list, bundle: "module",
        regeneration: "run swift package --allow-writing-to-package-directory "
          + "generate-asset-manifest --target \(target.name)")
      arguments += ["--output-in", target.directoryURL.path]
      if check { arguments.append("--check") }
      if try !run(tool, arguments) { failed.append(target.name) }
    }
    guard failed.isEmpty else {
      throw CommandError(
        "\(check ? "out of date or failing" : "failed") for target(s) "
          + failed.joined(separator: ", ") + "; see the messages above")
    }
  }

  /// Runs the tool, passing its messages on in the order it printed them, before any summary.
  private func run(_ tool: URL, _ arguments: [String]) throws -> Bool {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    let messages = Pipe()
    process.standardError = messages
    process.standardOutput = messages
    try process.run()
    let output = messages.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    FileHandle.standardError.write(output)
    return process.terminationStatus == 0
  }

  /// The targets named, each checked, or every target that holds a checked-in manifest.
  private func targets(named names: [String], in package: Package) throws
    -> [(SourceModuleTarget, AssetTarget)]
  {
    let all = package.targets.compactMap { $0 as? SourceModuleTarget }.map {
      ($0, AssetTarget(target: $0))
    }
    guard !names.isEmpty else {
      let checkedIn = all.filter { $0.1.checkedInManifest != nil }
      guard !checkedIn.isEmpty else {
        throw CommandError(
          "no target of \(package.displayName) holds a checked-in asset manifest yet; name the "
            + "target to write one into with --target NAME")
      }
      return checkedIn
    }
    return try names.map { name in
      guard let (target, assets) = all.first(where: { $0.0.name == name }) else {
        throw CommandError(
          "no target '\(name)' in \(package.displayName); its targets: "
            + all.map(\.0.name).sorted().joined(separator: ", "))
      }
      guard RuntimeDependency.isPresent(for: target) else {
        throw CommandError(RuntimeDependency.missingMessage(for: target, in: package))
      }
      guard !assets.resources.isEmpty else {
        throw CommandError(
          "target '\(name)' has no resources, so there is nothing to generate; declare its "
            + "assets with resources: [.copy(\"Assets\")] or .process(...)")
      }
      return (target, assets)
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
