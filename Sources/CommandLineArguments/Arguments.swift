/// One command's arguments, split into positionals, options with a value and flags, and checked
/// against what the command accepts.
package struct Arguments {
  package private(set) var positionals: [String] = []
  /// Every value given to each option, in order: an option may be repeated.
  private var values: [String: [String]] = [:]
  private var flags: Set<String> = []

  package init(_ raw: [String], options: Set<String> = [], flags: Set<String> = [])
    throws(UsageError)
  {
    var index = 0
    while index < raw.count {
      let argument = raw[index]
      index += 1
      if options.contains(argument) {
        guard index < raw.count else { throw UsageError("\(argument) needs a value") }
        values[argument, default: []].append(raw[index])
        index += 1
      } else if flags.contains(argument) {
        self.flags.insert(argument)
      } else if argument.hasPrefix("--") || (argument.hasPrefix("-") && argument.count > 1) {
        throw UsageError("unknown option '\(argument)'")
      } else {
        positionals.append(argument)
      }
    }
  }

  /// The option's value; the last one when it is given more than once.
  package func value(_ option: String) -> String? { values[option]?.last }

  /// Every value of a repeatable option, in the order given.
  package func values(_ option: String) -> [String] { values[option] ?? [] }

  package func has(_ flag: String) -> Bool { flags.contains(flag) }

  /// The folder of assets: the one positional or `--input`, or nil when `--resources` gives the
  /// input instead.
  package func directory() throws(UsageError) -> String? {
    guard positionals.count <= 1 else {
      throw UsageError("expected one folder, got \(positionals.count) arguments")
    }
    return positionals.first ?? value("--input")
  }

  /// The positionals, which must be exactly `names.count`; `names` spell them in the message.
  package func positionals(_ names: String...) throws(UsageError) -> [String] {
    guard positionals.count == names.count else {
      guard !names.isEmpty else {
        throw UsageError("takes no arguments, got '\(positionals.joined(separator: " "))'")
      }
      throw UsageError(
        "expected \(names.joined(separator: " ")), got \(positionals.count) argument(s)")
    }
    return positionals
  }
}
