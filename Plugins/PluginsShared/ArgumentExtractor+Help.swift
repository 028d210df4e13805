import PackagePlugin

extension ArgumentExtractor {
  /// Whether the command was asked for its usage, with `--help` or `-h`.
  mutating func extractHelp() -> Bool {
    extractFlag(named: "help") > 0 || extractFlag(named: "h") > 0
  }
}
