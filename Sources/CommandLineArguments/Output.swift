import Foundation

/// Writes to standard error, where every message that is not the answer goes.
package enum Output {
  package static func error(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }

  /// `1 asset`, `2 assets`: a count with its noun, for summaries.
  package static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
