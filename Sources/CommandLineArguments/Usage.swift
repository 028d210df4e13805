/// A command's usage, as its `--help` prints it: the synopsis and the option column are made
/// from the command's option declarations, the list `Arguments` parses with, around an overview
/// and an epilogue written by hand.
package struct Usage: Sendable {
  /// The command as typed: `lint`, `standard-folders`.
  package var command: String
  /// The synopsis's first items, written out for what a declaration does not say: positionals,
  /// and the options that are required, exclude each other or may be repeated
  /// (`(DIR | --resources FILE)`, `[--language CODE]...`). Every option they do not name follows
  /// them in brackets.
  package var operands: [String]
  /// What the command does: the paragraph under the synopsis, indented by four spaces as it is
  /// printed.
  package var overview: String
  /// Every option the command accepts, in the order of the option column.
  package var options: [Option]
  /// What follows the options (the exit statuses), indented as it is printed; or nothing.
  package var epilogue: String

  /// The usage of `command`; `options` are what it accepts, so pass them to `Arguments`.
  package init(
    _ command: String, _ operands: [String] = [], overview: String, options: [Option] = [],
    epilogue: String = ""
  ) {
    (self.command, self.operands, self.overview) = (command, operands, overview)
    (self.options, self.epilogue) = (options, epilogue)
  }

  /// The usage, its first line starting with `prefix` (`USAGE: asset-manifest `): the synopsis,
  /// whose further lines start under its first item; the overview; the options' column; then the
  /// epilogue.
  package func text(prefix: String = "") -> String {
    let named = operands.flatMap { $0.split(whereSeparator: { " |()[]".contains($0) }) }
    let items = options.filter { !named.contains(Substring($0.name)) }.map { "[\($0.label)]" }
    let start = prefix + command
    let synopsis = Self.wrapped([start] + operands + items, indent: start.count + 1)
    let rows = Self.column(options.map { ($0.label, $0.help) })
    return ([synopsis, overview] + rows + [epilogue]).filter { !$0.isEmpty }.joined(separator: "\n")
  }

  /// Each row's label at `indent` with its help wrapped in a column two spaces past the longest
  /// label that shares a line with its help: one longer than `--resources FILE` has a line of its
  /// own, so that one long name does not push every help to the right.
  package static func column(_ rows: [(label: String, help: String)], indent: Int = 4) -> [String] {
    let column = indent + 2 + (rows.map(\.label.count).filter { $0 <= 16 }.max() ?? 0)
    return rows.map { label, help in
      let lead = String(repeating: " ", count: indent) + label
      let pad = String(repeating: " ", count: column)
      let first = lead.count + 2 <= column ? lead + pad.dropFirst(lead.count) : lead + "\n" + pad
      return wrapped(help.split(separator: " "), first: first, indent: column)
    }
  }

  /// `words` in lines of at most `width` characters (a longer word alone on its line): the
  /// first line starts with `first` (or with its last line, when it holds a line break), the
  /// others with `indent` spaces. The width is the usages' prose's unless `width` says otherwise.
  package static func wrapped(
    _ words: [some StringProtocol], first: String = "", indent: Int, width: Int = 88
  ) -> String {
    var lines = first.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var (line, isEmpty) = (lines.removeLast(), true)
    for word in words {
      if !isEmpty, line.count + 1 + word.count > width {
        lines.append(line)
        (line, isEmpty) = (String(repeating: " ", count: indent), true)
      }
      line += (isEmpty ? "" : " ") + word
      isEmpty = false
    }
    return (lines + [line]).joined(separator: "\n")
  }
}
