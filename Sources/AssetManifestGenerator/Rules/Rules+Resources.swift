extension Rule.ID {
  /// The rules of the resource folders as a whole: what does not belong there, and what
  /// cannot be read.
  package enum Resources: CaseIterable, Sendable {
    case xcodeCompiledFile, sourceInResources, folderUnreadable, fileUnreadable, symbolicLinkLoop,
      brokenSymbolicLink, symbolicLinkOutside, specialFile, resourceListInvalid
  }
}

extension Rules {
  /// What a build needs of the rule `id`, which is `rule` in its family: its severity, its
  /// report section, why it is fixed (when it is) and its check.
  static func resources(_ rule: Rule.ID.Resources, _ id: Rule.ID) -> Rule {
    switch rule {
    case .xcodeCompiledFile, .sourceInResources, .folderUnreadable, .fileUnreadable,
      .symbolicLinkLoop, .brokenSymbolicLink, .symbolicLinkOutside, .specialFile:
      Rule(id, .warning)
    case .resourceListInvalid:
      Rule(id, .error, fixedReason: "without the resource list there is nothing to check")
    }
  }
}
