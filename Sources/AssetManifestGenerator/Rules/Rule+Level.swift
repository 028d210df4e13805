extension Rule {
  /// What a rule's findings are: nothing, warnings or errors. The configuration's `rules` sets
  /// it by the raw values.
  package enum Level: String, CaseIterable, Sendable {
    /// The rule's findings are dropped (and its check, when it has one, never runs).
    case off
    /// The findings are warnings: an error only in strict mode.
    case warning
    /// The findings are errors, which stop the generation.
    case error

    /// The severity of the findings, or nil when there are none.
    package var severity: Diagnostic.Severity? {
      switch self {
      case .off: nil
      case .warning: .warning
      case .error: .error
      }
    }
  }
}
