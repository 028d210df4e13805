import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A sub-folder the build cannot read is reported by name and the rest still generates.
@Suite struct UnreadableFolderTests {
  @Test func anUnreadableSubFolderIsAWarningNamingIt() throws {
    let folder = try TemporaryFolder(files: ["ok.png", "Locked/hidden.png"])
    defer {
      chmod(folder.url.appendingPathComponent("Locked").path, 0o755)
      folder.remove()
    }
    chmod(folder.url.path, 0o755)
    chmod(folder.url.appendingPathComponent("Locked").path, 0)
    var arguments = ["lint", folder.url.path]
    var executable = CommandRunner.executable.path
    // The superuser reads any folder, so the command runs as `nobody` when the tests run as root.
    if geteuid() == 0 {
      arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", executable] + arguments
      executable = "/usr/bin/setpriv"
      try #require(
        FileManager.default.isExecutableFile(atPath: executable), "needs setpriv as root")
    }
    let result = try CommandRunner.run(arguments, executable: URL(fileURLWithPath: executable))
    #expect(result.status == 0)
    #expect(
      result.error.contains(
        "Locked:1: warning: cannot read this folder, its files are left out; make it readable"))
    #expect(result.error.contains("1 asset, 0 errors, 1 warning"))
  }
}
