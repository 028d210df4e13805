import AssetManifestGenerator

/// A finding's files as GitHub places them: GitHub reads a path in an annotation or a SARIF log
/// from the repository's root, the folder CI runs the command in, and places neither an
/// absolute path nor `./hero.png`. A path below the folder the command runs in becomes its path
/// from there, a leading `./` goes, and any other path stays as the command was given it.
enum PathFromFolder {
  /// `finding` with its file and its notes' files seen from `folder`.
  static func finding(_ finding: Diagnostic, from folder: String) -> Diagnostic {
    var seen = finding
    seen.path = path(finding.path, from: folder)
    seen.notes = finding.notes.map {
      Diagnostic.Note(path: path($0.path, from: folder), $0.message)
    }
    return seen
  }

  /// `path` seen from `folder`, an absolute path.
  static func path(_ path: String, from folder: String) -> String {
    var seen = Substring(path)
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    if seen.hasPrefix(prefix), seen.count > prefix.count { seen = seen.dropFirst(prefix.count) }
    while seen.hasPrefix("./"), seen.count > 2 { seen = seen.dropFirst(2) }
    return String(seen)
  }
}
