import Foundation
import TestSupport
import Testing

/// Runs the built `asset-manifest` executable, which SwiftPM places beside the test bundle.
struct CommandRunner {
  struct Result {
    var status: Int32
    var output: String
    var error: String
  }

  static let executable = BuildProducts.folder.appendingPathComponent("asset-manifest")

  static let repositoryRoot = Repository.root

  /// The condition of a test that runs a command without privileges
  /// (`runWithoutPrivileges(_:)`): as root it needs util-linux's `setpriv`.
  static var runsWithoutPrivileges: ConditionTrait {
    .enabled(
      if: geteuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"),
      """
      the superuser reads any folder, so as root the command must run as nobody through \
      util-linux's setpriv, which this system lacks
      """)
  }

  /// `asset-manifest ARGUMENTS`, as `nobody` when the tests run as root: the superuser reads and
  /// enters any folder, so a test of an unreadable one must run without privileges.
  static func runWithoutPrivileges(_ arguments: [String]) throws -> Result {
    guard geteuid() == 0 else { return try run(arguments) }
    return try run(
      ["--reuid=65534", "--regid=65534", "--clear-groups", executable.path] + arguments,
      executable: URL(fileURLWithPath: "/usr/bin/setpriv"))
  }

  static func run(
    _ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil,
    executable: URL = executable
  ) throws -> Result {
    let process = Process()
    process.environment = environment
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory ?? repositoryRoot
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    // Both pipes are drained at once: a command that fills one (thousands of diagnostics on
    // standard error) would otherwise block while this side waits for the other to end.
    nonisolated(unsafe) var errorData = Data()
    let errorRead = DispatchGroup()
    DispatchQueue.global().async(group: errorRead) {
      errorData = error.fileHandleForReading.readDataToEndOfFile()
    }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    errorRead.wait()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
      error: String(decoding: errorData, as: UTF8.self))
  }
}
