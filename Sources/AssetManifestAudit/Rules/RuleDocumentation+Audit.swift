import AssetManifestGenerator

extension Rule.ID.Audit {
  /// The texts of the rules of `asset-manifest unused`, and of `lint`'s check of `size`'s
  /// proposed moves.
  var documentation: RuleDocumentation {
    switch self {
    case .unusedAsset:
      RuleDocumentation(
        summary: "an asset that no source references (`asset-manifest unused`)",
        example: "`Sounds/beep.caf` when no source names `Assets.Sounds.beep` or `\"beep\"`",
        fix: "delete its files, or add it to `keep` when the app builds its name at run time")
    case .sourceUnreadable:
      RuleDocumentation(
        summary: "a source `asset-manifest unused` reads cannot be read",
        example: "a `--sources` folder without read permission: its sources are not audited",
        fix: "make it readable, or leave it out of `--sources`")
    case .sourceNotAFile:
      RuleDocumentation(
        summary: "a `--sources` entry that is no regular file",
        example: "a named pipe ending in `.swift`: not read",
        fix: "replace it with the source file, or leave it out of `--sources`")
    case .catalogMoveChangesFile:
      RuleDocumentation(
        summary: "an image set `asset-manifest size` proposes would give a device another file",
        example: "`hero-568h@2x.png`: a set's slot choice gives `iphone-568h` `hero@2x.png`",
        fix: "keep the variant loose, or move the asset knowing that device's file changes")
    }
  }
}
