/// One key of `asset-manifest.json`, declared once: its type, default, meaning, an example and
/// what setting it does. The parser's known keys and type checks, `generate --help`'s
/// description of the configuration, the README's table and the JSON Schema editors read are all
/// made from `ConfigurationKeys.all`.
package struct ConfigurationKey: Sendable {
  /// Applies a value of the key's type (`type.admits` it) to the options; the configuration
  /// file gives the lines of errors about parts of the value.
  package typealias Apply = @Sendable (inout GeneratorOptions, Any, ConfigurationFile) -> Outcome

  /// The key as the file writes it.
  package var name: String
  /// The JSON values it takes.
  package var type: ValueType
  /// The default as JSON (`"Assets"`, `false`), or nil when leaving the key out means
  /// something no JSON value says ("every known device").
  package var defaultValue: String?
  /// The default in words, for people (Markdown), when the JSON alone does not tell it.
  package var defaultDescription: String?
  /// What it does (Markdown: code in backticks).
  package var help: String
  /// What a valid value is, after "must" (`be a Swift type name …`); nil to say it from the
  /// type (`be true or false`).
  package var requirement: String?
  /// A value, as JSON.
  package var example: String
  /// What setting the key does.
  package var apply: Apply

  /// What applying a value did.
  package enum Outcome: Sendable {
    /// The options took it.
    case applied
    /// It is not a value the key takes: the error says what the key takes, after `reason`, when
    /// there is one, says which part is wrong.
    case invalid(_ reason: String?)
    /// Errors of their own, each at its line.
    case errors([Diagnostic])
  }

  /// What a valid value is, after "must".
  package var requirementText: String {
    requirement ?? type.requirement
  }

  /// The error for a value the key does not take, at the key's line in `file`: what it takes,
  /// with an example unless the requirement lists every value, and the choice `value` seems a
  /// misspelling of (`"Main"`, `"mian"`).
  package func invalid(in file: ConfigurationFile, reason: String? = nil, value: Any? = nil)
    -> Diagnostic
  {
    let example = type.listsEveryValue ? "" : ", such as \(self.example)"
    var guess: String?
    if case .choice(let values) = type, let written = value as? String {
      guess = NearestName.misspelt(written, among: values).map { " (did you mean \"\($0)\"?)" }
    }
    return file.diagnostic(
      .configurationInvalidValue, key: name,
      (reason.map { $0 + "; " } ?? "") + "'\(name)' must \(requirementText)\(example)"
        + (guess ?? ""))
  }
}
