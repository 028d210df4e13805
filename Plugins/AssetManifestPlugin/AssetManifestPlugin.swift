import Foundation
import PackagePlugin

/// Generates a typed, precomputed asset manifest for a target's resource folder.
///
/// The folder is the target's one resource folder, or the one named by `"folder"` in an
/// `asset-manifest.json` beside the target's sources. SwiftPM reports a `.copy("Folder")` as
/// the folder itself and a `.process("Folder")` as its files, which tells the generator how the
/// bundle lays the files out.
@main
struct AssetManifestPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let root = target.directoryURL.standardizedFileURL
    let configuration = root.appendingPathComponent("asset-manifest.json")
    let hasConfiguration = FileManager.default.fileExists(atPath: configuration.path)
    let resources = target.sourceFiles.filter { $0.type == .resource }.map(
      \.url.standardizedFileURL)
    let folders = Dictionary(grouping: resources) { topFolder(of: $0, in: root) }
    let folderName = try chosenFolder(
      Array(folders.keys), configuration: hasConfiguration ? configuration : nil,
      target: target.name)
    let folder = root.appendingPathComponent(folderName)
    let isCopied = folders[folderName, default: []] == [folder]
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedAssets.swift")
    var arguments = [
      "generate", "--input", folder.path, "--output", output.path,
      "--layout", isCopied ? "copy" : "process",
    ]
    if hasConfiguration { arguments += ["--config", configuration.path] }
    let inputs = isCopied ? files(below: folder) : folders[folderName, default: []]
    return [
      .buildCommand(
        displayName: "Generating the asset manifest of \(target.name)/\(folderName)",
        executable: try context.tool(named: "asset-manifest").url,
        arguments: arguments,
        inputFiles: inputs + (hasConfiguration ? [configuration] : []),
        outputFiles: [output])
    ]
  }

  private func topFolder(of url: URL, in root: URL) -> String {
    let relative = url.path.dropFirst(root.path.count).split(separator: "/")
    return relative.first.map(String.init) ?? ""
  }

  private func chosenFolder(_ folders: [String], configuration: URL?, target: String) throws
    -> String
  {
    if let configuration,
      let data = FileManager.default.contents(atPath: configuration.path),
      let settings = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let folder = settings["folder"] as? String
    {
      guard folders.contains(folder) else {
        throw PluginError(
          "\(configuration.path):1: error: 'folder' names '\(folder)', which is not a resource folder of \(target); declare it with .copy(\"\(folder)\") or .process(\"\(folder)\")"
        )
      }
      return folder
    }
    guard folders.count == 1, let folder = folders.first else {
      throw PluginError(
        "error: target \(target) has \(folders.isEmpty ? "no resource folder" : "several resource folders (\(folders.sorted().joined(separator: ", ")))"); declare the assets with .copy(\"Assets\") or .process(\"Assets\"), or name one in asset-manifest.json as {\"folder\": \"Assets\"}"
      )
    }
    return folder
  }

  private func files(below folder: URL) -> [URL] {
    let enumerator = FileManager.default.enumerator(
      at: folder, includingPropertiesForKeys: [.isRegularFileKey])
    return (enumerator?.allObjects as? [URL] ?? []).filter {
      (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
    }.sorted { $0.path < $1.path }
  }
}

/// A message that stops the build before the generator runs.
struct PluginError: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }
}
