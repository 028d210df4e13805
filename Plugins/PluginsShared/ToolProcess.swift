import Foundation

/// How the command plugins run `asset-manifest` and speak to the user.
enum ToolProcess {
  /// Runs the tool: whether it succeeded, and its messages in the order it printed them.
  static func run(_ tool: URL, _ arguments: [String]) throws -> (succeeded: Bool, messages: String)
  {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    let messages = Pipe()
    process.standardError = messages
    process.standardOutput = messages
    try process.run()
    let output = messages.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus == 0,
      String(decoding: output, as: UTF8.self).trimmingCharacters(in: .newlines)
    )
  }

  /// Writes `message` on standard error, which SwiftPM passes on as the plugin's output.
  static func say(_ message: String) {
    guard !message.isEmpty else { return }
    FileHandle.standardError.write(Data((message.hasSuffix("\n") ? message : message + "\n").utf8))
  }
}

/// A message that stops a command plugin, printed as it is.
struct CommandError: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }
}
