import Foundation

/// Figure 7: system calls made by lookups, counted by `strace` around this executable.
enum SyscallCount {
  /// System calls of one million lookups after the first: the process's count with a million
  /// lookups minus its count with none. Nil when `strace` is not installed.
  static func perMillionLookups() -> Int? {
    guard
      let strace = ["/usr/bin/strace", "/bin/strace"].first(where: {
        FileManager.default.isExecutableFile(atPath: $0)
      })
    else { return nil }
    guard let none = count(strace, lookups: 0), let million = count(strace, lookups: 1_000_000)
    else { return nil }
    return million - none
  }

  private static func count(_ strace: String, lookups: Int) -> Int? {
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("asset-manifest-bench-strace-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: strace)
    process.arguments = [
      "-f", "-c", "-o", output.path, CommandLine.arguments[0], "--lookups-for-strace", "\(lookups)",
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    process.waitUntilExit()
    guard let text = try? String(contentsOf: output, encoding: .utf8),
      let total = text.split(separator: "\n").last(where: { $0.hasSuffix("total") })
    else { return nil }
    let fields = total.split(separator: " ")
    return fields.count >= 4 ? Int(fields[3]) : nil
  }
}
