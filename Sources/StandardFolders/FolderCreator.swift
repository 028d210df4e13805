import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Creates folders the way the app's own folders must be created.
enum FolderCreator {
  /// Creates `path` and every missing folder above it, or only those below `base` when it is
  /// given: `base` is the system's and must exist.
  ///
  /// On POSIX systems each level this call creates gets mode 0700, whatever the umask; levels
  /// that exist keep their mode. A level that another thread or process creates at the same
  /// moment counts as created, so concurrent calls all succeed.
  ///
  /// - Throws: ``FolderError/systemFolderMissing(path:)`` when `base` does not exist.
  static func create(_ path: String, below base: String? = nil) throws(FolderError) {
    #if os(Windows)
      if let base, !FileManager.default.fileExists(atPath: base) {
        throw .systemFolderMissing(path: base)
      }
      do {
        try FileManager.default.createDirectory(
          atPath: path, withIntermediateDirectories: true)
      } catch {
        throw .cannotCreate(path: path, reason: error.localizedDescription)
      }
    #else
      var missing: [String] = []
      var level = path
      while !level.isEmpty, level != "/" {
        if let isFolder = kind(of: level) {
          guard isFolder else { throw .notAFolder(path: level) }
          break
        }
        if level == base { throw .systemFolderMissing(path: level) }
        missing.append(level)
        level = parent(of: level)
      }
      for level in missing.reversed() { try makeLevel(level) }
    #endif
  }

  /// Makes the one folder `path` with mode 0700 unless something is there already, which the
  /// caller then checks: how the runtime folder's first level is made before it is trusted.
  static func createLevel(_ path: String) throws(FolderError) {
    #if os(Windows)
      try create(path)
    #else
      guard kind(of: path) == nil else { return }
      try makeLevel(path)
    #endif
  }

  #if !os(Windows)
    private static func makeLevel(_ level: String) throws(FolderError) {
      if mkdir(level, 0o700) == 0 {
        chmod(level, 0o700)
      } else if errno == EEXIST, kind(of: level) == true {
        return
      } else if errno == EEXIST || errno == ENOTDIR {
        throw .notAFolder(path: level)
      } else {
        throw .cannotCreate(path: level, reason: String(cString: strerror(errno)))
      }
    }

    /// `true` for a folder (or a link to one), `false` for anything else, `nil` when nothing
    /// is there (or a file above it hides it).
    private static func kind(of path: String) -> Bool? {
      var status = stat()
      guard stat(path, &status) == 0 else { return nil }
      return status.st_mode & S_IFMT == S_IFDIR
    }

    private static func parent(of path: String) -> String {
      var trimmed = Substring(path)
      while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
      guard let slash = trimmed.lastIndex(of: "/") else { return "" }
      return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }
  #endif
}
