/// Arguments the command cannot run with; reported on standard error with exit status 2.
package struct UsageError: Error, CustomStringConvertible {
  package var description: String

  /// The error `description` says, with its control, format and separator characters escaped
  /// (`\n`, `\u{1B}`, `\u{202E}`): it quotes arguments, and a terminal acts on an escape
  /// sequence or a bidirectional control in them.
  package init(_ description: String) {
    let hidden: Set<Unicode.GeneralCategory> = [
      .control, .format, .lineSeparator, .paragraphSeparator,
    ]
    self.description =
      "error: "
      + description.unicodeScalars.map {
        hidden.contains($0.properties.generalCategory) ? $0.escaped(asASCII: true) : String($0)
      }.joined()
  }
}
