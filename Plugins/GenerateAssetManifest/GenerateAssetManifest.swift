import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-asset-manifest [--target NAME]
/// [--check | --report]`: writes the file the build plugin would generate into a target's
/// sources, for teams that check generated code in; `--check` writes nothing and fails naming
/// every file that is out of date; `--report` writes only the target's coverage report
/// (`asset-manifest report`), into the plugin's work folder, and prints where, so that a target
/// using the build plugin gets one too; `--write-baseline` records the target's current
/// findings (the build's and the unused-asset audit's) in its findings baseline, so that its
/// builds and audits print only new ones.
///
/// Name a target the first time; later runs without `--target` take every target that already
/// holds a checked-in manifest, so the command never writes into a target that uses the build
/// plugin instead.
@main
struct GenerateAssetManifest: CommandPlugin {
  static let usage = """
    usage: swift package --allow-writing-to-package-directory generate-asset-manifest
             [--target NAME]... [--check | --report | --write-baseline]
      --target NAME  the target to write the manifest into (repeatable); without it, every
                     target that already holds a checked-in manifest
      --check        write nothing; fail naming each manifest that is out of date
      --report       write only the target's coverage report (also for a target that uses
                     AssetManifestPlugin) and say where
      --write-baseline
                     record the target's warnings, the build's and find-unused-assets', in
                     the baseline its asset-manifest.json names ("baseline"), else in
                     asset-manifest-baseline.json beside it, which the configuration must
                     then name; without --target, every target with resources
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
    let writeBaseline = extractor.extractFlag(named: "write-baseline") > 0
    let modes = [check, report, writeBaseline].filter { $0 }.count
    guard extractor.remainingArguments.isEmpty, modes <= 1 else {
      throw CommandError(
        "\(modes > 1 ? "--check, --report and --write-baseline go apart" : "unknown arguments \(extractor.remainingArguments)"); "
          + Self.usage)
    }
    let tool = try context.tool(named: "asset-manifest").url
    if writeBaseline {
      return try writeBaselines(
        tool: tool, targets: try targets(named: names, withResources: true, in: context.package),
        context: context)
    }
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

  /// `asset-manifest lint` and `unused` with `--write-baseline` on each target, into the
  /// baseline its configuration names, else `asset-manifest-baseline.json` beside it.
  private func writeBaselines(
    tool: URL, targets: [(SourceModuleTarget, AssetTarget)], context: PluginContext
  ) throws {
    // As in `run`, a failure's messages travel inside the error, so that they come in order.
    var failures: [String] = []
    for (target, assets) in targets {
      let folder = context.pluginWorkDirectoryURL.appendingPathComponent(assets.name)
      let (list, _) = try assets.writeResourceList(in: folder)
      // Standardized, so that messages name `ci/bl.json`, not `Sources/Game/../ci/bl.json`.
      let file =
        (assets.namedBaseline
        ?? assets.directory.appendingPathComponent(AssetTarget.defaultBaselineName))
        .standardizedFileURL
      // SwiftPM calls a file in a target's folder that is neither source nor resource
      // unhandled: one it listed so, or one this run adds there.
      let root = assets.directory.standardizedFileURL.path + "/"
      let unhandled =
        file.path.hasPrefix(root)
        && (!FileManager.default.fileExists(atPath: file.path)
          || target.sourceFiles.contains {
            $0.type == .unknown && $0.url.standardizedFileURL == file
          })
      // Said once here, not by each of the two runs below, which would then fail alike.
      let parent = file.deletingLastPathComponent()
      guard FileManager.default.fileExists(atPath: parent.path) else {
        failures.append(
          "target '\(assets.name)': the baseline's folder '\(parent.path)' does not exist; "
            + "create it first, or name another baseline in asset-manifest.json")
        continue
      }
      var common = ["--resources", list.path, "--write-baseline", file.path]
      if let configuration = assets.configuration { common += ["--config", configuration.path] }
      let sources = AuditedSources.arguments(using: target, in: context.package)
      let existed = FileManager.default.fileExists(atPath: file.path)
      var messages = ""
      var succeeded = true
      for arguments in [["lint"] + common, ["unused"] + common + sources] {
        let run = try ToolProcess.run(tool, arguments)
        succeeded = succeeded && run.succeeded
        messages += run.messages + "\n"
      }
      // A new, empty baseline that no configuration names is a file to exclude and name for
      // nothing: across a package of many targets, most have no warning to record.
      if succeeded, assets.namedBaseline == nil, !existed, Self.recordsNothing(file) {
        try? FileManager.default.removeItem(at: file)
        ToolProcess.say(
          "target '\(assets.name)': no warning to record, so no baseline was written; run "
            + "again when the build shows warnings to record")
        continue
      }
      if assets.namedBaseline == nil {
        messages +=
          "add \"baseline\": \"\(AssetTarget.defaultBaselineName)\" to \(assets.directory.path)/"
          + "asset-manifest.json so that builds and audits read it\n"
      }
      if unhandled {
        messages +=
          "list \"\(file.path.dropFirst(root.count))\" under exclude: [...] of target "
          // SwiftPM tells a plugin nothing of excluded files: it may be listed already.
          + "'\(assets.name)' in Package.swift, unless it is there already, so that SwiftPM "
          + "does not call it unhandled\n"
      }
      let report = "target '\(assets.name)':\n" + messages
      if succeeded {
        ToolProcess.say(report)
      } else {
        failures.append(report)
      }
    }
    guard failures.isEmpty else {
      throw CommandError(
        "failed to write a complete baseline:\n" + failures.joined(separator: "\n"))
    }
  }

  /// Whether the baseline at `file` holds no finding.
  private static func recordsNothing(_ file: URL) -> Bool {
    guard let data = FileManager.default.contents(atPath: file.path),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let findings = object["findings"] as? [Any]
    else { return false }
    return findings.isEmpty
  }

  /// The targets named, each checked, or every target that holds a checked-in manifest (every
  /// target with resources, `withResources`).
  private func targets(named names: [String], withResources: Bool = false, in package: Package)
    throws -> [(SourceModuleTarget, AssetTarget)]
  {
    let all = package.targets.compactMap { $0 as? SourceModuleTarget }.map {
      ($0, AssetTarget(target: $0, in: package))
    }
    if names.isEmpty, withResources {
      let found = all.filter { !$0.1.resources.isEmpty }
      guard !found.isEmpty else {
        throw CommandError("no target of \(package.displayName) has resources")
      }
      return found
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
