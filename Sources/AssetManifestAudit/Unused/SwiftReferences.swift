/// What Swift source text names: the dotted chains it writes (`Assets.Characters.hero.path`)
/// and its string literals, comments left out. A chain that starts with a local alias
/// (`let art = Assets.Characters`, `typealias Art = Assets.Characters`) is read as the chain
/// the alias stands for, anywhere in the same text.
///
/// It reads tokens, not Swift's grammar: it never fails, and what it cannot see (a name built
/// at run time, a member used inside an `extension` of its type) the `keep` list covers.
package struct SwiftReferences: Sendable {
  /// Each chain's identifiers, backticks removed, aliases expanded.
  package var chains: [[String]] = []
  /// The literals that hold no interpolation, as written between the quotes.
  package var literals: Set<String> = []

  package init() {}

  /// The references of one source text.
  package init(source: String) {
    var tokens = SwiftTokens(Array(source.utf8))
    tokens.read()
    var aliases: [String: [String]] = [:]
    for (name, target) in tokens.aliases { aliases[name] = target }
    chains = tokens.chains.map { chain in
      guard let first = chain.first, let target = aliases[first] else { return chain }
      return target + chain.dropFirst()
    }
    literals = tokens.literals
  }

  /// Adds `other`'s chains and literals.
  package mutating func formUnion(_ other: SwiftReferences) {
    chains += other.chains
    literals.formUnion(other.literals)
  }
}

/// The token reader behind `SwiftReferences`, over UTF-8 bytes.
private struct SwiftTokens {
  private let bytes: [UInt8]
  private var index = 0
  private(set) var chains: [[String]] = []
  private(set) var literals: Set<String> = []
  private(set) var aliases: [(name: String, target: [String])] = []
  /// The last two words before the chain being read, to see `let NAME =`.
  private var previous: [String] = []

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// Reads to the end, or, inside an interpolation, to its closing parenthesis.
  mutating func read(untilClosingParenthesis: Bool = false) {
    var depth = 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "/") where next(1) == UInt8(ascii: "/"):
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
      case UInt8(ascii: "/") where next(1) == UInt8(ascii: "*"):
        skipBlockComment()
      case UInt8(ascii: "\""),
        UInt8(ascii: "#") where startsString():
        readString()
        previous = []
      case UInt8(ascii: "("):
        depth += 1
        index += 1
        previous = []
      case UInt8(ascii: ")"):
        if untilClosingParenthesis, depth == 0 {
          index += 1
          return
        }
        depth -= 1
        index += 1
        previous = []
      case UInt8(ascii: "="):
        index += 1
        guard next(0) != UInt8(ascii: "=") else {
          previous = []
          continue
        }
        previous = Array(previous.suffix(2)) + ["="]
      default:
        if Self.startsIdentifier(byte) {
          readChain()
        } else {
          if byte > 0x20 { previous = [] }
          index += 1
        }
      }
    }
  }

  /// A chain: identifiers joined by dots, with any white space around the dots.
  private mutating func readChain() {
    var chain = [readIdentifier()]
    while true {
      let saved = index
      skipWhiteSpace()
      guard next(0) == UInt8(ascii: "."), index + 1 < bytes.count else {
        index = saved
        break
      }
      index += 1
      skipWhiteSpace()
      guard index < bytes.count, Self.startsIdentifier(bytes[index]) else {
        index = saved
        break
      }
      chain.append(readIdentifier())
    }
    if chain.last == "self", chain.count > 1 { chain.removeLast() }
    if previous.count >= 3, previous[previous.count - 1] == "=",
      ["let", "var", "typealias"].contains(previous[previous.count - 3])
    {
      aliases.append((previous[previous.count - 2], chain))
    }
    chains.append(chain)
    previous = Array(previous.suffix(2)) + [chain.count == 1 ? chain[0] : ""]
  }

  private mutating func readIdentifier() -> String {
    let quoted = bytes[index] == UInt8(ascii: "`")
    if quoted { index += 1 }
    let start = index
    while index < bytes.count, Self.continuesIdentifier(bytes[index]) { index += 1 }
    let identifier = String(decoding: bytes[start..<index], as: UTF8.self)
    if quoted, next(0) == UInt8(ascii: "`") { index += 1 }
    return identifier
  }

  /// Whether a string literal starts here: quotes, after any number of `#`.
  private func startsString() -> Bool {
    var at = index
    while at < bytes.count, bytes[at] == UInt8(ascii: "#") { at += 1 }
    return at < bytes.count && bytes[at] == UInt8(ascii: "\"")
  }

  /// Reads `"…"`, `"""…"""` and their raw forms (`#"…"#`); the code of each interpolation is read
  /// as code, and a literal without one is kept.
  private mutating func readString() {
    var hashes = 0
    while bytes[index] == UInt8(ascii: "#") {
      hashes += 1
      index += 1
    }
    let multiline =
      next(0) == UInt8(ascii: "\"") && next(1) == UInt8(ascii: "\"")
      && next(2) == UInt8(ascii: "\"")
    let quotes = multiline ? 3 : 1
    index += quotes
    let start = index
    var interpolated = false
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\\"), hashesFollow(hashes, from: index + 1) {
        index += 1 + hashes
        if next(0) == UInt8(ascii: "(") {
          interpolated = true
          index += 1
          read(untilClosingParenthesis: true)
        } else {
          index += 1
        }
      } else if byte == UInt8(ascii: "\""), closes(quotes: quotes, hashes: hashes) {
        if !interpolated { literals.insert(String(decoding: bytes[start..<index], as: UTF8.self)) }
        index += quotes + hashes
        return
      } else if byte == UInt8(ascii: "\n"), !multiline {
        return
      } else {
        index += 1
      }
    }
  }

  private func closes(quotes: Int, hashes: Int) -> Bool {
    for offset in 0..<quotes where next(offset) != UInt8(ascii: "\"") { return false }
    return hashesFollow(hashes, from: index + quotes)
  }

  private func hashesFollow(_ count: Int, from start: Int) -> Bool {
    guard start + count <= bytes.count else { return false }
    return bytes[start..<start + count].allSatisfy { $0 == UInt8(ascii: "#") }
  }

  /// Skips `/* … */`, which Swift nests.
  private mutating func skipBlockComment() {
    var depth = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "/"), next(1) == UInt8(ascii: "*") {
        depth += 1
        index += 2
      } else if bytes[index] == UInt8(ascii: "*"), next(1) == UInt8(ascii: "/") {
        depth -= 1
        index += 2
        if depth == 0 { return }
      } else {
        index += 1
      }
    }
  }

  private mutating func skipWhiteSpace() {
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        index += 1
      case UInt8(ascii: "/") where next(1) == UInt8(ascii: "/"):
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
      case UInt8(ascii: "/") where next(1) == UInt8(ascii: "*"):
        skipBlockComment()
      default:
        return
      }
    }
  }

  private func next(_ offset: Int) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  /// Letters, `_`, `$`, a backtick, or any byte of a non-ASCII character (Swift allows most).
  private static func startsIdentifier(_ byte: UInt8) -> Bool {
    ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z"))
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "`")
      || byte >= 0x80
  }

  private static func continuesIdentifier(_ byte: UInt8) -> Bool {
    (startsIdentifier(byte) && byte != UInt8(ascii: "`"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }
}
