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
  static let usage = """
    usage: swift package --allow-writing-to-package-directory generate-asset-manifest
             [--target NAME]... [--check | --report]
      --target NAME  the target to write the manifest into (repeatable); without it, every
                     target that already holds a checked-in manifest
      --check        write nothing; fail naming each manifest that is out of date
      --report       write only the target's coverage report (also for a target that uses
                     AssetManifestPlugin) and say where
    """

  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    if extractor.extractHelp() {
      ToolProcess.say(Self.usage)
      return
    }
    let names = extractor.extractOption(named: "target")
    let check = extractor.extractFlag(named: "check") > 0
    let report = extractor.extractFlag(named: "report") > 0
    guard extractor.remainingArguments.isEmpty, !(check && report) else {
      throw CommandError(
        "\(check && report ? "--check and --report go apart" : "unknown arguments \(extractor.remainingArguments)"); "
          + Self.usage)
    }
    let tool = try context.tool(named: "asset-manifest").url
    var failures: [(target: String, messages: String)] = []
    let manifest = PackageManifestText(package: context.package)
    for (target, assets) in try targets(named: names, in: context.package) {
      // A target that applies the build plugin is refused, but for its report: a checked-in
      // manifest beside the generated one declares every constant twice at the next build.
      if !report, let line = manifest.line(applying: "AssetManifestPlugin", in: target.name) {
        failures.append(
          (
            target.name,
            "target '\(target.name)' applies AssetManifestPlugin, which generates its manifest "
              + "at every build, so a checked-in one would declare every constant twice; remove "
              + "the plugin (Package.swift, line \(line)) to check the manifest in instead, or "
              + "keep the plugin and run with --report for the target's coverage report"
          ))
        continue
      }
      let folder = context.pluginWorkDirectoryURL.appendingPathComponent(target.name)
      let (list, _) = try assets.writeResourceList(in: folder)
      var arguments: [String]
      if report {
        arguments = [
          "report", "--resources", list.path, "--output",
          folder.appendingPathComponent("report.html").path,
        ]
        if let configuration = assets.configuration {
          arguments += ["--config", configuration.path]
        }
      } else {
        arguments =
          ["generate"]
          + assets.generateArguments(
            resources: list,
            regeneration: "run swift package --allow-writing-to-package-directory "
              + "generate-asset-manifest --target \(target.name)")
        arguments += ["--output-in", target.directoryURL.path, "--verbose"]
        if check { arguments.append("--check") }
      }
      let (succeeded, messages) = try ToolProcess.run(tool, arguments)
      if succeeded {
        ToolProcess.say(messages)
      } else {
        failures.append((target.name, messages))
      }
    }
    // SwiftPM prints a plugin's output on its standard output and the plugin's error on its
    // standard error, so a failure's messages travel inside the error, to stay in order when
    // both are redirected to one log.
    guard failures.isEmpty else {
      throw CommandError(
        "\(check ? "out of date or failing" : "failed") for target(s) "
          + failures.map(\.target).joined(separator: ", ") + ":\n"
          + failures.map(\.messages).joined(separator: "\n"))
    }
  }

  /// The targets named, each checked, or every target that holds a checked-in manifest.
  private func targets(named names: [String], in package: Package) throws
    -> [(SourceModuleTarget, AssetTarget)]
  {
    let all = package.targets.compactMap { $0 as? SourceModuleTarget }.map {
      ($0, AssetTarget(target: $0, in: package))
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
