import Foundation
import PackagePlugin

/// A target that holds assets, as both plugins see it, whichever build system reports it.
struct AssetTarget {
  /// The target's name.
  var name: String
  /// The folder of the target's sources.
  var directory: URL
  /// The resources the build reports: copied folders, and processed files.
  var resources: [URL]
  /// The names of the target's own source files, which a generated file must not take.
  var sourceFileNames: Set<String>

  /// `asset-manifest.json` beside the target's sources, when there is one.
  var configuration: URL? {
    let url = directory.appendingPathComponent("asset-manifest.json")
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
  }

  /// `preferred`, or the first of `preferred` with a number before `.swift` that no source file
  /// of the target is called: two files of one name in a target are "multiple producers" of one
  /// object file.
  func freeFileName(_ preferred: String) -> String {
    guard sourceFileNames.contains(preferred) else { return preferred }
    let stem = preferred.hasSuffix(".swift") ? String(preferred.dropLast(6)) : preferred
    var number = 2
    while sourceFileNames.contains("\(stem)\(number).swift") { number += 1 }
    return "\(stem)\(number).swift"
  }

  /// The resource entries, written to `folder` for the generator to read.
  func writeResourceList(in folder: URL) throws -> (file: URL, inputs: [URL]) {
    let entries = ResourceEntries(target: name, targetDirectory: directory, files: resources)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("\(name)-resources.json")
    try entries.write(to: file)
    return (file, entries.inputFiles + (configuration.map { [$0] } ?? []))
  }

  /// The `asset-manifest generate` arguments that read the list in `resources`; the caller adds
  /// where the output goes.
  func generateArguments(resources: URL, bundle: String, regeneration: String) -> [String] {
    var arguments = [
      "generate", "--resources", resources.path, "--bundle", bundle,
      "--regenerate-with", regeneration,
    ]
    if let configuration { arguments += ["--config", configuration.path] }
    return arguments
  }

  /// The build command that regenerates the target's manifest in `workDirectory` whenever a
  /// resource, the configuration or the tool changes; the same for SwiftPM and Xcode, but for
  /// the bundle the generated code reads.
  func buildCommand(tool: URL, workDirectory: URL, bundle: String) throws -> Command {
    let (list, inputs) = try writeResourceList(in: workDirectory)
    let output = workDirectory.appendingPathComponent(freeFileName("Assets.generated.swift"))
    return .buildCommand(
      displayName: "Generating the asset manifest of \(name)",
      executable: tool,
      arguments: generateArguments(
        resources: list, bundle: bundle,
        regeneration: "the build regenerates it from the files (AssetManifestPlugin)")
        + ["--output", output.path],
      inputFiles: [list] + inputs,
      outputFiles: [output])
  }
}
