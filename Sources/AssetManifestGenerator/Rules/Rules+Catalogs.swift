extension Rule.ID {
  /// The rules of asset catalogs' sets (`.xcassets`) and of their constants.
  package enum Catalogs: CaseIterable, Sendable {
    case catalogContentsUnreadable, catalogSlotMissingFile, catalogFileInNoSlot, catalogSlotSize,
      catalogMissing3x, catalogNameClash, catalogDeviceUnserved, catalogSlotNeverChosen,
      catalogNotCompiled, catalogColorComponent
  }
}

extension Rules {
  /// What a build needs of the rule `id`, which is `rule` in its family: its severity, its
  /// report section, why it is fixed (when it is) and its check.
  static func catalogs(_ rule: Rule.ID.Catalogs, _ id: Rule.ID) -> Rule {
    switch rule {
    case .catalogContentsUnreadable, .catalogSlotMissingFile, .catalogFileInNoSlot,
      .catalogSlotSize, .catalogMissing3x:
      Rule(id, .warning, topic: .catalog) { Checks.catalogs($0, reporting: id) }
    case .catalogNameClash:
      Rule(
        id, .error, topic: .catalog,
        fixedReason: "the generated file would declare the name twice, and not compile")
    case .catalogDeviceUnserved, .catalogSlotNeverChosen:
      Rule(id, .warning, topic: .catalog) { Checks.catalogChoices($0, reporting: id) }
    case .catalogNotCompiled:
      Rule(id, .warning, topic: .catalog, check: Checks.catalogCompilation)
    case .catalogColorComponent:
      Rule(id, .error, topic: .catalog, check: Checks.colorComponents)
    }
  }
}
