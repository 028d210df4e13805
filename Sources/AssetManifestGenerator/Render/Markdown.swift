import Foundation

/// The few ways the declarations' texts (Markdown, code in backticks) are written out: in a
/// documentation table's cell, and as the plain words of `--help`.
package enum Markdown {
  /// `text` in a table's cell, where `|` would end it.
  package static func cell(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|")
  }

  /// `text` without the backticks of code, for a terminal.
  package static func plain(_ text: String) -> String {
    text.replacingOccurrences(of: "`", with: "")
  }

  /// `text` broken into lines of at most `width` characters (a longer word alone on its line),
  /// the first starting with `first`, the others indented by `indent` spaces.
  package static func wrapped(_ text: String, first: String, indent: Int, width: Int) -> String {
    var lines: [String] = []
    var line = first
    var isEmpty = true
    for word in text.split(separator: " ") {
      if !isEmpty, line.count + 1 + word.count > width {
        lines.append(line)
        line = String(repeating: " ", count: indent)
        isEmpty = true
      }
      line += (isEmpty ? "" : " ") + word
      isEmpty = false
    }
    return (lines + [line]).joined(separator: "\n")
  }
}
