extension Checks {
  /// Files holding the same bytes as an earlier file of another asset (a copy that two
  /// constants load twice), or of the same asset at another scale (one scale's image standing in
  /// for another's, drawn at the wrong size on one of them). Copies within one asset at one
  /// scale (the same image for phone and pad, or for two languages) are deliberate and pass.
  ///
  /// `groups` are the constants: a localized asset holds the files of all its localizations.
  /// `rule` says which of the two to report: `duplicateContents` (another asset) or
  /// `duplicateScale` (another scale).
  static func duplicateFiles(
    _ groups: [AssetGroup], _ sameContents: [[String]], reporting rule: Rule.ID
  ) -> [Diagnostic] {
    var owners: [String: Owner] = [:]
    for group in groups {
      for file in group.files {
        owners[file.path] = Owner(request: group.request, scale: nominalScale(of: file))
      }
    }
    return sameContents.flatMap { paths in
      let owned = paths.compactMap { path in owners[path].map { (path: path, owner: $0) } }
      return owned.indices.dropFirst().compactMap { index -> Diagnostic? in
        let (path, owner) = owned[index]
        guard let earlier = owned[..<index].first(where: { $0.owner.differs(from: owner) }) else {
          return nil
        }
        if earlier.owner.request != owner.request {
          guard rule == .duplicateContents else { return nil }
          return Diagnostic(
            .duplicateContents, path,
            "'\(path)' holds the same bytes as '\(earlier.path)', a file of the asset "
              + "'\(earlier.owner.request)': delete one copy and use the other asset's constant "
              + "in both places, so that the app ships and loads the image once")
        } else {
          guard rule == .duplicateScale else { return nil }
          return Diagnostic(
            .duplicateScale, path,
            "'\(path)' holds the same bytes as '\(earlier.path)', its \(number(earlier.owner.scale ?? 1))x "
              + "variant: one image stands for two scales, so it is drawn at the wrong size on one "
              + "of them; export the \(number(owner.scale ?? 1))x variant at its own size")
        }
      }
    }
  }

  /// The asset a file belongs to, and the scale its name gives it: nil for `-hd` without a
  /// scale suffix, 2x on phones and 1x elsewhere, which may rightly be the same image as a 1x
  /// or a 2x file.
  private struct Owner {
    var request: String
    var scale: Double?

    func differs(from other: Owner) -> Bool {
      guard request == other.request else { return true }
      guard let scale, let otherScale = other.scale else { return false }
      return scale != otherScale
    }
  }
}
