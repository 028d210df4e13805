extension Checks {
  /// Files that no device chooses for any request: usually a misspelt suffix.
  static func unreachableFiles(_ groups: [AssetGroup], _ table: ResolvedTable) -> [Diagnostic] {
    let chosen = Set(table.answers.joined().compactMap { $0 })
    var diagnostics: [Diagnostic] = []
    for (group, range) in zip(groups, table.ranges) {
      for (file, index) in zip(group.files, range) where !chosen.contains(index) {
        let advice =
          if let canonical = file.canonicalSpelling {
            "did you mean '\(canonical)'?"
          } else {
            "another variant of '\(group.request)' ranks higher on every device; remove it, "
              + "or list the device it is for in extraDevices"
          }
        diagnostics.append(
          Diagnostic(
            .warning, file.path,
            "'\(file.path)' is never chosen (devices: \(deviceNames(table.devices))); "
              + advice))
      }
    }
    return diagnostics
  }

  /// Groups that some devices cannot resolve at all: those devices get nil.
  static func unresolvedGroups(_ groups: [AssetGroup], _ table: ResolvedTable) -> [Diagnostic] {
    zip(groups, table.answers).compactMap { group, answers -> Diagnostic? in
      let missing = zip(table.devices, answers).filter { $0.1 == nil }.map(\.0)
      guard !missing.isEmpty else { return nil }
      return Diagnostic(
        .warning, group.files[0].path,
        "'\(group.request)' has no variant for \(deviceNames(missing)); add '\(group.request)' "
          + "as the fallback every device can use")
    }
  }
}
