import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The names in one folder, read as the bytes the file system holds, because Linux allows
/// names that are not UTF-8 and Foundation would hand them back altered.
package enum FolderEntries {
  /// One name in a folder.
  package enum Entry: Equatable {
    /// A name that is valid UTF-8, and whether the folder's listing says it is a regular file
    /// (false when the file system does not say).
    case name(String, isRegularFile: Bool)
    /// A name that is not, spelled with every byte outside printable ASCII as `\xNN`, and
    /// whether the listing says it is a regular file.
    case undecodable(escaped: String, isRegularFile: Bool)
  }

  /// The entries of `path` other than `.` and `..`, or `nil` when it cannot be read.
  package static func read(_ path: String) -> [Entry]? {
    #if os(Windows)
      return (try? FileManager.default.contentsOfDirectory(atPath: path))?.map {
        .name($0, isRegularFile: false)
      }
    #else
      guard let folder = opendir(path) else { return nil }
      defer { closedir(folder) }
      var entries: [Entry] = []
      while let entry = readdir(folder) {
        let bytes = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
          Array(raw.prefix { $0 != 0 })
        }
        if bytes == [0x2E] || bytes == [0x2E, 0x2E] { continue }
        let isRegularFile = Int(entry.pointee.d_type) == Int(DT_REG)
        if let name = String(strictUTF8: bytes) {
          entries.append(.name(name, isRegularFile: isRegularFile))
        } else {
          entries.append(.undecodable(escaped: escape(bytes), isRegularFile: isRegularFile))
        }
      }
      return entries
    #endif
  }

  /// Whether the folder at `path` can be entered: searched, so that its files can be opened.
  static func canEnter(_ path: String) -> Bool {
    #if os(Windows)
      return true
    #else
      return access(path, X_OK) == 0
    #endif
  }

  /// Why a listed entry cannot be reached.
  package enum Unreachable: Equatable {
    /// Links that lead to each other: each link in order, then the one that closes the loop.
    case loop([String])
    /// A link whose target, as written in the link, does not exist.
    case dangling(target: String)
    /// A folder on the way may not be searched, or the entry read.
    case denied
    /// Nothing is there any more, not even a link: deleted or moved after its folder was listed.
    case vanished
    /// Another error, as the system words it.
    case failed(String)
  }

  /// Why `path`, which its folder lists, cannot be reached.
  package static func reachability(of path: String) -> Unreachable {
    #if os(Windows)
      return .failed("it cannot be opened")
    #else
      var information = stat()
      guard stat(path, &information) != 0 else { return .failed("it changed while it was read") }
      let error = errno
      switch error {
      case ELOOP: return .loop(linkChain(from: path))
      // stat follows links: only the link itself (lstat) tells a link to nothing from a file
      // deleted during the run.
      case ENOENT where isGone(path): return .vanished
      case ENOENT:
        let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? path
        return .dangling(target: target)
      case EACCES: return .denied
      default: return .failed(String(cString: strerror(error)))
      }
    #endif
  }

  /// Whether nothing is at `path`, not even a link: an entry a listing named is then one deleted
  /// or moved while the run went on, not a broken link or an unreadable file.
  package static func isGone(_ path: String) -> Bool {
    #if os(Windows)
      return !FileManager.default.fileExists(atPath: path)
    #else
      var information = stat()
      return lstat(path, &information) != 0 && errno == ENOENT
    #endif
  }

  /// The words for a file at `disk` that a stage could not open, so that `consequence` (what was
  /// not done with it): a file gone since the listing named it is told to build again, any other
  /// to be made readable.
  static func cannotOpen(_ rule: Rule.ID, _ disk: String, _ consequence: String) -> Diagnostic {
    Diagnostic(
      rule, disk,
      isGone(disk)
        ? "this file vanished during the run (deleted or moved after its folder was listed), so "
          + "\(consequence); build again"
        : "cannot open this file, so \(consequence); make it readable (chmod u+r)")
  }

  /// What `path` itself is, its link not followed, when it is not a regular file: a symbolic
  /// link (saying whether its target exists), a folder or a `specialKind(mode:)`; nil for a file.
  /// Nothing is opened, so a named pipe cannot hold the build, and no link is read through.
  static func entryKind(of path: String) -> String? {
    #if os(Windows)
      return nil
    #else
      var information = stat()
      guard lstat(path, &information) == 0 else { return nil }
      switch information.st_mode & S_IFMT {
      case S_IFREG: return nil
      case S_IFDIR: return "a folder"
      case S_IFLNK:
        let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
        // stat reads the target's metadata only, to tell a broken link; it opens nothing.
        return stat(path, &information) == 0
          ? "a symbolic link (to '\(target)')"
          : "a broken symbolic link (to '\(target)', which does not exist)"
      default: return specialKind(mode: information.st_mode)
      }
    #endif
  }

  /// What the walk needs of a listed entry, from one `lstat` (and a `stat` for a link): nil when
  /// it cannot be reached (`reachability(of:)` says why); `special` says what an entry that is
  /// neither a file nor a folder is, its links followed (`specialKind(mode:)`).
  static func status(of path: String) -> (isDirectory: Bool, isLink: Bool, special: String?)? {
    #if os(Windows)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        return nil
      }
      return (isDirectory.boolValue, false, nil)
    #else
      var information = stat()
      guard lstat(path, &information) == 0 else { return nil }
      let isLink = information.st_mode & S_IFMT == S_IFLNK
      guard !isLink || stat(path, &information) == 0 else { return nil }
      let mode = information.st_mode
      return (mode & S_IFMT == S_IFDIR, isLink, specialKind(mode: mode))
    #endif
  }

  #if !os(Windows)
    /// What a file of `mode` is when it is neither a regular file nor a folder: "a named pipe",
    /// "a device" or "a socket"; nil for a file or a folder. Opening a named pipe waits for a
    /// writer, so a build that read one would hang: such entries are never opened.
    private static func specialKind(mode: mode_t) -> String? {
      switch mode & S_IFMT {
      case S_IFREG, S_IFDIR: return nil
      case S_IFIFO: return "a named pipe (FIFO)"
      case S_IFSOCK: return "a socket"
      default: return "a device"
      }
    }
  #endif

  /// Why `path` is no regular file to read, its links followed, as a message goes on after the
  /// path: "does not exist", "is a folder", "is a named pipe (FIFO)", "is a broken symbolic
  /// link (to …)"; nil for a regular file. Nothing is opened, so a pipe cannot hold the command.
  package static func whyNotAFile(_ path: String) -> String? {
    guard !path.isEmpty else { return "is empty, and names no file" }
    guard let status = status(of: path) else {
      return isGone(path) ? "does not exist" : "is \(entryKind(of: path) ?? "unreachable")"
    }
    if status.isDirectory { return "is a folder" }
    return status.special.map { "is \($0)" }
  }

  /// The finding for an entry at `path` that is `kind` (a `specialKind(mode:)`).
  static func leftOut(_ kind: String, at path: String) -> Diagnostic {
    Diagnostic(
      .specialFile, path,
      "\(kind), not a file, left out and never opened (reading it could stop the build); move "
        + "it out of the resources")
  }

  /// The links followed from `path` until one comes back: the paths in order, ending with the
  /// first one seen twice.
  private static func linkChain(from path: String) -> [String] {
    var chain = [path]
    var current = path
    // The system gives up after 40 links; a longer chain is reported as far as it was followed.
    for _ in 0..<40 {
      guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else {
        break
      }
      let folder = URL(fileURLWithPath: current).deletingLastPathComponent()
      let next =
        target.hasPrefix("/")
        ? URL(fileURLWithPath: target).standardizedFileURL.path
        : folder.appendingPathComponent(target).standardizedFileURL.path
      chain.append(next)
      if chain.dropLast().contains(next) { break }
      current = next
    }
    return chain
  }

  private static func escape(_ bytes: [UInt8]) -> String {
    bytes.map { byte in
      (0x20..<0x7F).contains(byte) && byte != UInt8(ascii: "\\")
        ? String(UnicodeScalar(byte)) : "\\x" + String(byte, radix: 16, uppercase: true)
    }.joined()
  }
}
