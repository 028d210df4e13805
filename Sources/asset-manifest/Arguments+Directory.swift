import CommandLineArguments

/// The input of the commands that read a folder of assets as their one positional, which the
/// build plugin's tool (`generate`, which takes `--input`) never compiles.
extension Arguments {
  /// The folder of assets: the one positional or `--input`, or nil when `--resources` gives the
  /// input instead.
  func directory() throws(UsageError) -> String? {
    guard positionals.count <= 1 else {
      throw UsageError("expected one folder, got \(positionals.count) arguments")
    }
    if let folder = positionals.first, has("--input") {
      throw UsageError(
        "the folder is given twice, as DIR ('\(folder)') and as --input; give one of them")
    }
    return positionals.first ?? value("--input")
  }
}
