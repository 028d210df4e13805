import Foundation
import TestSupport
import Testing

/// A tool that wants only the right folders depends on the `StandardFolders` product: it builds,
/// prints its cache folder, and compiles none of the asset code.
@Suite("StandardFolders alone")
struct StandardFoldersAloneTests {
  @Test(timeLimit(minutes: 20))
  func aToolThatWantsOnlyFoldersCompilesNoAssetCode() throws {
    let package = try TemporaryPackage(
      files: [],
      targets: """
            .executableTarget(
              name: "CacheTool",
              dependencies: [
                .product(name: "StandardFolders", package: "\(TemporaryPackage.dependencyName)")
              ]),
        """,
      // Which modules get compiled is the point: none built for another package may count.
      ownFolder: true)
    defer { package.remove() }
    try package.write(
      """
      import StandardFolders

      let folders = try FolderTable(
        identity: AppIdentity(name: "CacheTool", identifier: "org.example.CacheTool", organization: "Example"))
      print(folders.layout.path(for: .cache))
      """, to: "Sources/CacheTool/main.swift")
    let build = try package.run()
    #expect(build.status == 0, "\(build.output)")
    let run = try package.run("CacheTool")
    #expect(run.status == 0, "\(run.output)")
    let environment = ProcessInfo.processInfo.environment
    let home = environment["HOME"] ?? NSHomeDirectory()
    #if os(macOS)
      // macOS: ~/Library/Caches, then the app's identifier.
      let cache = home + "/Library/Caches/org.example.CacheTool"
    #else
      // XDG: $XDG_CACHE_HOME when it is absolute, else ~/.cache; then the app's name.
      let cacheHome =
        environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.cache"
      let cache = cacheHome + "/CacheTool"
    #endif
    #expect(run.output == cache + "\n")

    let built = try FileManager.default.subpathsOfDirectory(
      atPath: package.scratch.path)
    let modules = built.filter { $0.hasSuffix(".swiftmodule") }.map {
      URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent
    }
    #expect(modules.contains("StandardFolders"), "\(modules)")
    for assetModule in ["StandardPaths", "AssetManifestGenerator"] {
      #expect(!modules.contains(assetModule), "\(assetModule) was compiled: \(modules)")
    }
  }
}
