import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a generated file so that no reader ever sees half of it, and nothing else is left
/// beside it.
package enum GeneratedFileWriter {
  /// Writes `contents` to `url` unless it already holds exactly that, so the build does not
  /// recompile an unchanged file.
  ///
  /// The bytes go to a temporary file beside `url` (the same folder, so the rename is atomic),
  /// named `.<name>.asset-manifest-<process>-<random>.tmp`, which is then renamed over `url`:
  /// an interrupted run leaves the previous file (or none), never a truncated one. A failed
  /// write removes its temporary file; one that a killed run (a cancelled build, a CI timeout)
  /// could not remove is removed by the next write of the same file.
  ///
  /// - Returns: whether the file was written.
  @discardableResult
  package static func write(_ contents: String, to url: URL) throws -> Bool {
    removeStaleTemporaryFiles(of: url)
    let data = Data(contents.utf8)
    if let existing = try? Data(contentsOf: url), existing == data { return false }
    let temporary = url.deletingLastPathComponent().appendingPathComponent(
      prefix(of: url) + "\(ProcessInfo.processInfo.processIdentifier)-"
        + String(UInt64.random(in: 0...UInt64.max), radix: 36) + suffix)
    do {
      try data.write(to: temporary, options: .withoutOverwriting)
      try replace(url, with: temporary)
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    }
    return true
  }

  private static let suffix = ".tmp"

  /// The start of the temporary files' names for `url`: hidden, and naming the file and the tool
  /// so that nothing else's files match.
  private static func prefix(of url: URL) -> String {
    "." + url.lastPathComponent + ".asset-manifest-"
  }

  /// Removes the temporary files for `url` whose process is gone; a run still writing keeps its
  /// own.
  private static func removeStaleTemporaryFiles(of url: URL) {
    let folder = url.deletingLastPathComponent()
    let prefix = prefix(of: url)
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
      return
    }
    for name in names where name.hasPrefix(prefix) && name.hasSuffix(suffix) {
      let process = name.dropFirst(prefix.count).prefix { $0 != "-" }
      guard let identifier = Int32(process), !isRunning(identifier) else { continue }
      try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
    }
  }

  /// Whether a process of that identifier exists; on Windows, which has no `kill`, every
  /// temporary file but this process's own is stale.
  private static func isRunning(_ identifier: Int32) -> Bool {
    #if os(Windows)
      return identifier == ProcessInfo.processInfo.processIdentifier
    #else
      return kill(identifier, 0) == 0 || errno != ESRCH
    #endif
  }

  /// Renames `temporary` over `url`, in one step.
  private static func replace(_ url: URL, with temporary: URL) throws {
    #if os(Windows)
      _ = try FileManager.default.replaceItemAt(url, withItemAt: temporary)
    #else
      guard rename(temporary.path, url.path) == 0 else {
        throw RenameFailure(
          description: "cannot rename '\(temporary.path)' to '\(url.lastPathComponent)': "
            + String(cString: strerror(errno)))
      }
    #endif
  }

  /// A rename the file system refused, with its reason.
  private struct RenameFailure: Error, CustomStringConvertible {
    let description: String
  }
}
