extension Checks {
  /// Files holding the same bytes as an earlier file of another asset (a copy that two
  /// constants load twice), or of the same asset at another scale (one scale's image standing in
  /// for another's, drawn at the wrong size on one of them). Copies within one asset at one
  /// scale (the same image for phone and pad, or for two languages) are deliberate and pass.
  ///
  /// `groups` are the constants: a localized asset holds the files of all its localizations.
  static func duplicateFiles(_ groups: [AssetGroup], _ sameContents: [[String]]) -> [Diagnostic] {
    var owners: [String: Owner] = [:]
    for group in groups {
      for file in group.files {
        owners[file.path] = Owner(request: group.request, scale: file.traits.scale ?? 1)
      }
    }
    return sameContents.flatMap { paths in
      let owned = paths.compactMap { path in owners[path].map { (path: path, owner: $0) } }
      return owned.indices.dropFirst().compactMap { index -> Diagnostic? in
        let (path, owner) = owned[index]
        guard let earlier = owned[..<index].first(where: { $0.owner != owner }) else {
          return nil
        }
        var finding: Diagnostic
        if earlier.owner.request != owner.request {
          finding = Diagnostic(
            .warning, path,
            "'\(path)' holds the same bytes as '\(earlier.path)', a file of the asset "
              + "'\(earlier.owner.request)': delete one copy and use the other asset's constant "
              + "in both places, so that the app ships and loads the image once")
        } else {
          finding = Diagnostic(
            .warning, path,
            "'\(path)' holds the same bytes as '\(earlier.path)', its \(number(earlier.owner.scale))x "
              + "variant: one image stands for two scales, so it is drawn at the wrong size on one "
              + "of them; export the \(number(owner.scale))x variant at its own size")
        }
        finding.topic = .duplicate
        return finding
      }
    }
  }

  private struct Owner: Equatable {
    var request: String
    var scale: Double
  }
}
