import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension SystemContext {
  /// This machine as it is now: its platform, environment, account and main bundle.
  public static var current: SystemContext {
    let resources = Bundle.main.resourcePath ?? Bundle.main.bundlePath
    #if os(Windows)
      let known: [(StandardFolder, FileManager.SearchPathDirectory)] = [
        (.publicData, .documentDirectory), (.downloads, .downloadsDirectory),
        (.pictures, .picturesDirectory), (.music, .musicDirectory),
        (.videos, .moviesDirectory), (.desktop, .desktopDirectory),
      ]
      let knownFolders = known.reduce(into: [StandardFolder: String]()) { folders, entry in
        folders[entry.0] =
          FileManager.default.urls(for: entry.1, in: .userDomainMask).first?.path
      }
      return SystemContext(
        platform: .current, environment: ProcessInfo.processInfo.environment,
        accountHome: FileManager.default.homeDirectoryForCurrentUser.path, userID: 0,
        resourcesPath: resources, knownFolders: knownFolders, readFile: readSmallFile,
        isPrivateFolder: { _ in false })
    #else
      #if canImport(Darwin)
        let userTemporaryFolder: String? = FileManager.default.temporaryDirectory.path
      #else
        let userTemporaryFolder: String? = nil
      #endif
      let (environment, unreadable) = processEnvironment()
      return SystemContext(
        platform: .current, environment: environment, unreadableVariables: unreadable,
        accountHome: platformHome(), userID: UInt32(geteuid()), resourcesPath: resources,
        userTemporaryFolder: userTemporaryFolder, readFile: readSmallFile,
        isPrivateFolder: isOwnedPrivateFolder)
    #endif
  }

  /// For the live context on each platform: the home a `HOME`-less process should use.
  private static func platformHome() -> String? {
    #if canImport(Darwin)
      return NSHomeDirectory()
    #else
      return passwordDatabaseHome()
    #endif
  }
}

/// The first mebibyte of the regular file at `path` (or that a link there names), which is more
/// than any configuration file it reads holds, so that a huge file cannot exhaust memory; nil
/// for anything else, since opening a named pipe waits for a writer that may never come.
#if os(Windows)
  private func readSmallFile(_ path: String) -> [UInt8]? {
    let file = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    guard
      (try? FileManager.default.attributesOfItem(atPath: file))?[.type] as? FileAttributeType
        == .typeRegular,
      let handle = FileHandle(forReadingAtPath: file)
    else { return nil }
    defer { try? handle.close() }
    do {
      return try handle.read(upToCount: 1 << 20).map { [UInt8]($0) } ?? []
    } catch {
      return nil
    }
  }
#else
  private func readSmallFile(_ path: String) -> [UInt8]? {
    // Opened without waiting, then asked what it is: a check before the open would leave a
    // moment in which a named pipe put in the file's place holds the open.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while bytes.count < 1 << 20 {
      let wanted = min(chunk.count, (1 << 20) - bytes.count)
      let got = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, wanted) }
      if got == 0 { break }
      guard got > 0 || errno == EINTR else { return nil }
      bytes += chunk.prefix(max(got, 0))
    }
    return bytes
  }
#endif

#if canImport(Glibc) || canImport(Musl)
  /// The process's environment read as bytes, with the names of the variables whose values are
  /// not UTF-8 apart: Foundation would replace their bad bytes with U+FFFD and so name another
  /// folder without a word.
  private func processEnvironment() -> ([String: String], Set<String>) {
    var values: [String: String] = [:]
    var unreadable: Set<String> = []
    var entry = environ
    while let pointer = entry.pointee {
      let bytes = UnsafeRawBufferPointer(start: pointer, count: strlen(pointer))
      entry += 1
      guard let equals = bytes.firstIndex(of: UInt8(ascii: "=")) else { continue }
      let name = String(decoding: bytes[..<equals], as: UTF8.self)
      // Foundation's initialiser: the standard library's `String(validating:as:)` is newer than
      // the package's floor (this block is Linux's, but the code stays portable).
      if let value = String(bytes: bytes[(equals + 1)...], encoding: .utf8) {
        values[name] = value
      } else {
        unreadable.insert(name)
      }
    }
    return (values, unreadable)
  }
#elseif !os(Windows)
  /// The process's environment; Apple platforms decode it as UTF-8.
  private func processEnvironment() -> ([String: String], Set<String>) {
    (ProcessInfo.processInfo.environment, [])
  }
#endif

#if !os(Windows)
  /// The home folder the password database records for the effective user.
  private func passwordDatabaseHome() -> String? {
    var entry = passwd()
    var result: UnsafeMutablePointer<passwd>?
    var buffer = [CChar](repeating: 0, count: 16_384)
    let status = getpwuid_r(geteuid(), &entry, &buffer, buffer.count, &result)
    guard status == 0, result != nil, let home = entry.pw_dir else { return nil }
    // A home that is not UTF-8 cannot be a String path; `HOME` has to name it instead.
    // (Foundation's initialiser: the standard library's `String(validatingCString:)` is newer
    // than the package's floor.)
    guard let path = String(utf8String: home), path.hasPrefix("/") else { return nil }
    return path
  }

  /// Whether `path` is a real folder (not a link), owned by the effective user, mode 0700, that
  /// no other user can move away and replace.
  private func isOwnedPrivateFolder(_ path: String) -> Bool {
    var status = stat()
    guard lstat(path, &status) == 0 else { return false }
    return status.st_mode & S_IFMT == S_IFDIR && status.st_uid == geteuid()
      && status.st_mode & 0o777 == 0o700 && !hasReplaceableAncestor(path)
  }

  /// Whether a folder above `path` lets another user rename what is below it: one that any
  /// user can write without the sticky bit, or, below one any user can write, a folder that
  /// belongs to neither the user nor root.
  private func hasReplaceableAncestor(_ path: String) -> Bool {
    let (othersWrite, sticky): (mode_t, mode_t) = (0o002, 0o1000)
    let levels = path.split(separator: "/").dropLast().map(String.init)
    var ancestor = ""
    var inSharedFolder = false
    for level in [""] + levels {
      ancestor = level.isEmpty ? "/" : (ancestor == "/" ? "" : ancestor) + "/" + level
      var status = stat()
      if inSharedFolder {
        guard lstat(ancestor, &status) == 0 else { return true }
        if status.st_uid != 0 && status.st_uid != geteuid() { return true }
      }
      guard stat(ancestor, &status) == 0 else { return true }
      inSharedFolder = status.st_mode & othersWrite != 0
      if inSharedFolder && status.st_mode & sticky == 0 { return true }
    }
    return false
  }
#endif
