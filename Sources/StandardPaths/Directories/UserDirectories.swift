/// The folders named in an XDG `user-dirs.dirs` file, read the way `xdg-user-dir` and GLib
/// read it.
///
/// Each line is `XDG_<NAME>_DIR="<value>"`, where the value is `$HOME`, `$HOME/<path>` or an
/// absolute path, and a backslash quotes the next character. Blank lines, comments and lines
/// of any other shape are skipped; a later assignment replaces an earlier one.
struct UserDirectories: Equatable {
  /// The folders by name (`DOCUMENTS`, `DOWNLOAD`, …), already joined to the home folder.
  private(set) var folders: [String: String] = [:]

  init(parsing text: String, home: String) {
    for line in text.split(whereSeparator: \.isNewline) {
      if let (name, path) = Self.assignment(Substring(line), home: home) {
        folders[name] = path
      }
    }
  }

  private static func assignment(_ line: Substring, home: String) -> (String, String)? {
    var rest = line.drop { $0 == " " || $0 == "\t" }
    guard rest.hasPrefix("XDG_"), let end = rest.range(of: "_DIR") else { return nil }
    let name = String(rest[rest.index(rest.startIndex, offsetBy: 4)..<end.lowerBound])
    rest = rest[end.upperBound...].drop { $0 == " " || $0 == "\t" }
    guard !name.isEmpty, rest.hasPrefix("=") else { return nil }
    rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
    guard rest.hasPrefix("\"") else { return nil }
    rest = rest.dropFirst()
    var path: String
    if rest.hasPrefix("$HOME") {
      rest = rest.dropFirst(5)
      if rest.hasPrefix("/") {
        rest = rest.dropFirst()
      } else if !rest.hasPrefix("\"") {
        return nil
      }
      path = home
      if !rest.hasPrefix("\"") && !path.hasSuffix("/") { path += "/" }
    } else if rest.hasPrefix("/") {
      path = ""
    } else {
      return nil
    }
    var escaped = false
    for character in rest {
      if escaped {
        path.append(character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "\"" {
        return (name, path)
      } else {
        path.append(character)
      }
    }
    return nil
  }
}
