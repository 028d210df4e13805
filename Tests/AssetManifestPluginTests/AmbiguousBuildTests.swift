import Foundation
import TestSupport
import Testing

/// Builds a throwaway package that uses the plugin, as a user's package would.
@Suite("swift build with the plugin")
struct AmbiguousBuildTests {
  static let repositoryRoot = Repository.root

  @Test(.timeLimit(.minutes(15)))
  func ambiguousVariantsFailTheBuildUntilOneIsRemoved() throws {
    let package = try TemporaryFolder(files: [
      "Sources/App/Assets/foo.png", "Sources/App/Assets/foo@2x.png",
      "Sources/App/Assets/foo@2.0x.png",
    ])
    defer { package.remove() }
    // SwiftPM names a path dependency after its folder, whatever the checkout is called.
    let identity = Self.repositoryRoot.lastPathComponent
    let manifest = """
      // swift-tools-version: 6.1
      import PackageDescription

      let package = Package(
        name: "App",
        platforms: [.macOS(.v15)],
        dependencies: [.package(path: "\(Self.repositoryRoot.path)")],
        targets: [
          .target(
            name: "App", dependencies: [.product(name: "StandardPaths", package: "\(identity)")],
            resources: [.copy("Assets")],
            plugins: [.plugin(name: "AssetManifestPlugin", package: "\(identity)")])
        ]
      )
      """
    try Data(manifest.utf8).write(to: package.url.appendingPathComponent("Package.swift"))
    try Data("public func size() -> Int { Assets.foo.variants.count }\n".utf8)
      .write(to: package.url.appendingPathComponent("Sources/App/App.swift"))

    let failed = try build(package.url)
    #expect(failed.status != 0)
    #expect(failed.output.contains("foo@2x.png:1: error: ambiguous variants of 'foo.png'"))
    #expect(failed.output.contains("'foo@2.0x.png' and 'foo@2x.png'"))

    try FileManager.default.removeItem(
      at: package.url.appendingPathComponent("Sources/App/Assets/foo@2.0x.png"))
    let succeeded = try build(package.url)
    #expect(succeeded.status == 0, "\(succeeded.output)")
  }

  private func build(_ folder: URL) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swift", "build", "--package-path", folder.path,
      "--scratch-path", folder.appendingPathComponent(".build").path,
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
