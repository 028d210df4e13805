import AssetManifestGenerator

/// `lint`'s check of the proposed moves (rule `catalog-move-changes-file`): that the image set
/// `asset-manifest size` proposes for each of the largest savings would give every device the
/// file the loose files give it today, by the project's one catalog slot choice against the
/// loose files' table. Where it would not (a `-568h` or `-hd` file, which a set cannot hold or
/// the choice does not weigh; an idiom's file where the set serves it from another), a warning
/// per asset and pair of files names the asset, the devices and both files.
package enum CatalogMoveCheck {
  /// The findings for `audit`'s proposals, at the loose file each names first, with the
  /// configuration's severities and exemptions applied.
  package static func findings(
    _ audit: SizeAudit, options: GeneratorOptions, locations: SourceLocations
  ) -> [Diagnostic] {
    guard options.level(of: .catalogMoveChangesFile) != .off else { return [] }
    var findings: [Diagnostic] = []
    for saving in audit.proposals {
      var pairs: [(loose: String?, catalog: String?, devices: [String])] = []
      for change in saving.changes {
        if let index = pairs.firstIndex(where: {
          $0.loose == change.loose && $0.catalog == change.catalog
        }) {
          pairs[index].devices.append(change.device)
        } else {
          pairs.append((change.loose, change.catalog, [change.device]))
        }
      }
      for pair in pairs {
        let request = saving.proposal.request
        let at = pair.loose ?? pair.catalog ?? saving.proposal.images[0].path
        findings.append(
          Diagnostic(
            .catalogMoveChangesFile, locations.location(of: at),
            "moving '\(request)' into the proposed image set \(saving.proposal.folder) would "
              + "change the file of \(Self.list(pair.devices)) from \(Self.name(pair.loose)) to "
              + "\(Self.name(pair.catalog)); keep those variants loose, or check the set's "
              + "slots before moving it"))
      }
    }
    return options.applyingRules(findings, locations: locations)
  }

  /// `a`, `a and b`, `a, b and c`.
  static func list(_ names: [String]) -> String {
    names.count < 2
      ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
  }

  /// A file's path, or words for none.
  static func name(_ path: String?) -> String { path ?? "no file" }
}
