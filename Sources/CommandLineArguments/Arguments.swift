/// One command's arguments, split into positionals, options with a value and flags, and checked
/// against the options the command declares (`Usage.options`, which its help shows).
package struct Arguments {
  package private(set) var positionals: [String] = []
  /// Every value given to each option, in order: an option may be repeated. A flag has none.
  private var values: [String: [String]] = [:]

  /// Splits `raw`: a declared option takes the argument after it, which must be one of its
  /// choices when it has any, unless it is a flag; an argument that looks like an option but is
  /// none of `options` is an error; every argument after `--` is a positional.
  package init(_ raw: [String], options: [Option] = []) throws(UsageError) {
    var index = 0
    while index < raw.count {
      let argument = raw[index]
      index += 1
      // POSIX's end of options: what follows is positional, such as a file named `-dark.png`.
      guard argument != "--" else {
        positionals += raw[index...]
        break
      }
      let option = options.first { $0.name == argument }
      if let option, option.value == nil {
        values[argument] = []  // a flag, given: it has no value
      } else if let option {
        // An option where the value belongs is a forgotten value, not a file named `--strict`.
        guard index < raw.count, !options.contains(where: { $0.name == raw[index] }) else {
          throw UsageError("\(argument) needs a value")
        }
        let value = raw[index]
        if let last = option.choices.last, !option.choices.contains(value) {
          let others = option.choices.dropLast().joined(separator: ", ")
          throw UsageError("\(argument) must be \(others) or \(last), not '\(value)'")
        }
        // An empty path would be read as the working folder, or as no file, far from here.
        let paths = ["FILE": "file", "DIR": "folder", "PATH": "file or folder"]
        if value.isEmpty, let kind = option.value.flatMap({ paths[$0] }) {
          throw UsageError("\(argument) needs a \(kind) name, not ''")
        }
        values[argument, default: []].append(value)
        index += 1
      } else if argument.hasPrefix("--") || (argument.hasPrefix("-") && argument.count > 1) {
        throw UsageError("unknown option '\(argument)'")
      } else {
        positionals.append(argument)
      }
    }
  }

  /// Whether `raw` asks for help, with `--help` or `-h` before any `--` (after which both are
  /// names, such as a file called `-h`).
  package static func asksForHelp(_ raw: [String]) -> Bool {
    raw.prefix { $0 != "--" }.contains { $0 == "--help" || $0 == "-h" }
  }

  /// The option's value; the last one when it is given more than once.
  package func value(_ option: String) -> String? { values[option]?.last }

  /// Every value of an option that may be repeated, in the order given.
  package func values(_ option: String) -> [String] { values[option] ?? [] }

  /// Whether the flag (or an option) was given.
  package func has(_ flag: String) -> Bool { values[flag] != nil }

  /// A usage error when more than one of `options` was given: the command would otherwise read
  /// one and pass over the other in silence.
  package func exclusive(_ options: String...) throws(UsageError) {
    let given = options.filter(has)
    guard given.count <= 1 else {
      throw UsageError("\(given[0]) and \(given[1]) exclude each other; give one of them")
    }
  }

  /// The positionals, which must be exactly `names.count`; `names` spell them in the message.
  package func positionals(_ names: String...) throws(UsageError) -> [String] {
    guard positionals.count == names.count else {
      guard !names.isEmpty else {
        throw UsageError(
          "this command takes no arguments, got '\(positionals.joined(separator: " "))'")
      }
      throw UsageError(
        "expected \(names.joined(separator: " ")), got \(positionals.count) argument(s)")
    }
    return positionals
  }
}
