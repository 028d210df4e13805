import StandardPathsCore

extension Checks {
  /// The files of each group that mean the same variant (`foo@2x.png`, `foo@2.0x.png`), each
  /// cluster with its group's row.
  static func sameVariantClusters(_ groups: [AssetGroup]) -> [(row: Int, files: [ParsedFile])] {
    groups.enumerated().flatMap { row, group in
      // In any order: the pipeline sorts every finding.
      Dictionary(grouping: group.files, by: \.traits).values.filter { $0.count > 1 }.map {
        (row, $0)
      }
    }
  }

  /// Two files of one group that mean the same variant: which one a device gets depends on
  /// spelling, not on intent. The devices affected are those that choose one of them.
  static func ambiguousVariants(
    _ groups: [AssetGroup], _ clusters: [(row: Int, files: [ParsedFile])], _ table: ResolvedTable
  ) -> [Diagnostic] {
    clusters.map { row, files in
      let group = groups[row]
      let traits = files[0].traits
      let names = files.map { "'\($0.path)'" }.joined(separator: " and ")
      let spelling = traits.spelling(of: group.request)
      let chosen = Set(files.map(\.path))
      let answers = table.answers[row].map { $0.map { table.files[$0] } }
      let affected = table.devices.indices.filter { answers[$0].map(chosen.contains) == true }
      let served = Set(affected.compactMap { answers[$0] })
      let unserved = files.map(\.path).filter { !served.contains($0) }
      let devices =
        affected.isEmpty
        ? "none, since no device chooses any of them"
        : deviceNames(affected.map { table.devices[$0] })
          + (unserved.isEmpty
            ? ""
            : ", which get "
              + served.sorted(by: UTF8Order.precedes).map { "'\($0)'" }.joined(separator: " or ")
              + " and never " + unserved.map { "'\($0)'" }.joined(separator: " or "))
      // At a file to remove: not the one spelled as the message says to keep.
      let removable = files.dropFirst().contains { $0.path == spelling } ? files[0] : files[1]
      return Diagnostic(
        .ambiguousVariants, removable.path,
        "ambiguous variants of '\(group.request)': \(names) mean the same variant "
          + "(\(traits)); devices affected: \(devices); keep one of them, spelled '\(spelling)'")
    }
  }

  /// File names in one folder that differ only in letter case collide on the case-insensitive
  /// file systems of macOS and the iOS simulator. (One name in two Unicode forms never gets
  /// here: the layout stage keeps one spelling, `EquivalentSpellings`.)
  static func caseCollisions(_ files: [ParsedFile]) -> [Diagnostic] {
    clusters(of: files) { $0.path.lowercased() }.map { clashing in
      Diagnostic(
        .caseCollision, clashing[1].path,
        "\(quoted(clashing)) differ only in letter case and collide on macOS and iOS file "
          + "systems; rename one of them")
    }
  }

  /// Folders whose names differ only in letter case (`Art/`, `art/`): a Mac's or an iPhone's
  /// file system holds them as one folder, so their files meet and one spelling's are lost to
  /// the other's lookups, as two such files would be. One error per folder spelled otherwise
  /// than the first in byte order, at its first file. Language folders are left to the check of
  /// one language in two folders, which says which one to keep.
  static func folderCaseCollisions(_ files: [ParsedFile]) -> [Diagnostic] {
    var spellings: [String: [String: String]] = [:]  // lowercased → spelling → first file
    for file in files.sorted(by: { UTF8Order.precedes($0.path, $1.path) }) {
      var folder = file.path[...]
      while let slash = folder.lastIndex(of: "/") {
        folder = folder[..<slash]
        let spelled = String(folder)
        if spelled.hasSuffix(".lproj") { continue }
        if spellings[spelled.lowercased(), default: [:]][spelled] == nil {
          spellings[spelled.lowercased(), default: [:]][spelled] = file.path
        }
      }
    }
    return spellings.values.filter { $0.count > 1 }.flatMap { clash in
      let names = clash.keys.sorted(by: UTF8Order.precedes)
      // A clash of the folders above is reported once, there.
      return names.dropFirst().compactMap { other -> Diagnostic? in
        let parent = other.lastIndex(of: "/").map { String(other[..<$0]) } ?? ""
        guard !parent.isEmpty, let siblings = spellings[parent.lowercased()], siblings.count > 1
        else {
          return Diagnostic(
            .caseCollision, clash[other]!,
            "the folders '\(names[0])' and '\(other)' differ only in letter case, so macOS and "
              + "iOS file systems hold them as one folder and their files meet; rename one of "
              + "them, or move its files into the other")
        }
        return nil
      }
    }
  }

  /// Files of one asset whose names spell it in different Unicode forms (`café.png` composed,
  /// `café@2x.png` decomposed): the manifest finds them all, but byte-exact file systems do not
  /// match one form against the other.
  static func mixedUnicodeForms(_ groups: [AssetGroup]) -> [Diagnostic] {
    // Compared without extensions: a merged `.tiff` has its own request.
    func name(_ file: ParsedFile) -> Substring.UTF8View {
      let request = file.request
      let fileExtension = request.fullPathExtension
      let length = fileExtension.isEmpty ? 0 : fileExtension.utf8.count + 1
      return Substring(request).utf8.dropLast(length)
    }
    return groups.compactMap { group in
      let first = name(group.files[0])
      guard let odd = group.files.first(where: { !name($0).elementsEqual(first) }) else {
        return nil
      }
      return Diagnostic(
        .mixedUnicodeForms, odd.path,
        "\(quotedForms(group.files)) spell one name in two Unicode forms; the generated lookups "
          + "find every variant, but probing the folder on Linux (FileResolver) does not; "
          + "rename them so all use one form")
    }
  }

  /// The sets of two or more files that share a key, in byte order of the key.
  private static func clusters(
    of files: [ParsedFile], by key: (ParsedFile) -> String
  ) -> [[ParsedFile]] {
    // Only clashes are sorted: sorting every key would make the check grow faster than the
    // folder.
    Dictionary(grouping: files, by: key).filter { $0.value.count > 1 }
      .sorted { UTF8Order.precedes($0.key, $1.key) }.map(\.value)
  }

  /// Each file's path quoted, one not in NFC marked with its form: the clusters of other
  /// checks, whose names differ in more than their form.
  private static func quoted(_ files: [ParsedFile]) -> String {
    files.map { file in
      let form = form(of: file.path)
      return "'\(file.path)'" + (form == "NFC" ? "" : " (\(form))")
    }.joined(separator: " and ")
  }

  /// `NFC` (composed), `NFD` (decomposed), or `neither NFC nor NFD` (a Kelvin sign).
  private static func form(of path: String) -> String {
    if path.utf8.elementsEqual(path.precomposedStringWithCanonicalMapping.utf8) { return "NFC" }
    if path.utf8.elementsEqual(path.decomposedStringWithCanonicalMapping.utf8) { return "NFD" }
    return "neither NFC nor NFD"
  }

  /// Each file's path, the characters where it differs from the others escaped (a Kelvin sign
  /// prints as a `K`), with its form: NFC (composed), NFD (decomposed), or neither.
  private static func quotedForms(_ files: [ParsedFile]) -> String {
    files.enumerated().map { index, file in
      let other = files[index == 0 ? 1 : 0].path
      let spelled = UnicodeSpelling.contrast(file.path, other).0
      let form = form(of: file.path)
      return "'\(spelled)' (\(form))"
    }.joined(separator: " and ")
  }
}
