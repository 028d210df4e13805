/// The folders named in an XDG `user-dirs.dirs` file, read as bytes, a line at a time, the way
/// `xdg-user-dir` reads it.
///
/// Each line is `XDG_<NAME>_DIR="<value>"`, where the value is `$HOME`, `$HOME/<path>` or an
/// absolute path; inside the quotes a backslash before `$`, `` ` ``, `"` or `\` stands for that
/// character and any other backslash is kept, as the shell does. Blanks may surround the `=` and
/// whatever follows the closing quote is ignored. Blank lines and comments are skipped silently,
/// any other line that is not such an assignment with a warning naming its number, and a later
/// assignment replaces an earlier one. Values are bytes, since a Linux path is: one that is not
/// UTF-8 keeps its bytes.
struct UserDirectories: Equatable {
  /// The folders by name (`DOCUMENTS`, `DOWNLOAD`, …), already joined to the home folder.
  private(set) var folders: [String: [UInt8]] = [:]
  /// One message per line that could not be read: `<file>:<line>: <why>; the line is skipped`.
  private(set) var warnings: [String] = []

  /// Reads `bytes`, the text of the file at `file`, with `$HOME` standing for `home`.
  init(parsing bytes: [UInt8], home: String, file: String) {
    var number = 0
    for line in bytes.split(separator: Self.newline, omittingEmptySubsequences: false) {
      number += 1
      do {
        if let (name, path) = try Self.assignment(line, home: home) { folders[name] = path }
      } catch {
        warnings.append("\(file):\(number): \(error.reason); the line is skipped")
      }
    }
  }

  /// Why a line could not be read.
  struct LineError: Error {
    let reason: String
  }

  private static let newline = UInt8(ascii: "\n")
  private static let quote = UInt8(ascii: "\"")
  private static let backslash = UInt8(ascii: "\\")
  private static let shape = #"it is not XDG_<NAME>_DIR="$HOME/<folder>" or an absolute path"#

  /// The name and path a line assigns, `nil` for a blank line or a comment.
  private static func assignment(
    _ line: ArraySlice<UInt8>, home: String
  ) throws(LineError) -> (String, [UInt8])? {
    var rest = line.drop(while: isBlank)
    if rest.isEmpty || rest == [UInt8(ascii: "\r")] || rest.first == UInt8(ascii: "#") {
      return nil
    }
    let key = rest.prefix(while: isNameByte)
    let prefix = Array("XDG_".utf8)
    let suffix = Array("_DIR".utf8)
    guard key.count > prefix.count + suffix.count, key.starts(with: prefix),
      key.suffix(suffix.count).elementsEqual(suffix)
    else { throw LineError(reason: shape) }
    // Every byte of the key is ASCII, so the name decodes as it is.
    let name = String(decoding: key.dropFirst(prefix.count).dropLast(suffix.count), as: UTF8.self)
    rest = rest[key.endIndex...].drop(while: isBlank)
    guard rest.first == UInt8(ascii: "=") else { throw LineError(reason: shape) }
    rest = rest.dropFirst().drop(while: isBlank)
    guard rest.first == quote else {
      throw LineError(reason: "the value of XDG_\(name)_DIR is not in double quotes")
    }
    rest = rest.dropFirst()
    var path: [UInt8]
    let homeVariable = Array("$HOME".utf8)
    if rest.starts(with: homeVariable),
      rest.dropFirst(homeVariable.count).first.map({ $0 == UInt8(ascii: "/") || $0 == quote })
        == true
    {
      // A home of `/` would otherwise make `//Desktop`.
      path = Array(home.utf8)
      while path.count > 1, path.last == UInt8(ascii: "/") { path.removeLast() }
      if path == [UInt8(ascii: "/")] { path = [] }
      rest = rest.dropFirst(homeVariable.count)
    } else if rest.first == UInt8(ascii: "/") {
      path = []
    } else {
      throw LineError(reason: "the value of XDG_\(name)_DIR is neither $HOME nor an absolute path")
    }
    var index = rest.startIndex
    while index < rest.endIndex {
      let byte = rest[index]
      if byte == quote {
        return (name, path.isEmpty ? [UInt8(ascii: "/")] : path)
      } else if byte == 0 {
        throw LineError(reason: "the value of XDG_\(name)_DIR holds a NUL byte")
      } else if byte == backslash, index + 1 < rest.endIndex {
        let next = rest[index + 1]
        if !"$`\"\\".utf8.contains(next) { path.append(byte) }
        path.append(next)
        index += 2
      } else {
        path.append(byte)
        index += 1
      }
    }
    throw LineError(reason: "the value of XDG_\(name)_DIR has no closing quote")
  }

  private static func isBlank(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
      true
    default: false
    }
  }
}
