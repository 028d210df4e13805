/// Arguments the command cannot run with; reported on standard error with exit status 2.
package struct UsageError: Error, CustomStringConvertible {
  package var description: String

  /// The error `description` says, escaped for a terminal (`TerminalText`): it quotes
  /// arguments, whose escape sequences or bidirectional controls a terminal would act on.
  package init(_ description: String) {
    self.description = "error: " + TerminalText.escaped(description)
  }
}
