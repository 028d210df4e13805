import AssetManifestGenerator
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The Swift files at or below the `--sources` paths, read one at a time into one
/// `SwiftReferences`: folders are searched (hidden ones passed over), linked folders followed
/// once each (a link loop ends there), and only regular files are opened, so that a named pipe
/// never blocks. What cannot be read is a problem naming it, never a silent gap. Storyboards,
/// xibs and property lists are read too, there and among the resources: their strings
/// (`MarkupStrings`) name images and colors as a Swift literal does.
package enum SourceFiles {
  /// Whether `path` names something (a link to nothing does not).
  package static func exists(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0
  }

  /// The references of every Swift file, storyboard, xib and property list at or below `paths`
  /// (files the generator wrote left out), how many files were read, and the problems in
  /// `references.problems`.
  package static func references(in paths: [String]) -> (found: SwiftReferences, files: Int) {
    var walk = Walk()
    for path in paths { walk.visit(path, given: true) }
    return (walk.found, walk.files)
  }

  /// The strings of the storyboards, xibs and property lists among the resources of `listing`
  /// (an `Info.plist` names the launch screen's image), as references, and how many were read.
  package static func references(ofResourcesIn listing: FolderListing)
    -> (found: SwiftReferences, files: Int)
  {
    var walk = Walk()
    for path in listing.files where isMarkup(path) {
      walk.read(listing.locations.location(of: path))
    }
    return (walk.found, walk.files)
  }

  /// Whether `path` is read for its markup's strings, by its extension.
  static func isMarkup(_ path: String) -> Bool {
    MarkupStrings.extensions.contains(ImageScanner.fileExtension(of: path))
  }

  private struct Walk {
    var found = SwiftReferences()
    var files = 0
    /// The folders searched and the files read, by device and inode: a link back into a folder
    /// is not followed again, and a file named twice (`--sources A --sources A`, or a file and
    /// its folder) is counted once.
    var searched: Set<[UInt64]> = []

    mutating func visit(_ path: String, given: Bool) {
      var status = stat()
      guard stat(path, &status) == 0 else {
        var link = stat()
        let dangling = lstat(path, &link) == 0
        // A link to nothing under a folder is no source; one given by name, or a file that
        // vanished, is said.
        if given || !dangling || path.hasSuffix(".swift") {
          problem(
            path, "cannot read it (\(Self.reason(errno))); fix it or leave it out of --sources",
            error: true)
        }
        return
      }
      switch status.st_mode & S_IFMT {
      case S_IFDIR: search(path, status)
      case S_IFREG:
        guard given || path.hasSuffix(".swift") || isMarkup(path),
          searched.insert([UInt64(status.st_dev), UInt64(status.st_ino)]).inserted
        else { return }
        read(path)
      default:
        guard given || path.hasSuffix(".swift") else { return }
        problem(
          path,
          "this is no regular file (a pipe, socket or device), so it was not read; replace it with "
            + "the source file, or leave it out of --sources", error: false)
      }
    }

    mutating func search(_ folder: String, _ status: stat) {
      guard searched.insert([UInt64(status.st_dev), UInt64(status.st_ino)]).inserted else {
        return
      }
      guard let entries = FolderEntries.read(folder) else {
        problem(
          folder,
          "cannot list the folder, so its sources are not audited; make it readable "
            + "(chmod u+rx) or leave it out of --sources",
          error: true)
        return
      }
      let base = folder.hasSuffix("/") ? folder : folder + "/"
      var names: [String] = []
      for entry in entries {
        switch entry {
        case .name(let name, _): names.append(name)
        case .undecodable(let escaped, let isRegularFile):
          // No path a String holds names it. A folder (or a link, or what the listing does not
          // say) may hold sources, as a source may: the audit would miss them.
          guard !escaped.hasPrefix("."),
            !isRegularFile || escaped.hasSuffix(".swift") || isMarkup(escaped)
          else { continue }
          problem(
            base + escaped,
            "its name is not UTF-8, so it cannot be opened and is not audited; rename it",
            error: true)
        }
      }
      for name in names.sorted() where !name.hasPrefix(".") { visit(base + name, given: false) }
    }

    mutating func read(_ path: String) {
      guard let data = FileManager.default.contents(atPath: path) else {
        problem(path, "cannot read the source file; make it readable (chmod u+r)", error: true)
        return
      }
      if isMarkup(path) {
        found.literals.formUnion(MarkupStrings.strings(in: data))
      } else {
        // The generated file names every asset; it is no use of any.
        guard !data.starts(with: Data(SwiftRenderer.headerStart.utf8)) else { return }
        found.formUnion(
          SwiftReferences(source: String(decoding: data, as: UTF8.self), path: path))
      }
      files += 1
    }

    mutating func problem(_ path: String, _ message: String, error: Bool) {
      found.problems.append(.init(path: path, message, isError: error))
    }

    static func reason(_ code: Int32) -> String {
      String(cString: strerror(code)).lowercased()
    }
  }
}
