import Foundation

/// `python3` on `PATH`, for the tests that take an outside reference written in Python
/// (jsonschema, fontTools, the SARIF readers).
public enum Python {
  /// Runs `python3 ARGUMENTS`: its status and its standard output and error, merged.
  public static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let run = try ChildProcess.run(
      URL(fileURLWithPath: "/usr/bin/env"), ["python3"] + arguments, errors: .mergedWithOutput)
    return (run.status, run.output)
  }

  /// Whether `python3` imports every module of `modules`.
  public static func imports(_ modules: String) -> Bool {
    (try? run(["-c", "import " + modules]).status) == 0
  }
}
