extension String {
  /// The path's language folder, when a folder of the path (not its last component) is named
  /// `*.lproj`: for `Art/de.lproj/hero.png`, the language `de`, the path without the folder
  /// (`Art/hero.png`) and where the folder sits (`Art/`). The first such folder counts; a deeper
  /// one is an ordinary folder.
  public var localization: (language: String, path: String, parent: String)? {
    var components = split(separator: "/", omittingEmptySubsequences: false)
    guard
      let index = components.dropLast().firstIndex(where: {
        $0.count > 6 && $0.lowercased().hasSuffix(".lproj")
      })
    else { return nil }
    let folder = components.remove(at: index)
    let parent = components[..<index].map { $0 + "/" }.joined()
    return (String(folder.dropLast(6)), components.joined(separator: "/"), parent)
  }

  /// The path with the language folder `folder` (`de.lproj`) inserted after `parent`, which
  /// must be a prefix of it.
  package func inserting(languageFolder folder: String, after parent: String) -> String {
    parent + folder + "/" + dropFirst(parent.count)
  }
}
