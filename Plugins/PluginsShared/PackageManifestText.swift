import Foundation
import PackagePlugin

/// `Package.swift` read as text, for what the plugin API does not tell: where a target is
/// declared, which plugins it applies, and how the user spells a dependency. SwiftPM prints a
/// plugin's message without a file and line, so the messages name the line themselves.
struct PackageManifestText {
  /// The lines of `Package.swift`, or none when it cannot be read.
  private let lines: [Substring]

  init(package: Package) {
    let url = package.directoryURL.appendingPathComponent("Package.swift")
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    lines = text.split(separator: "\n", omittingEmptySubsequences: false)
  }

  /// The line that declares the target `name`: the first `name: "…"` that follows a
  /// `.target(`-like call, so a package named like its target is not taken for it; 1 when it
  /// cannot be found.
  func declarationLine(of name: String) -> Int {
    declarationIndex(of: name).map { $0 + 1 } ?? 1
  }

  /// The line, within the declaration of target `name`, that names `plugin`, or nil when the
  /// declaration does not apply it (or cannot be read).
  func line(applying plugin: String, in name: String) -> Int? {
    guard let nameIndex = declarationIndex(of: name) else { return nil }
    let start = lines[...nameIndex].lastIndex { $0.contains("arget(") } ?? nameIndex
    var depth = 0
    for index in start..<lines.count {
      if lines[index].contains("\"\(plugin)\"") { return index + 1 }
      let code = Self.codeOutsideStrings(lines[index])
      depth += code.filter { $0 == "(" }.count - code.filter { $0 == ")" }.count
      if index >= nameIndex, depth <= 0 { return nil }
    }
    return nil
  }

  /// The dependency `identity` as `Package.swift` spells it in a `path:` or `url:`: SwiftPM's
  /// identity is the last component of that path or URL, lower-cased (`standardpaths`), which
  /// matches in any case but reads like a typo next to the user's own
  /// `.package(path: "../StandardPaths")`.
  func spelling(of identity: String) -> String {
    for line in lines {
      for label in ["path: \"", "url: \""] {
        var rest = line[...]
        while let start = rest.range(of: label) {
          rest = rest[start.upperBound...]
          guard let end = rest.firstIndex(of: "\"") else { break }
          var name = rest[..<end].split(separator: "/").last.map(String.init) ?? ""
          if name.hasSuffix(".git") { name.removeLast(4) }
          if name.lowercased() == identity.lowercased() { return name }
        }
      }
    }
    return identity
  }

  private func declarationIndex(of name: String) -> Int? {
    var afterTargetCall = false
    for (index, line) in lines.enumerated() {
      if line.contains("arget(") { afterTargetCall = true }
      if afterTargetCall, line.contains("name: \"\(name)\"") { return index }
    }
    return nil
  }

  /// The line without its string literals and comment, so that a `(` in a name or a path does
  /// not count as a call.
  private static func codeOutsideStrings(_ line: Substring) -> String {
    var code = ""
    var inString = false
    var previous: Character = " "
    for character in line {
      if character == "\"", previous != "\\" {
        inString.toggle()
      } else if !inString {
        if character == "/", previous == "/" { break }
        code.append(character)
      }
      previous = character
    }
    return code
  }
}
