extension Arguments {
  /// The process's arguments after its name, each checked to be UTF-8. `CommandLine.arguments`
  /// replaces bytes that are not with U+FFFD, so a path given with one would name another file,
  /// which `--output` would write; such an argument is a usage error, and the process ends with
  /// exit status 2 after saying so and where `tool`'s usage is. (On Windows the arguments
  /// arrive as UTF-16, which Swift has converted; what it could not is no longer there to see.)
  package static func commandLine(tool: String) -> [String] {
    var arguments: [String] = []
    for index in 1..<max(1, Int(CommandLine.argc)) {
      guard let pointer = CommandLine.unsafeArgv[index] else { continue }
      let bytes = UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self)
      var count = 0
      while bytes[count] != 0 { count += 1 }
      let raw = UnsafeBufferPointer(start: bytes, count: count)
      let text = String(decoding: raw, as: UTF8.self)
      guard text.utf8.elementsEqual(raw) else {
        let error = UsageError(
          "the argument '\(text)' is not UTF-8 (\u{FFFD} marks the bytes that are not), so it "
            + "would name another file or folder than the one meant; give it in UTF-8, "
            + "renaming the file or folder it names")
        Output.error(error.description)
        Output.error("run '\(tool) --help' for usage")
        Output.finish(ExitStatus.usage)
      }
      arguments.append(text)
    }
    return arguments
  }
}
