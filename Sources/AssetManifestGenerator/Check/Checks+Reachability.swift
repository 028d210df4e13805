import StandardPathsCore

extension Checks {
  /// Files that no device chooses for any request: usually a misspelt suffix. Files in
  /// `ambiguous` are left to the ambiguity error, which already names them.
  static func unreachableFiles(
    _ groups: [AssetGroup], _ table: ResolvedTable, ambiguous: Set<String> = []
  ) -> [Diagnostic] {
    let chosen = Set(table.answers.joined().compactMap { $0 })
    var diagnostics: [Diagnostic] = []
    for (row, (group, range)) in zip(groups, table.ranges).enumerated() {
      for (file, index) in zip(group.files, range)
      where !chosen.contains(index) && !ambiguous.contains(file.path) {
        // The resolver never adds a 1x suffix: the 1x file of the same device class (idiom) and
        // height is the name without it, `step1~ipad.png` for `step1@1x~ipad.png`.
        let plain = file.path.deletingScaleSuffix()
        let advice =
          if file.traits.scale == 1 {
            group.files.contains { $0.path == plain }
              ? "1x files carry no scale suffix, and '\(plain)' is the 1x file; remove it"
              : "1x files carry no scale suffix; rename it to '\(plain)'"
          } else if let better = betterSpelling(of: file, in: group, row: row, table) {
            switch better {
            case .rename(let name): "did you mean '\(name)'?"
            case .sameAsChosen(let name, let device):
              "'\(name)' means the same on \(device) and is chosen there; remove this file"
            }
          } else if let (device, key) = deviceChoosing(file, in: group, besides: table.devices) {
            // When no file of the asset is chosen, nothing outranks this one.
            (range.contains(where: chosen.contains)
              ? "another variant of '\(group.request)' ranks higher on each of these devices"
              : "none of these devices asks for its suffixes")
              + "; if the file is for \(device), list \"\(device)\" in \(key), else remove it"
          } else if !range.contains(where: chosen.contains) {
            "no device can ask for its suffixes (\(whyNoDeviceAsks(file))), and no other file "
              + "of '\(group.request)' is chosen, so a lookup of it finds nothing; rename it "
              + "with suffixes a device asks for, in their order (height, scale, idiom: "
              + "'name-568h@2x~ipad.png'), or remove it"
          } else {
            "another variant of '\(group.request)' ranks higher on every device there can be; "
              + "remove it"
          }
        diagnostics.append(
          Diagnostic(
            .neverChosen, file.path,
            "'\(file.path)' is never chosen (devices: \(deviceNames(table.devices))); "
              + advice))
      }
    }
    return diagnostics
  }

  /// Why no device asks for `file`'s suffixes, as far as its name tells.
  private static func whyNoDeviceAsks(_ file: ParsedFile) -> String {
    if let scale = file.traits.scale, scale > Device.largestScale {
      return "a scale above \(Int(Device.largestScale)), the largest a device may have"
    }
    if let scale = file.traits.scale, !isSpecifiable(Device(idiom: .phone, scale: scale)) {
      return "a scale of more digits than a device's, which has six significant ones at most"
    }
    if file.traits.modifiers.contains(where: { if case .repeated = $0 { true } else { false } }) {
      return "a suffix written twice"
    }
    return "not in the order a device asks for them, or for a screen no device of its idiom has"
  }

  /// Better than a file no device chooses: a spelling some device would choose, or the file a
  /// device already chooses for what this one means.
  private enum BetterSpelling {
    case rename(String)
    case sameAsChosen(String, Device)
  }

  /// What to do with `file`, which no device chooses. A device of `table` that already chooses
  /// a file meaning what `file` means there makes `file` a duplicate. Else a name that means on
  /// some device what `file`'s suffixes mean there, spelt as the resolver builds it and ranking
  /// above what that device chooses now: the same tokens in another order first
  /// (`foo~ipad@2x.png` → `foo@2x~ipad.png`; on a phone `y-hd-568h.png` → `y-568h-hd.png`),
  /// then the same heights, scale and idiom spelt otherwise (`x@2x-hd-568h.png` →
  /// `x-568h@2x.png`). Nil when neither exists.
  private static func betterSpelling(
    of file: ParsedFile, in group: AssetGroup, row: Int, _ table: ResolvedTable
  ) -> BetterSpelling? {
    var sameTokens: String?
    var equivalent: String?
    for (device, answer) in zip(table.devices, table.answers[row]) {
      guard let meaning = Meaning(file.traits, on: device) else { return nil }
      let current = answer.map { table.files[$0] }
      for candidate in VariantResolver.candidates(
        for: group.request, ofType: group.type, on: device)
      {
        let traits = ParsedFile(path: candidate).traits
        guard Meaning(traits, on: device) == meaning else {
          if candidate == current { break }
          continue
        }
        if candidate == current { return .sameAsChosen(candidate, device) }
        if Self.sameTokens(traits, file.traits) {
          sameTokens = sameTokens ?? candidate
        } else {
          equivalent = equivalent ?? candidate
        }
      }
    }
    return (sameTokens ?? equivalent).map(BetterSpelling.rename)
  }

