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
  /// Writes `contents` to `link` (the file it names, when it is a symbolic link) unless it
  /// already holds exactly that, so the build does not recompile an unchanged file.
  ///
  /// The bytes go to a temporary file beside `url` (the same folder, so the rename is atomic),
  /// named `.<name>.asset-manifest-<process>-<random>.tmp`, which is then renamed over `url`:
  /// an interrupted run leaves the previous file (or none), never a truncated one. A failed
  /// write removes its temporary file; one that a killed run (a cancelled build, a CI timeout)
  /// could not remove is removed by the next write of the same file.
  ///
  /// - Returns: whether the file was written.
  @discardableResult
  package static func write(_ contents: String, to link: URL) throws(WriteFailure) -> Bool {
    // Through a symbolic link to the file it names; a device, a pipe or a folder is no file to
    // replace (as root, `--output /dev/full` would have replaced the device).
    let url = link.resolvingSymlinksInPath()
    let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
    let type = attributes?[.type]
    guard type == nil || type as? FileAttributeType == .typeRegular else {
      throw WriteFailure(description: "'\(url.path)' is not a regular file; name a file to write")
    }
    removeStaleTemporaryFiles(of: url)
    let data = Data(contents.utf8)
    if let existing = try? Data(contentsOf: url), existing == data { return false }
    // Swift's incremental build tells a changed source by its modification time, and misses a
    // change written within a second of the build that compiled the file before (builds less
    // than a second apart, as scripts run them): it keeps the old object file, and the link
    // fails until the contents change again. So a file that young is replaced a second after it
    // was written; no build started by hand ever waits.
    if let written = attributes?[.modificationDate] as? Date {
      let wait = written.addingTimeInterval(1.05).timeIntervalSinceNow
      if wait > 0 { Thread.sleep(forTimeInterval: min(wait, 1.05)) }
    }
    let temporary = url.deletingLastPathComponent().appendingPathComponent(
      prefix(of: url) + "\(ProcessInfo.processInfo.processIdentifier)-"
        + String(UInt64.random(in: 0...UInt64.max), radix: 36) + suffix)
    do {
      // A file made read-only, or private, stays so when it is replaced, as an editor keeps it.
      let permissions = (attributes?[.posixPermissions] as? NSNumber)?.uint16Value
      try create(temporary, holding: data, permissions: permissions)
      try replace(url, with: temporary)
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    }
    return true
  }

  /// The `output-folder-missing` finding for an output at `path` whose folder does not exist,
  /// or nil: every command that writes a file the user named refuses a missing folder, which is
  /// more likely a typo than a wish. A file on the way is named, since no folder can be made
  /// there and the system's own words ("Not a directory") do not say which.
  package static func missingFolder(of path: String) -> Diagnostic? {
    // The path as the system reads it: `..` after a file or a missing folder is no way back,
    // so it is kept, where URL would drop it from a relative path (and loop on an absolute one).
    let absolute =
      path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    let folder = Array(absolute.split(separator: "/").dropLast())
    let text = { (components: ArraySlice<Substring>) in "/" + components.joined(separator: "/") }
    // The folder, else the nearest of its parents that exists: each step drops a component, and
    // the root always exists.
    var existing = folder[...]
    var isFolder: ObjCBool = false
    while !FileManager.default.fileExists(atPath: text(existing), isDirectory: &isFolder) {
      existing = existing.dropLast()
    }
    if isFolder.boolValue {
      return existing.count == folder.count
        ? nil
        : Diagnostic(
          .outputFolderMissing, path,
          "the folder '\(text(folder[...]))' does not exist; create it first")
    }
    return Diagnostic(
      .outputFolderMissing, path,
      "'\(text(existing))' is a file, not a folder, so nothing can be written in it; name an "
        + "output in a folder")
  }

  /// Creates `url`, which must not exist, holding `data` on the disk, with `permissions` (else
  /// the usual 0644 less the umask); a failure says why as the system words it (Foundation's
  /// error on Linux says only "the file doesn't exist").
  private static func create(_ url: URL, holding data: Data, permissions: UInt16?)
    throws(WriteFailure)
  {
    #if os(Windows)
      do {
        try data.write(to: url, options: .withoutOverwriting)
      } catch {
        throw WriteFailure(description: (error as NSError).localizedDescription)
      }
    #else
      let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
      guard descriptor >= 0 else { throw WriteFailure(description: reason(errno)) }
      defer { close(descriptor) }
      // The umask does not apply to fchmod, so the replaced file's bits are copied as they were.
      if let permissions, fchmod(descriptor, mode_t(permissions & 0o777)) != 0 {
        throw WriteFailure(description: reason(errno))
      }
      // The error number of a failed write, or 0.
      let failure = data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Int32 in
        var offset = 0
        while offset < bytes.count {
          let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
          if written < 0 {
            guard errno == EINTR else { return errno }
            continue
          }
          offset += written
        }
        return 0
      }
      guard failure == 0 else { throw WriteFailure(description: reason(failure)) }
      // On the disk before the rename makes it the file: a crash after the rename must not
      // leave an empty file where the previous one was.
      guard fsync(descriptor) == 0 else { throw WriteFailure(description: reason(errno)) }
    #endif
  }

  /// The system's words for `code`: "No space left on device".
  private static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }

  /// Why a file could not be written, as the system words it, and never naming the temporary
  /// file the user did not ask for.
  package struct WriteFailure: Error, CustomStringConvertible {
    package let description: String
  }

  private static let suffix = ".tmp"

  /// The start of the temporary files' names for `url`: hidden, and naming the file and the tool
  /// so that nothing else's files match. A name too long to carry the rest within the file
  /// system's 255 bytes is stood for by a stable hash of it.
  private static func prefix(of url: URL) -> String {
    let name = url.lastPathComponent
    let shown = name.utf8.count <= 160 ? name : String(fnv1a(name), radix: 36)
    return "." + shown + ".asset-manifest-"
  }

  /// The 64-bit FNV-1a hash of `text`'s bytes: the same in every process, as `Hasher`'s is not.
  private static func fnv1a(_ text: String) -> UInt64 {
    text.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
  }

  /// Removes the temporary files for `url` whose process is gone; a run still writing keeps its
  /// own. Every run that has an output calls it, whether it writes or not (a run that fails its
  /// checks, or only checks with `--check`).
  package static func removeStaleTemporaryFiles(of url: URL) {
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
  private static func replace(_ url: URL, with temporary: URL) throws(WriteFailure) {
    #if os(Windows)
      do {
        _ = try FileManager.default.replaceItemAt(url, withItemAt: temporary)
      } catch {
        throw WriteFailure(description: (error as NSError).localizedDescription)
      }
    #else
      guard rename(temporary.path, url.path) == 0 else {
        throw WriteFailure(description: reason(errno))
      }
    #endif
  }
}

#if !os(Windows)
  /// The C library's `write`, which `GeneratedFileWriter.write(_:to:)` hides inside the type.
  private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
  }
#endif
