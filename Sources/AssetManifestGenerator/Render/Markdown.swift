import Foundation

/// The declarations' texts (Markdown, code in backticks) as the plain words of `--help`; the
/// documentation's tables, which only `asset-manifest` writes, add their cells in the audit.
package enum Markdown {
  /// `text` without the backticks of code, for a terminal.
  package static func plain(_ text: String) -> String {
    text.replacingOccurrences(of: "`", with: "")
  }
}
