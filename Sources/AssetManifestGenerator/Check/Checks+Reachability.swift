import StandardPaths

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
          } else if file.traits.scale == 1 {
            // The resolver never adds a 1x suffix: a 1x file is the plain name.
            group.files.contains { $0.path == group.request }
              ? "1x files carry no scale suffix, and '\(group.request)' is the 1x file; remove it"
              : "1x files carry no scale suffix; rename it to '\(group.request)'"
          } else if let device = deviceChoosing(file, in: group) {
            "another variant of '\(group.request)' ranks higher on every catalogue device; if "
              + "the file is for \(device), list \"\(device)\" in extraDevices, else remove it"
          } else {
            "another variant of '\(group.request)' ranks higher on every device there can be; "
              + "remove it"
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

  /// A device the file's own suffixes describe that would choose it, for advice that only
  /// names `extraDevices` when listing a device there would help: no device chooses an `@1x`
  /// file over the plain one, while `g~car.png` is for `car@1x`.
  private static func deviceChoosing(_ file: ParsedFile, in group: AssetGroup) -> Device? {
    let idioms = file.traits.idiom.map { [$0] } ?? Device.Idiom.allCases
    let height = file.traits.modifiers.lazy.compactMap { modifier -> Double? in
      if case .height(let height) = modifier { height } else { nil }
    }.first
    let names = Set(group.files.map(\.path))
    for idiom in idioms {
      let size = height.map { Device.ScreenSize(width: ($0 * 9 / 16).rounded(), height: $0) }
      let device = Device(
        idiom: idiom, scale: file.traits.scale ?? 1, screenSize: idiom == .desktop ? nil : size)
      let chosen = VariantResolver.resolve(group.request, ofType: group.type, on: device) {
        names.contains($0)
      }
      if chosen == file.path { return device }
    }
    return nil
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
