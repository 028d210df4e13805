import Foundation
import TestSupport
import Testing

/// The build plugin's tool compiles only what it runs: `swift package describe` lists the
/// modules the build plugin's tool depends on, and neither the standard folders, nor the asset
/// runtime (the manifest's lookup machinery), nor the reporting and the audit of the
/// `asset-manifest` command line are among them.
@Suite("The build tool's closure")
struct ToolClosureTests {
  // A guard against a hang, not a timing: `swift package describe` can wait minutes on a loaded
  // machine for the other tests' SwiftPM processes.
  @Test(.timeLimit(.minutes(20)))
  func theToolCompilesNoFolderRuntimeOrReportCode() throws {
    let scratch = try TemporaryFolder(files: [])
    defer { scratch.remove() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    // A scratch path of its own: the running `swift test` holds the repository's.
    process.arguments = [
      "swift", "package", "--package-path", Repository.root.path, "--scratch-path",
      scratch.url.path, "describe", "--type", "json",
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let description = try #require(
      try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let targets = try #require(description["targets"] as? [[String: Any]])
    var dependencies: [String: [String]] = [:]
    for target in targets {
      if let name = target["name"] as? String {
        dependencies[name] = target["target_dependencies"] as? [String] ?? []
      }
    }
    #expect(dependencies["AssetManifestPlugin"] == ["asset-manifest-generate"])
    func closure(of target: String) -> Set<String> {
      var found: Set<String> = []
      var pending = dependencies[target] ?? []
      while let next = pending.popLast() {
        if found.insert(next).inserted { pending += dependencies[next] ?? [] }
      }
      return found
    }
    let tool = closure(of: "AssetManifestPlugin")
    #expect(tool.contains("StandardPathsCore"), "\(tool)")
    #expect(tool.contains("AssetManifestGenerator"), "\(tool)")
    for module in ["StandardFolders", "StandardPaths", "AssetManifestAudit", "asset-manifest"] {
      #expect(!tool.contains(module), "\(module) in \(tool)")
    }
    // The command line, which the command plugins run, holds no folder code either.
    let commandLine = closure(of: "asset-manifest")
    #expect(commandLine.contains("AssetManifestAudit"), "\(commandLine)")
    #expect(!commandLine.contains("StandardFolders"), "\(commandLine)")
    #expect(!commandLine.contains("StandardPaths"), "\(commandLine)")
  }
}
