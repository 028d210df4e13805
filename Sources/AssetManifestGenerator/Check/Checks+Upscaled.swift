import StandardPathsCore

extension Checks {
  /// Assets that some device draws from a file of lower scale than its screen's while the asset
  /// has variants of other scales: blurry there. Often deliberate, so the rule is off unless the configuration turns it on.
  static func upscaledAssets(
    _ groups: [AssetGroup], _ table: ResolvedTable, _ coverage: Coverage
  ) -> [Diagnostic] {
    zip(groups, zip(table.answers, coverage.statuses)).compactMap { group, row in
      let (answers, statuses) = row
      let upscaled = table.devices.indices.filter { statuses[$0] == .upscaled }
      guard let first = upscaled.first else { return nil }
      let cases = upscaled.map { column in
        let device = table.devices[column]
        let file = answers[column].map { table.files[$0] } ?? ""
        return "\(device) gets \(name(file)) (\(number(file.scaleFromSuffix(on: device)))x on "
          + "a \(number(device.scale))x screen)"
      }
      // The file the device got at its own scale: `x@2x~ipad.png` for `x~ipad.png`, which
      // that device then takes, where `x@2x.png` may exist already and serve the others.
      let wanted = (answers[first].map { table.files[$0] } ?? group.request)
        .deletingScaleSuffix().appendingScaleSuffix(table.devices[first].scale)
      return Diagnostic(
        .scaledUp, group.files[0].path,
        "'\(group.request)' is scaled up: \(cases.joined(separator: ", ")); add a variant "
          + "for that scale (such as '\(name(wanted))'), or turn the rule off in "
          + "asset-manifest.json if it is meant (\"rules\": {\"scaled-up\": \"off\"})")
    }
  }
}
