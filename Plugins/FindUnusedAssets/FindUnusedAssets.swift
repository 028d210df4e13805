import Foundation
import PackagePlugin

/// `swift package find-unused-assets [--target NAME]... [--strict] [--format text|github]`:
/// `asset-manifest unused` on a target's resources and the Swift sources that may use them: its
/// own, and those of every target of the package that depends on it, tests included; without
/// `--target`, on every target with resources.
@main
struct FindUnusedAssets: CommandPlugin {
  static let usage = """
    usage: swift package find-unused-assets [--target NAME]... [--strict] [--format FORMAT]
      --target NAME    a target whose resources to audit against its sources (repeatable);
                       without it, every target with resources
      --strict         report unused assets as errors and fail, for CI
      --format FORMAT  text (the default) or github: GitHub Actions annotations
    """

  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    if extractor.extractHelp() {
      ToolProcess.say(Self.usage)
      return
    }
    let names = extractor.extractOption(named: "target")
    let strict = extractor.extractFlag(named: "strict") > 0
    let formats = extractor.extractOption(named: "format")
    guard extractor.remainingArguments.isEmpty else {
      throw CommandError("unknown arguments \(extractor.remainingArguments); " + Self.usage)
    }
    // SwiftPM prints a plugin's messages on standard output with the findings, so JSON or SARIF
    // would not parse there; annotations are read line by line from anywhere in a log.
    guard formats.count <= 1 else { throw CommandError("give --format once; " + Self.usage) }
    guard formats.allSatisfy({ ["text", "github"].contains($0) }) else {
      throw CommandError(
        "--format takes text or github here (SwiftPM prints the plugin's messages among the "
          + "findings); for json or sarif, run 'swift run asset-manifest unused' with --format; "
          + Self.usage)
    }
    let tool = try context.tool(named: "asset-manifest").url
    var failed: [String] = []
    for (target, assets) in try targets(named: names, in: context.package) {
      let folder = context.pluginWorkDirectoryURL.appendingPathComponent(assets.name)
      let (list, _) = try assets.writeResourceList(in: folder)
      var arguments = ["unused", "--resources", list.path]
      arguments += AuditedSources.arguments(using: target, in: context.package)
      if let configuration = assets.configuration {
        arguments += ["--config", configuration.path]
      }
      if strict { arguments.append("--strict") }
      if let format = formats.first { arguments += ["--format", format] }
      let (succeeded, messages) = try ToolProcess.run(tool, arguments)
      ToolProcess.say("target '\(assets.name)':\n" + messages)
      if !succeeded { failed.append(assets.name) }
    }
    guard failed.isEmpty else {
      throw CommandError(
        "unused assets, or an error, in target(s) " + failed.joined(separator: ", "))
    }
  }

  /// The targets named, or every target with resources.
  private func targets(named names: [String], in package: Package) throws
    -> [(SourceModuleTarget, AssetTarget)]
  {
    let all = package.targets.compactMap { $0 as? SourceModuleTarget }.map {
      ($0, AssetTarget(target: $0, in: package))
    }
    guard !names.isEmpty else {
      let withResources = all.filter { !$0.1.resources.isEmpty }
      guard !withResources.isEmpty else {
        throw CommandError("no target of \(package.displayName) has resources to audit")
      }
      return withResources
    }
    return try names.map { name in
      guard let found = all.first(where: { $0.1.name == name }) else {
        throw CommandError(
          "no target '\(name)' in \(package.displayName); its targets: "
            + all.map(\.1.name).sorted().joined(separator: ", "))
      }
      guard !found.1.resources.isEmpty else {
        throw CommandError(
          "target '\(name)' has no resources, so no asset can be unused; name a target that "
            + "declares resources: [.copy(...)] or .process(...)")
      }
      return found
    }
  }
}
