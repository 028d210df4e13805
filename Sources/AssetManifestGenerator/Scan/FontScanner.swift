import AssetFileReaders
import Foundation

/// The font stage: reads the `name` tables of every font file the layout listed, a few
/// kilobytes each, so that a font's constant knows its PostScript name and family.
package enum FontScanner {
  /// Extensions whose files are read as fonts, lower-cased.
  package static let fontExtensions: Set<String> = ["ttf", "otf", "ttc"]

  /// `listing` with the names of each font file that has readable ones, and a
  /// `font-names-unreadable` warning for each that has not.
  package static func read(_ listing: FolderListing) -> FolderListing {
    var result = listing
    for path in listing.files where isFont(path) {
      let disk = listing.locations.location(of: path)
      switch names(ofFileAt: disk) {
      case nil:
        result.diagnostics.append(
          FolderEntries.cannotOpen(
            .fontNamesUnreadable, disk, "its constant has no PostScript name"))
      case .success(let names)?:
        result.fonts[path] = names
        let hidden = names.faces.flatMap { [$0.postScriptName, $0.family] }
          .filter(HiddenCharacters.occur(in:))
        if let name = hidden.first {
          result.diagnostics.append(
            Diagnostic(
              .nameHiddenCharacters, disk,
              "this font's name '\(HiddenCharacters.escaped(name))' holds characters that "
                + "reorder text or show nothing, so a reader sees another name than the one "
                + "UIFont(name:) needs; export the font with a name without them"))
        }
        guard names.facesNotRead > 0 else { continue }
        let total = names.faces.count + names.facesNotRead
        result.diagnostics.append(
          Diagnostic(
            .fontNamesUnreadable, disk,
            "this collection counts \(total) fonts and only the first \(FontNames.faceLimit) "
              + "are read, so its constant has no names for the fonts after them; split it into "
              + "collections of at most \(FontNames.faceLimit) fonts"))
      case .failure(let failure)?:
        if let pointer = GitLFSPointer.finding(ofFileAt: disk, kind: "font") {
          result.diagnostics.append(pointer)
          continue
        }
        result.diagnostics.append(
          Diagnostic(
            .fontNamesUnreadable, disk,
            "cannot read the PostScript name and family of this font: "
              + "\(FontNames.describe(failure)); its constant has no font names; export the "
              + "font again"))
      }
    }
    return result
  }

  /// What the `name` tables of the file at `disk` say, or nil when it cannot be opened.
  package static func names(ofFileAt disk: String) -> Result<FontNames, FontNames.Failure>? {
    guard let file = FileHandle(forReadingAtPath: disk) else { return nil }
    defer { try? file.close() }
    return FontNames.read { offset, count in
      guard (try? file.seek(toOffset: UInt64(offset))) != nil else { return [] }
      return (try? file.readPiece(upToCount: count)).map { [UInt8]($0) } ?? []
    }
  }

  /// Whether `path` names a font file by its extension.
  package static func isFont(_ path: String) -> Bool {
    fontExtensions.contains(ImageScanner.fileExtension(of: path))
  }
}
