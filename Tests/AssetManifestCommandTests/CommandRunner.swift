import Foundation
import TestSupport
import Testing

/// Runs the built `asset-manifest` executable, which SwiftPM places beside the test bundle.
struct CommandRunner {
  typealias Result = ChildProcess.Result

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
  static func runWithoutPrivileges(_ arguments: [String], deadline: Int? = nil) throws -> Result {
    guard geteuid() == 0 else { return try run(arguments, deadline: deadline) }
    return try run(
      ["--reuid=65534", "--regid=65534", "--clear-groups", executable.path] + arguments,
      executable: URL(fileURLWithPath: "/usr/bin/setpriv"), deadline: deadline)
  }

  /// `asset-manifest ARGUMENTS` in the repository (or `directory`); a `deadline`, for a test
  /// whose failure would be a hang, kills a command still running after that many seconds.
  static func run(
    _ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil,
    executable: URL = executable, deadline: Int? = nil
  ) throws -> Result {
    try ChildProcess.run(
      executable, arguments, environment: environment, directory: directory ?? repositoryRoot,
      deadline: deadline)
  }
}
