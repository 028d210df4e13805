import Foundation
import TestSupport

/// A throwaway package that depends on this repository, as a user's package would.
struct TemporaryPackage {
  let folder: TemporaryFolder
  var url: URL { folder.url }

  /// The name the package depends on this repository by: the folder name of a link to the
  /// checkout, since SwiftPM names a path dependency after its folder. Spelt as a clone of the
  /// repository is (`git clone …/StandardPaths.git`), whatever this checkout's folder is called,
  /// so every message that echoes the dependency is checked as users see it: SwiftPM's identity
  /// is the lower-cased `standardpaths`.
  static let dependencyName = "StandardPaths"

  /// The dependency on the runtime library, as a target of the package lists it.
  static let runtime = ".product(name: \"StandardPaths\", package: \"\(dependencyName)\")"
  /// The build plugin, as a target of the package applies it.
  static let plugin = ".plugin(name: \"AssetManifestPlugin\", package: \"\(dependencyName)\")"

  /// Creates the package with `files` (images get real PNG bytes, other files their own path as
  /// text) and a manifest declaring `targets` (Swift source for the `targets:` array).
  init(files: [String], targets: String, defaultLocalization: String? = nil) throws {
    folder = try TemporaryFolder(files: [])
    let checkout = folder.url.appendingPathComponent("Checkouts/\(Self.dependencyName)")
    try FileManager.default.createDirectory(
      at: checkout.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(at: checkout, withDestinationURL: Repository.root)
    for file in files {
      if file.hasSuffix(".png") {
        try write(TinyPNG.data(width: 4, height: 4), to: file)
      } else {
        try write(file, to: file)
      }
    }
    let localization = defaultLocalization.map { "\n  defaultLocalization: \"\($0)\"," } ?? ""
    let manifest = """
      // swift-tools-version: 6.1
      import PackageDescription

      let package = Package(
        name: "Scratch",\(localization)
        platforms: [.macOS(.v15)],
        dependencies: [.package(path: "Checkouts/\(Self.dependencyName)")],
        targets: [
      \(targets)
        ]
      )
      """
    try write(manifest, to: "Package.swift")
  }

  func write(_ text: String, to path: String) throws {
    try write(Data(text.utf8), to: path)
  }

  func write(_ data: Data, to path: String) throws {
    let file = url.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: file)
  }

  /// `swift build`, or, when a product is given, its build and then the built executable:
  /// the status and the merged output of the build, or the executable's standard output.
  /// `swift run` is not used: under load it has crashed in libdispatch after the product ran
  /// correctly (status 11), failing a test for the toolchain's sake.
  func run(_ product: String? = nil, environment: [String: String]? = nil) throws -> (
    status: Int32, output: String
  ) {
    guard let product else { return try swift(["build"], mergingErrors: true) }
    let build = try swift(["build", "--product", product], mergingErrors: true)
    guard build.status == 0 else { return build }
    let executable = url.appendingPathComponent(".build/debug/" + product)
    return try execute(executable, [], environment: environment, mergingErrors: false)
  }

  /// `swift build ARGUMENTS`: the status and the merged output.
  func build(_ arguments: [String]) throws -> (status: Int32, output: String) {
    try swift(["build"] + arguments, mergingErrors: true)
  }

  /// `swift package ARGUMENTS`: the status and the merged output.
  func package(_ arguments: [String]) throws -> (status: Int32, output: String) {
    try swift(["package"] + arguments, mergingErrors: true)
  }

  private func swift(_ arguments: [String], mergingErrors: Bool) throws
    -> (status: Int32, output: String)
  {
    let scratch = [
      "--package-path", url.path, "--scratch-path", url.appendingPathComponent(".build").path,
    ]
    return try execute(
      URL(fileURLWithPath: "/usr/bin/env"),
      ["swift", arguments[0]] + scratch + arguments.dropFirst(),
      environment: nil, mergingErrors: mergingErrors)
  }

  /// Runs `executable` with this environment (nil: the test's own).
  private func execute(
    _ executable: URL, _ arguments: [String], environment: [String: String]?, mergingErrors: Bool
  ) throws -> (status: Int32, output: String) {
    let process = Process()
    process.environment = environment
    process.executableURL = executable
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = mergingErrors ? pipe : FileHandle.standardError
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  func remove() { folder.remove() }
}