  /// Whether two names carry the same suffix tokens, in any order.
  private static func sameTokens(_ lhs: VariantTraits, _ rhs: VariantTraits) -> Bool {
    lhs.scale == rhs.scale && lhs.idiom == rhs.idiom && lhs.fileExtension == rhs.fileExtension
      && lhs.modifiers.count == rhs.modifiers.count
      && Set(lhs.modifiers) == Set(rhs.modifiers)
  }

  /// What a name's suffixes mean on one device: the heights it names, the scale it is drawn at
  /// (`-hd` is 2x on a phone), its idiom and its extension.
  private struct Meaning: Equatable {
    var heights: Set<Double>
    var scale: Double
    var idiom: Device.Idiom?
    var fileExtension: String

    /// Nil for a name with a repeated token, which means nothing the resolver builds.
    init?(_ traits: VariantTraits, on device: Device) {
      heights = []
      for modifier in traits.modifiers {
        switch modifier {
        case .height(let height): heights.insert(height)
        case .hd: continue
        case .repeated: return nil
        }
      }
      scale =
        traits.scale ?? (traits.modifiers.contains(.hd) && device.idiom == .phone ? 2 : 1)
      idiom = traits.idiom
      fileExtension = traits.fileExtension
    }
  }

  /// A device that would choose the file, and the configuration key that adds it to `served`,
  /// for advice that only names a key when listing the device there would help: a known device
  /// the configuration's `devices` leaves out (`devices`), else one the file's own suffixes
  /// describe (`extraDevices`). No device chooses an `@1x` file over the plain one, while
  /// `g~car.png` is for `car@1x`.
  private static func deviceChoosing(
    _ file: ParsedFile, in group: AssetGroup, besides served: [Device]
  ) -> (Device, key: String)? {
    let names = Set(group.files.map(\.path))
    let chooses = { (device: Device) in
      VariantResolver.resolve(group.request, ofType: group.type, on: device, where: names.contains)
        == file.path
    }
    if let known = Device.knownDevices.first(where: { !served.contains($0) && chooses($0) }) {
      return (known, "devices")
    }
    let idioms = file.traits.idiom.map { [$0] } ?? Device.Idiom.allCases
    let height = file.traits.modifiers.lazy.compactMap { modifier -> Double? in
      if case .height(let height) = modifier { height } else { nil }
    }.first
    for idiom in idioms {
      let size = height.map { Device.ScreenSize(width: ($0 * 9 / 16).rounded(), height: $0) }
      let device = Device(
        idiom: idiom, scale: file.traits.scale ?? 1, screenSize: idiom == .desktop ? nil : size)
      if isSpecifiable(device), chooses(device) { return (device, "extraDevices") }
    }
    return nil
  }

  /// Whether `extraDevices` can list `device`: its name reads back as it (`phone@20x`, above
  /// the largest scale, and `phone@1.2345678x` do not).
  private static func isSpecifiable(_ device: Device) -> Bool {
    (try? Device(specification: device.description)) == device
  }

  /// Groups that some devices cannot resolve at all: those devices get nil.
  static func unresolvedGroups(_ groups: [AssetGroup], _ table: ResolvedTable) -> [Diagnostic] {
    zip(groups, table.answers).compactMap { group, answers -> Diagnostic? in
      let missing = zip(table.devices, answers).filter { $0.1 == nil }.map(\.0)
      guard !missing.isEmpty else { return nil }
      return Diagnostic(
        .missingFallback, group.files[0].path,
        "'\(group.request)' has no variant for \(deviceNames(missing)); add '\(group.request)' "
          + "as the fallback every device can use")
    }
  }
}
