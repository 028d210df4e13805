import StandardPathsCore

extension Checks {
  /// Variants whose extensions differ only in letter case (`mixed.png`, `mixed@2x.PNG`): the
  /// resolver compares names as they are spelt, as a case-sensitive file system does, so they
  /// are two assets and no device gets the odd one as a variant of the other.
  ///
  /// The spelling most files use is taken as meant (on a tie, a lower-case one, then the first
  /// in byte order); each file spelt otherwise gets a warning naming a file of that spelling.
  static func extensionCaseSplits(_ groups: [AssetGroup]) -> [Diagnostic] {
    let clusters = Dictionary(grouping: groups.filter { $0.type != nil }) { group in
      group.request.dropLast(group.type!.count) + group.type!.lowercased()
    }
    var diagnostics: [Diagnostic] = []
    for cluster in clusters.values where cluster.count > 1 {
      let meant = cluster.sorted { lhs, rhs in
        if lhs.files.count != rhs.files.count { return lhs.files.count > rhs.files.count }
        if isLowercased(lhs.type!) != isLowercased(rhs.type!) { return isLowercased(lhs.type!) }
        return UTF8Order.precedes(lhs.request, rhs.request)
      }[0]
      let type = meant.type!
      let reference = meant.files[0].path
      for group in cluster where group.request != meant.request {
        // A `.tiff` merged into the group has an extension of its own.
        for file in group.files where file.path.fullPathExtension == group.type {
          let renamed = file.path.replacingPathExtension(with: type)
          // The same variant in both spellings: a rename would land on the other file.
          let advice =
            meant.files.contains { $0.path == renamed }
            ? "'\(renamed)' is the same variant: keep one of the two files"
            : "rename it '\(renamed)'"
          diagnostics.append(
            Diagnostic(
              .extensionCaseSplit, file.path,
              "'\(file.path)' ends in '.\(group.type!)' and '\(reference)' in '.\(type)': names "
                + "are matched as they are spelt, as on a case-sensitive file system, so they are "
                + "two assets and no device gets '\(name(file.path))' as a variant of "
                + "'\(meant.request)'; \(advice)"
            ))
        }
      }
    }
    return diagnostics
  }

  private static func isLowercased(_ text: String) -> Bool { text == text.lowercased() }
}
