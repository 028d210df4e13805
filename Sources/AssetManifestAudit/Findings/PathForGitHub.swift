import AssetManifestGenerator

/// A finding's files as GitHub places them. The Actions runner and code scanning's upload read a
/// relative path from the repository's root, whatever folder the step ran in, place no
/// `./hero.png`, and make an absolute path below the checkout relative to it; so the formats
/// GitHub reads name each file by its absolute path, a relative one joined to the folder the
/// command runs in.
enum PathForGitHub {
  /// `finding` with its file and its notes' files made absolute from `folder`.
  static func finding(_ finding: Diagnostic, in folder: String) -> Diagnostic {
    var seen = finding
    seen.path = path(finding.path, in: folder)
    seen.notes = finding.notes.map { Diagnostic.Note(path: path($0.path, in: folder), $0.message) }
    return seen
  }

  /// `path`, joined to `folder` unless it is absolute, without its `.` and empty segments
  /// (`..` stays: through a link it is not the segment before it); as given when neither it nor
  /// `folder` is absolute, as when the working folder could not be read.
  static func path(_ path: String, in folder: String) -> String {
    guard path.hasPrefix("/") || folder.hasPrefix("/") else { return path }
    let joined = path.hasPrefix("/") ? path : folder + "/" + path
    let segments = joined.split(separator: "/").filter { $0 != "." }
    return "/" + segments.joined(separator: "/")
  }
}
