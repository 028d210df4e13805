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

  /// The line, within the declaration of target `name`, that names `plugin` or a variable
  /// bound to it (`plugins: [assetPlugin]`, as large manifests share one), or nil when the
  /// declaration does not apply it (or cannot be read).
  func line(applying plugin: String, in name: String) -> Int? {
    guard let nameIndex = declarationIndex(of: name) else { return nil }
    let start = lines[...nameIndex].lastIndex { $0.contains("arget(") } ?? nameIndex
    let variables = variables(boundTo: plugin)
    var depth = 0
    for index in start..<lines.count {
      let code = Self.codeOutsideStrings(lines[index])
      if lines[index].contains("\"\(plugin)\"")
        || !variables.isDisjoint(with: Self.identifiers(in: code))
      {
        return index + 1
      }
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

  /// The names of the `let`s and `var`s whose value names `plugin`: the statement's first
  /// line, the one naming it or up to three above it, with no package or target declaration
  /// between (`let package = Package(` holds a plugin applied in place, not a variable's).
  private func variables(boundTo plugin: String) -> Set<String> {
    var names = Set<String>()
    for (index, line) in lines.enumerated() where line.contains("\"\(plugin)\"") {
      for above in stride(from: index, through: max(0, index - 3), by: -1) {
        if lines[above].contains("Package(") || lines[above].contains("arget(") { break }
        let words = Self.identifiers(in: Self.codeOutsideStrings(lines[above]))
        if let keyword = words.firstIndex(where: { $0 == "let" || $0 == "var" }),
          keyword + 1 < words.count
        {
          names.insert(words[keyword + 1])
          break
        }
      }
    }
    return names
  }

  /// The identifiers and keywords of a line of code, in order.
  private static func identifiers(in code: String) -> [String] {
    code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
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
