import Foundation

/// Resolves requests by probing a real folder, for files outside the app bundle (Documents,
/// caches) or folders whose content is only known at run time: the original
/// `normalizedPathForFile:`.
///
/// It asks `VariantResolver` for the candidates and checks each on the disk, so it always agrees
/// with a `VariantSet` of the folder's files. Answers are cached only for folders this process
/// cannot write to (an app bundle), never for writable ones whose files may change, nor for one
/// that does not exist yet; a folder another account fills (a root-run fetcher) is one this
/// process cannot write to, so pass `.never` for it. It is safe to use from any thread.
///
/// It is no sandbox: a request is a path, and one with `..` or an absolute one names a file
/// outside `folder`; check a name a user or a server gives before asking for it.
public final class FileResolver: @unchecked Sendable {
  /// When answers are remembered.
  public enum Caching: Sendable {
    /// Cache when the folder exists and this process cannot write to it, as the original did
    /// for the bundle; a folder not there yet (downloads to come) is never cached.
    case automatic
    /// Always cache: for folders known not to change.
    case always
    /// Never cache: every lookup probes the disk.
    case never
  }

  private struct CacheKey: Hashable {
    var request: String
    var type: String?
    var device: Device
  }

  /// The folder that relative requests are resolved in.
  public let folder: URL
  /// Whether this resolver remembers answers.
  public let isCaching: Bool
  /// Sendable by hand: `answers` is read and written only while `lock` is held.
  private let lock = NSLock()
  private nonisolated(unsafe) var answers: [CacheKey: String?] = [:]

  /// Creates a resolver for `folder`.
  public init(folder: URL, caching: Caching = .automatic) {
    self.folder = folder.standardizedFileURL
    switch caching {
    case .always: isCaching = true
    case .never: isCaching = false
    case .automatic:
      // `isWritableFile` is false for a missing path too, whose files may yet arrive.
      let path = self.folder.path
      isCaching =
        FileManager.default.fileExists(atPath: path)
        && !FileManager.default.isWritableFile(atPath: path)
    }
  }

  /// The absolute path of the file that stands for `fileOrPath` on `device`, or nil when none
  /// exists. A relative `fileOrPath` is looked up in `folder`; an absolute one where it is.
  public func normalizedPath(
    forFile fileOrPath: String, ofType type: String? = "png", on device: Device
  ) -> String? {
    guard isCaching else { return probe(fileOrPath, type, device) }
    let key = CacheKey(request: fileOrPath, type: type, device: device)
    lock.lock()
    let cached = answers[key]
    lock.unlock()
    if let cached { return cached }
    let answer = probe(fileOrPath, type, device)
    lock.lock()
    answers[key] = answer
    lock.unlock()
    return answer
  }

  /// The location of the file that stands for `fileOrPath` on `device`, or nil when none exists:
  /// `normalizedPath(forFile:ofType:on:)` as a file URL.
  public func url(
    forFile fileOrPath: String, ofType type: String? = "png", on device: Device
  ) -> URL? {
    normalizedPath(forFile: fileOrPath, ofType: type, on: device).map {
      URL(fileURLWithPath: $0, isDirectory: false)
    }
  }

  /// Forgets every cached answer.
  public func clearCache() {
    lock.lock()
    answers.removeAll()
    lock.unlock()
  }

  private func probe(_ request: String, _ type: String?, _ device: Device) -> String? {
    let base = request.hasPrefix("/") ? "" : folder.path + "/"
    return VariantResolver.resolve(request, ofType: type, on: device) { candidate in
      Self.isFile(base + candidate)
    }.map { base + $0 }
  }

  /// Whether `path` is a regular file, or a link to one. A named pipe, socket or device is no
  /// variant: the build's scan leaves them out (so the two resolvers agree), and opening a pipe
  /// waits for a writer that may never come.
  private static func isFile(_ path: String) -> Bool {
    // Most candidates are missing: one `stat` tells, before the type is asked for.
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      !isDirectory.boolValue
    else { return false }
    // `attributesOfItem` describes a link itself, not what it names: follow it first.
    let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    let type = (try? FileManager.default.attributesOfItem(atPath: target))?[.type]
    return type as? FileAttributeType == .typeRegular
  }
}
