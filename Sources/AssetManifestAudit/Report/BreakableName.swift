/// A file name or asset path as the report shows it: it may wrap only before `/`, `@`, `~` and
/// `-`, so that a line never ends inside a suffix or an extension (`sky-568h@2x.j` / `pg`).
///
/// Each piece between those places is a `<span>` that the style sheet keeps on one line
/// (`white-space: nowrap`), with a `<wbr>` before the next. A `<wbr>` alone would not do: the
/// Unicode line-breaking rules let a browser break after any `-` and `/` (`villain-` / `hd.png`),
/// and at spaces and other punctuation a name may hold.
package enum BreakableName {
  /// The characters a name may wrap before.
  package static let breaksBefore: Set<Character> = ["/", "@", "~", "-"]

  /// `name`, escaped for HTML text, in pieces that wrap only before `breaksBefore`.
  package static func html(_ name: String) -> String {
    var pieces: [Substring] = []
    var start = name.startIndex
    for index in name.indices where index != start && breaksBefore.contains(name[index]) {
      pieces.append(name[start..<index])
      start = index
    }
    pieces.append(name[start...])
    return pieces.map { "<span>\(CoverageReport.escape(String($0)))</span>" }
      .joined(separator: "<wbr>")
  }
}
