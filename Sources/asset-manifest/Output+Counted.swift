import CommandLineArguments

/// The summaries' counts, which only the commands that print a summary use: the build plugin's
/// tool does not compile them.
extension Output {
  /// `1 asset`, `2 assets`: a count with its noun, for summaries.
  static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
