import Foundation

/// `python3` on `PATH`, for the tests that take an outside reference written in Python
/// (jsonschema, fontTools, the SARIF readers).
public enum Python {
  /// Runs `python3 ARGUMENTS`: its status and its standard output and error, merged.
  public static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3"] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// Whether `python3` imports every module of `modules`.
  public static func imports(_ modules: String) -> Bool {
    (try? run(["-c", "import " + modules]).status) == 0
  }
}
