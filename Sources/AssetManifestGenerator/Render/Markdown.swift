import Foundation

/// The declarations' texts (Markdown, code in backticks) as the plain words of `--help`; the
/// documentation's tables, which only `asset-manifest` writes, add their cells in the audit.
package enum Markdown {
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
