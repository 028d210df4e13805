import Foundation

/// Figure 7: system calls made by lookups, traced by `strace` around this executable.
enum SyscallCount {
  /// System calls the child makes between the two `getppid()` calls that bracket its million
  /// lookups: an exact count, unlike a difference of whole-process totals, which varies with
  /// start-up. Nil when `strace` is not installed or the trace has no markers.
  static func perMillionLookups() -> Int? {
    guard
      let strace = ["/usr/bin/strace", "/bin/strace"].first(where: {
        FileManager.default.isExecutableFile(atPath: $0)
      })
    else { return nil }
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("asset-manifest-bench-strace-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: strace)
    process.arguments = [
      "-f", "-o", output.path, CommandLine.arguments[0], "--lookups-for-strace", "1000000",
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    process.waitUntilExit()
    guard let trace = try? String(contentsOf: output, encoding: .utf8) else { return nil }
    let lines = trace.split(separator: "\n")
    let markers = lines.indices.filter { lines[$0].contains("getppid()") }
    guard markers.count == 2 else { return nil }
    return markers[1] - markers[0] - 1
  }
}
