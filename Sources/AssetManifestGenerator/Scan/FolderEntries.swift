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
enum FolderEntries {
  /// One name in a folder.
  enum Entry: Equatable {
    /// A name that is valid UTF-8.
    case name(String)
    /// A name that is not, spelled with every byte outside printable ASCII as `\xNN`.
    case undecodable(escaped: String)
  }

  /// The entries of `path` other than `.` and `..`, or `nil` when it cannot be read.
  static func read(_ path: String) -> [Entry]? {
    #if os(Windows)
      return (try? FileManager.default.contentsOfDirectory(atPath: path))?.map(Entry.name)
    #else
      guard let folder = opendir(path) else { return nil }
      defer { closedir(folder) }
      var entries: [Entry] = []
      while let entry = readdir(folder) {
        let bytes = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
          Array(raw.prefix { $0 != 0 })
        }
        if bytes == [0x2E] || bytes == [0x2E, 0x2E] { continue }
        if let name = String(validating: bytes, as: UTF8.self) {
          entries.append(.name(name))
        } else {
          entries.append(.undecodable(escaped: escape(bytes)))
        }
      }
      return entries
    #endif
  }

  private static func escape(_ bytes: [UInt8]) -> String {
    bytes.map { byte in
      (0x20..<0x7F).contains(byte) && byte != UInt8(ascii: "\\")
        ? String(UnicodeScalar(byte)) : "\\x" + String(byte, radix: 16, uppercase: true)
    }.joined()
  }
}
