extension Rule.ID {
  /// The rules of writing the generated file (`asset-manifest generate`).
  package enum Output: CaseIterable, Sendable {
    case outputStale, outputNameTaken, outputNotGenerated, outputFolderMissing, outputUnwritable
  }
}

extension Rules {
  /// What a build needs of the rule `id`, which is `rule` in its family: its severity, its
  /// report section, why it is fixed (when it is) and its check.
  static func output(_ rule: Rule.ID.Output, _ id: Rule.ID) -> Rule {
    switch rule {
    case .outputStale, .outputNameTaken, .outputNotGenerated, .outputFolderMissing,
      .outputUnwritable:
      Rule(id, .error, fixedReason: outputReason)
    }
  }

  /// Why the findings of writing the generated file cannot be turned off.
  static let outputReason = "the build needs the generated file it is about"
}
