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
              + served.sorted(by: ByteOrder.precedes).map { "'\($0)'" }.joined(separator: " or ")
              + " and never " + unserved.map { "'\($0)'" }.joined(separator: " or "))
      return Diagnostic(
        .error, files[1].path,
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
        .error, clashing[1].path,
        "\(quoted(clashing)) differ only in letter case and collide on macOS and iOS file "
          + "systems; rename one of them")
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
        .warning, odd.path,
        "\(quoted(group.files)) spell one name in two Unicode forms (composed, and decomposed "
          + "marked NFD); the generated lookups find every variant, but probing the folder on "
          + "Linux (FileResolver) does not; rename them so all use one form")
    }
  }

  /// The sets of two or more files that share a key, in byte order of the key.
  private static func clusters(
    of files: [ParsedFile], by key: (ParsedFile) -> String
  ) -> [[ParsedFile]] {
    // Only clashes are sorted: sorting every key would make the check grow faster than the
    // folder.
    Dictionary(grouping: files, by: key).filter { $0.value.count > 1 }
      .sorted { ByteOrder.precedes($0.key, $1.key) }.map(\.value)
  }

  private static func quoted(_ files: [ParsedFile]) -> String {
    files.map { file in
      let form =
        file.path.utf8.elementsEqual(file.path.precomposedStringWithCanonicalMapping.utf8)
        ? "" : " (NFD)"
      return "'\(file.path)'\(form)"
    }.joined(separator: " and ")
  }
}
