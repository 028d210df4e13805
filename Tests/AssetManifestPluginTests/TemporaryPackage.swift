import Foundation
import TestSupport

/// A throwaway package that depends on this repository, as a user's package would.
///
/// The packages take turns in one folder, `.build/integration/package` of this checkout, built
/// into one scratch folder beside it: to SwiftPM each is the next edit of one package (its
/// manifest, targets and files rewritten), which it rebuilds as it rebuilds a user's, so this
/// package's modules and the plugin's tool are compiled once per test run, as a well-kept
/// plugin's integration tests build their package once. A package holds the folder from its
/// creation to ``remove()``, so tests that build packages run one at a time; each gets a
/// package name of its own, so that no resource bundle of an earlier one is taken for its own.
/// A test that asserts on which modules get compiled asks for a folder of its own
/// (`ownFolder`), built from nothing.
struct TemporaryPackage {
  /// The package's folder.
  let url: URL
  /// The package's name, which SwiftPM puts into its resource bundles' names
  /// (`NAME_TARGET.resources`).
  let name: String
  /// Where SwiftPM builds the package.
  let scratch: URL
  /// Whether the package has a folder of its own rather than its turn in the shared one.
  private let ownsFolder: Bool

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

  /// The shared package's folder, its scratch folder and the link to this checkout that every
  /// package depends on by path; emptied when first used in a process.
  private static let integration: URL = {
    let folder = Repository.root.appendingPathComponent(".build/integration")
    try? FileManager.default.removeItem(at: folder)
    return folder
  }()

  /// The link to this checkout that packages depend on.
  static let checkout: URL = {
    let link = integration.appendingPathComponent("Checkouts/\(dependencyName)")
    try? FileManager.default.createDirectory(
      at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? FileManager.default.createSymbolicLink(at: link, withDestinationURL: Repository.root)
    return link
  }()

  /// Held by the package whose turn it is in the shared folder, from its creation to
  /// ``remove()``, on the test's one thread (a test that builds packages is synchronous).
  private static let turn = NSLock()

  /// How many packages this process made, for their names.
  private static let count = Locked(0)

  /// Creates the package with `files` (images get real PNG bytes, other files their own path as
  /// text) and a manifest declaring `targets` (Swift source for the `targets:` array), waiting
  /// for its turn in the shared folder unless `ownFolder`.
  init(
    files: [String], targets: String, defaultLocalization: String? = nil, ownFolder: Bool = false
  ) throws {
    let number = Self.count.withLock { count in
      count += 1
      return count
    }
    name = "Scratch\(number)"
    ownsFolder = ownFolder
    if ownFolder {
      url = try TemporaryFolder(files: []).url
      scratch = url.appendingPathComponent(".build")
    } else {
      Self.turn.lock()
      url = Self.integration.appendingPathComponent("package")
      scratch = Self.integration.appendingPathComponent("scratch")
    }
    do {
      try? FileManager.default.removeItem(at: url)
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
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
          name: "\(name)",\(localization)
          platforms: [.macOS(.v15)],
          dependencies: [.package(path: "\(Self.checkout.path)")],
          targets: [
        \(targets)
          ]
        )
        """
      try write(manifest, to: "Package.swift")
    } catch {
      remove()
      throw error
    }
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
    let executable = scratch.appendingPathComponent("debug/" + product)
    return try execute(executable, [], environment: environment, mergingErrors: false)
  }

  /// `swift build ARGUMENTS`: the status and the merged output.
  func build(_ arguments: [String]) throws -> (status: Int32, output: String) {
    try swift(["build"] + arguments, mergingErrors: true)
  }

  /// `asset-manifest ARGUMENTS`, as this package's tests built it: the status and the standard
  /// output, or the merged output with `mergingErrors`.
  func assetManifest(_ arguments: [String], mergingErrors: Bool = false) throws -> (
    status: Int32, output: String
  ) {
    try execute(
      BuildProducts.folder.appendingPathComponent("asset-manifest"), arguments, environment: nil,
      mergingErrors: mergingErrors)
  }

  /// `swift package ARGUMENTS`: the status and the merged output.
  func package(_ arguments: [String]) throws -> (status: Int32, output: String) {
    try swift(["package"] + arguments, mergingErrors: true)
  }

  private func swift(_ arguments: [String], mergingErrors: Bool) throws
    -> (status: Int32, output: String)
  {
    let scratch = ["--package-path", url.path, "--scratch-path", self.scratch.path]
    return try execute(
      URL(fileURLWithPath: "/usr/bin/env"),
      ["swift", arguments[0]] + scratch + arguments.dropFirst(),
      environment: nil, mergingErrors: mergingErrors)
  }

  /// Runs `executable` with this environment (nil: the test's own). Without
  /// `mergingErrors`, its standard error is shown only when it fails, so that the notes of the
  /// runs that pass do not read as problems in the test log.
  private func execute(
    _ executable: URL, _ arguments: [String], environment: [String: String]?, mergingErrors: Bool
  ) throws -> (status: Int32, output: String) {
    let run = try ChildProcess.run(
      executable, arguments, environment: environment,
      errors: mergingErrors ? .mergedWithOutput : .captured)
    if run.status != 0 { FileHandle.standardError.write(run.errorData) }
    return (run.status, run.output)
  }

  /// Deletes the package's files (its own folder's build too) and, in the shared folder, ends
  /// its turn.
  func remove() {
    try? FileManager.default.removeItem(at: url)
    if !ownsFolder { Self.turn.unlock() }
  }
}
