import Foundation
import TestSupport

/// A throwaway package that depends on this repository, as a user's package would.
struct TemporaryPackage {
  let folder: TemporaryFolder
  var url: URL { folder.url }

  /// SwiftPM names a path dependency after its folder, whatever the checkout is called.
  static let dependencyName = Repository.root.lastPathComponent

  /// Creates the package with `files` and a manifest declaring `targets` (Swift source for the
  /// `targets:` array, which may use `dependencyName`).
  init(files: [String], targets: String) throws {
    folder = try TemporaryFolder(files: files)
    let manifest = """
      // swift-tools-version: 6.1
      import PackageDescription

      let package = Package(
        name: "Scratch",
        platforms: [.macOS(.v15)],
        dependencies: [.package(path: "\(Repository.root.path)")],
        targets: [
      \(targets)
        ]
      )
      """
    try write(manifest, to: "Package.swift")
  }

  func write(_ text: String, to path: String) throws {
    let file = url.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }

  /// `swift build`, or `swift run PRODUCT` when a product is given: the status and the merged
  /// output.
  func run(_ product: String? = nil) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    let scratch = [
      "--package-path", url.path, "--scratch-path", url.appendingPathComponent(".build").path,
    ]
    process.arguments =
      product.map { ["swift", "run"] + scratch + ["--quiet", $0] } ?? ["swift", "build"] + scratch
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = product == nil ? pipe : FileHandle.standardError
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  func remove() { folder.remove() }
}
