extension Rule.ID {
  /// The findings of the build plugins (Plugins/), which print these IDs themselves: they run
  /// in SwiftPM's plugin process, which cannot see this registry, before any configuration is
  /// read.
  package enum Plugins: CaseIterable, Sendable {
    case pluginWithoutRuntime, pluginAndCheckedInManifest, pluginWithoutResources,
      pluginUnhandledResources
  }
}

extension Rules {
  /// What a build needs of the rule `id`, which is `rule` in its family: its severity, its
  /// report section, why it is fixed (when it is) and its check.
  static func plugins(_ rule: Rule.ID.Plugins, _ id: Rule.ID) -> Rule {
    switch rule {
    case .pluginWithoutRuntime, .pluginAndCheckedInManifest:
      Rule(id, .error, fixedReason: pluginReason)
    case .pluginWithoutResources, .pluginUnhandledResources:
      Rule(id, .warning, fixedReason: pluginReason)
    }
  }

  /// Why the plugins' findings cannot be turned off.
  static let pluginReason = "the build plugin reports it before any configuration is read"
}
