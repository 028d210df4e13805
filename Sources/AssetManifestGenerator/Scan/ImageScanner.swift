import AssetFileReaders
import Foundation

/// The image stage: reads the header of every image the layout listed, a few bytes each, for
/// the checks of pixel sizes and for the report. With the layout, the only stage that reads the
/// disk.
package enum ImageScanner {
  /// Extensions whose files are read, lower-cased; every other file has no image facts.
  package static let imageExtensions: Set<String> = [
    "png", "jpg", "jpeg", "gif", "bmp", "tif", "tiff", "heic", "heif", "avif",
  ]

  /// `listing` with the facts of each image that has a readable header, and a warning for each
  /// image whose header starts like a known format but is cut short or damaged.
  package static func read(_ listing: FolderListing) -> FolderListing {
    var result = listing
    for path in listing.files where isImage(path) {
      let disk = listing.locations.location(of: path)
      guard let reading = reading(ofFileAt: disk) else {
        result.diagnostics.append(
          FolderEntries.cannotOpen(.fileUnreadable, disk, "its image size is not checked"))
        continue
      }
      switch reading {
      case .image(let facts): result.images[path] = facts
      case .unsupported: break
      // A file that starts like no image at all is a placeholder or a format UIKit reads and
      // this stage does not, not a damaged image: it has no facts, and no warning, as a sound
      // or a nib has none, unless it is what a clone leaves of an image it did not fetch.
      case .unrecognized:
        if let pointer = GitLFSPointer.finding(ofFileAt: disk, kind: "image") {
          result.diagnostics.append(pointer)
        }
      case .empty:
        result.diagnostics.append(
          Diagnostic(
            .imageDamaged, disk,
            "this image file is empty (0 bytes), so no image loads from it; export the image "
              + "again, or remove the file"))
      case .damaged(let format, let reason):
        result.diagnostics.append(
          Diagnostic(
            .imageDamaged, disk,
            "cannot read the size of this \(ImageHeader.name(of: format)) image: \(reason); "
              + "export the image again"))
      }
    }
    return result
  }

  /// What the header of the file at `disk` says, or nil when the file cannot be opened.
  package static func reading(ofFileAt disk: String) -> ImageHeader.Reading? {
    guard let file = FileHandle(forReadingAtPath: disk) else { return nil }
    defer { try? file.close() }
    return ImageHeader.read { offset, count in
      guard (try? file.seek(toOffset: UInt64(offset))) != nil else { return [] }
      return (try? file.readPiece(upToCount: count)).map { [UInt8]($0) } ?? []
    }
  }

  /// Whether `path` names an image by its extension.
  package static func isImage(_ path: String) -> Bool {
    imageExtensions.contains(fileExtension(of: path))
  }

  /// The extension of `path`'s last component, lower-cased, or "" when it has none (a hidden
  /// file's leading dot is no extension): what the stages that read files by kind compare.
  package static func fileExtension(of path: String) -> String {
    let name = path.split(separator: "/").last ?? Substring(path)
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
    return name[name.index(after: dot)...].lowercased()
  }
}
