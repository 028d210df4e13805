import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The content stage: finds the files that hold the same bytes, for the duplicate check. It
/// compares sizes first, and hashes only the files whose size another file shares, reading each
/// in 64 KB pieces, so a folder of distinct images costs a `stat` and an `access` per file, and
/// memory stays flat whatever the files. A file of a Git LFS pointer's size that no other stage
/// reads has its first line read too (`git-lfs-pointer`).
package enum ContentScanner {
  /// `listing` with `sameContents` filled in. Empty files are left out: every empty file equals
  /// every other, and the image stage already warns about empty images.
  ///
  /// A file that cannot be read gets a `file-unreadable` finding: an image or a font has its
  /// stage's already, any other file this stage's, whatever its size, since it is checked
  /// nowhere else.
  package static func read(_ listing: FolderListing) -> FolderListing {
    var result = listing
    var pathsBySize: [UInt64: [String]] = [:]
    for path in listing.files {
      let disk = listing.locations.location(of: path)
      let size = size(of: disk)
      // Asked with access(2), which opens nothing.
      let readable = size != nil && FileManager.default.isReadableFile(atPath: disk)
      // A folder item (a catalog, a bundle) has no size and is no file; a file gone since the
      // listing, or unreadable, is told once, by its own stage when it is an image or a font.
      if !readable, size != nil || FolderEntries.isGone(disk), !ImageScanner.isImage(path),
        !FontScanner.isFont(path)
      {
        result.diagnostics.append(FolderEntries.cannotOpen(.fileUnreadable, disk, notCompared))
        continue
      }
      guard let size, size > 0, readable else { continue }
      pathsBySize[size, default: []].append(path)
      // Of a size a Git LFS pointer has, and checked by no stage of its own (an image's and a
      // font's look when they read as no format).
      if GitLFSPointer.sizes.contains(size), !ImageScanner.isImage(path), !FontScanner.isFont(path),
        let pointer = GitLFSPointer.finding(ofFileAt: disk, kind: "file's contents")
      {
        result.diagnostics.append(pointer)
      }
    }
    for paths in pathsBySize.values where paths.count > 1 {
      var pathsByDigest: [Int: [String]] = [:]
      for path in paths {
        let disk = listing.locations.location(of: path)
        guard let digest = digest(of: disk) else {
          result.diagnostics.append(FolderEntries.cannotOpen(.fileUnreadable, disk, notCompared))
          continue
        }
        pathsByDigest[digest, default: []].append(path)
      }
      result.sameContents += pathsByDigest.values.filter { $0.count > 1 }
    }
    // Each set keeps the listing's order; the sets are put in it too, whatever order the
    // dictionaries held them in.
    result.sameContents.sort { UTF8Order.precedes($0[0], $1[0]) }
    return result
  }

  /// A 64-bit SipHash of the file's bytes (`Hasher`, seeded once a process: digests are
  /// compared within one run only), or nil when it cannot be read.
  private static func digest(of path: String) -> Int? {
    guard let file = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? file.close() }
    var hasher = Hasher()
    do {
      while case let piece = try file.readPiece(upToCount: 65_536), !piece.isEmpty {
        piece.withUnsafeBytes { hasher.combine(bytes: $0) }
      }
      return hasher.finalize()
    } catch {
      return nil
    }
  }

  /// What a file this stage cannot read misses.
  private static let notCompared = "it is not compared with the other files for duplicates"

  private static func size(of path: String) -> UInt64? {
    #if os(Windows)
      let attributes = try? FileManager.default.attributesOfItem(atPath: path)
      return (attributes?[.size] as? NSNumber)?.uint64Value
    #else
      var information = stat()
      guard stat(path, &information) == 0, (information.st_mode & S_IFMT) == S_IFREG else {
        return nil
      }
      return UInt64(information.st_size)
    #endif
  }
}
