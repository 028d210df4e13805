extension Rule.ID {
  /// The rules of `asset-manifest unused`, and `lint`'s check of `size`'s proposed moves.
  package enum Audit: CaseIterable, Sendable {
    case unusedAsset, sourceUnreadable, sourceNotAFile, catalogMoveChangesFile
  }
}

extension Rules {
  /// What a build needs of the rule `id`, which is `rule` in its family: its severity, its
  /// report section, why it is fixed (when it is) and its check.
  static func audit(_ rule: Rule.ID.Audit, _ id: Rule.ID) -> Rule {
    switch rule {
    case .unusedAsset, .sourceNotAFile:
      Rule(id, .warning, topic: .unused)
    case .sourceUnreadable:
      Rule(id, .error, topic: .unused)
    case .catalogMoveChangesFile:
      Rule(id, .off, topic: .catalog)
    }
  }
}
