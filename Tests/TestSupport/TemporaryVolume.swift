import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the volume that holds the temporary folder does with names, found by trying there, so
/// that a test that needs two names to stay two is skipped, with the reason, only where they
/// cannot: Linux's file systems keep any two byte strings apart; on Apple platforms Foundation
/// decomposes every path it hands the system (as HFS+ stored names), a default volume (APFS) takes
/// two Unicode spellings of a name (and two letter cases) for one, and refuses names that are not
/// UTF-8.
public enum TemporaryVolume {
  /// Whether a file made with Foundation, as `TemporaryFolder` makes them, keeps the Unicode
  /// spelling of its name, so that `café` spelt with U+00E9 and with `e` and U+0301 are two
  /// files.
  public static let keepsUnicodeSpellings = holdsBoth("caf\u{E9}.txt", "cafe\u{301}.txt")

  /// Whether a file whose name is not UTF-8 can be made, with `open(2)` as the tests make one.
  public static let acceptsNamesThatAreNotUTF8: Bool = {
    guard let folder = try? probeFolder() else { return false }
    defer { try? FileManager.default.removeItem(at: folder) }
    let bytes = Array(folder.path.utf8) + Array("/probe".utf8) + [0xFF, 0xFE, 0]
    let descriptor = bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
    }
    guard descriptor >= 0 else { return false }
    close(descriptor)
    return true
  }()

  /// Whether writing `first` and then `second` into an empty folder leaves two files.
  private static func holdsBoth(_ first: String, _ second: String) -> Bool {
    guard let folder = try? probeFolder() else { return false }
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
      try Data("first".utf8).write(to: folder.appendingPathComponent(first))
      try Data("second".utf8).write(to: folder.appendingPathComponent(second))
      return try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 2
    } catch {
      return false
    }
  }

  private static func probeFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("StandardPathsVolumeProbe-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }
}

/// The system the tests run on, for the behaviours that follow it rather than the volume.
public enum HostSystem {
  /// Whether this is an Apple platform (Darwin), where Foundation reads the environment as
  /// UTF-8, folders are kept out of backups by a resource value rather than a `CACHEDIR.TAG`,
  /// and a command-line tool takes the user's languages from `Locale.preferredLanguages`.
  public static var isDarwin: Bool {
    #if canImport(Darwin)
      true
    #else
      false
    #endif
  }
}
