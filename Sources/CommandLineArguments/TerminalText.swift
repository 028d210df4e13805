/// Text a command prints that came from outside (arguments, paths, the environment), made safe
/// for a terminal.
package enum TerminalText {
  /// `text` with each character that would change how a terminal shows the line escaped
  /// (`\u{1B}`, `\n`, `\u{202E}`): control and format characters and line and paragraph
  /// separators. An escape sequence could repaint the terminal, a bidirectional control reverse
  /// a path, and a new line start what reads as another message.
  package static func escaped(_ text: String) -> String {
    let hidden: Set<Unicode.GeneralCategory> = [
      .control, .format, .lineSeparator, .paragraphSeparator,
    ]
    return text.unicodeScalars.map {
      hidden.contains($0.properties.generalCategory) ? $0.escaped(asASCII: true) : String($0)
    }.joined()
  }
}
