/// One command-line option, declared once: `Arguments` accepts exactly the options a command
/// declares, and its `Usage` shows the same values, so that the parser and the help cannot drift
/// apart (an option accepted but never explained, or explained but refused).
package struct Option: Sendable {
  /// The name as typed: `--layout`.
  package let name: String
  /// The placeholder of its value in the usage (`LAYOUT`, `FILE`); nil for a flag, which takes
  /// no value.
  package let value: String?
  /// The only values it takes, when they are few and fixed (`relative`, `copy`, `process`): the
  /// parser refuses any other with one message that lists them, so no command checks them again.
  /// Empty when any value goes.
  package let choices: [String]
  /// What the option does: one paragraph, without line breaks, which the usage wraps.
  package let help: String

  /// An option that takes a value shown as `value` (one of `choices` when there are any), or a
  /// flag when `value` is nil.
  package init(_ name: String, _ value: String? = nil, choices: [String] = [], help: String) {
    (self.name, self.value, self.choices, self.help) = (name, value, choices, help)
  }

  /// `--layout LAYOUT`: the option as the synopsis and the option column spell it.
  package var label: String { value.map { name + " " + $0 } ?? name }
}
