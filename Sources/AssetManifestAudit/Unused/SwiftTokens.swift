/// The token reader behind `SwiftReferences`, over UTF-8 bytes: chains, alias declarations and
/// string literals, with comments, regex literals and interpolations read as Swift reads them.
struct SwiftTokens {
  private let bytes: [UInt8]
  private var index = 0
  private(set) var chains: [[String]] = []
  private(set) var literals: Set<String> = []
  private(set) var aliases: [(name: String, target: [String])] = []
  /// How far a declaration that may make an alias has been read.
  private var declaration = Declaration.none
  /// The last byte read outside white space, comments and literals (`a` for an identifier):
  /// whether a `/` starts a regex literal depends on it.
  private var lastSignificant = UInt8(ascii: ";")
  /// How many interpolations hold the code being read: past a limit, an interpolation is
  /// skipped rather than read, so that no input can exhaust the stack.
  private var nesting = 0
  /// The last chain read, when it was one identifier: a parameter's or a property's name.
  private var lastName: String?
  /// The name a `:` just annotated: `ns` of `ns: Assets.Characters.Type`, a parameter that
  /// stands for that namespace as an alias does.
  private var annotated: String?

  private enum Declaration: Equatable {
    case none
    /// `let`, `var` or `typealias` read.
    case keyword
    /// Its name read: a type annotation may follow.
    case named(String)
    /// `=` read: the next chain is what the name stands for.
    case assigned(String)
  }

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// Reads to the end, or, inside an interpolation, to its closing parenthesis.
  mutating func read(untilClosingParenthesis: Bool = false) {
    var depth = 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        index += 1
      case UInt8(ascii: "/") where next(1) == UInt8(ascii: "/"),
        UInt8(ascii: "/") where next(1) == UInt8(ascii: "*"):
        skipComment()
      case UInt8(ascii: "/") where startsRegex():
        skipRegex(hashes: 0)
      case UInt8(ascii: "\""),
        UInt8(ascii: "#") where delimited(by: UInt8(ascii: "\"")):
        readString()
      case UInt8(ascii: "#") where delimited(by: UInt8(ascii: "/")):
        skipRegex(hashes: hashCount())
      case UInt8(ascii: "("), UInt8(ascii: ")"):
        if byte == UInt8(ascii: ")") {
          if untilClosingParenthesis, depth == 0 {
            index += 1
            return
          }
          depth -= 1
        } else {
          depth += 1
        }
        significant(byte)
      case UInt8(ascii: "="):
        let assigned: Declaration =
          if case .named(let name) = declaration, next(1) != UInt8(ascii: "=") {
            .assigned(name)
          } else {
            .none
          }
        significant(byte)
        declaration = assigned
      case UInt8(ascii: ":"), UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "<"),
        UInt8(ascii: ">"):
        // A type annotation's punctuation keeps the declaration it follows.
        let kept = declaration
        let name = byte == UInt8(ascii: ":") ? lastName : nil
        significant(byte)
        if case .named = kept { declaration = kept }
        annotated = name
      default:
        if Self.startsIdentifier(byte) {
          readChain()
          lastSignificant = UInt8(ascii: "a")
        } else {
          significant(byte)
        }
      }
    }
  }

  /// Steps over a byte of code that ends any declaration.
  private mutating func significant(_ byte: UInt8) {
    lastSignificant = byte
    declaration = .none
    lastName = nil
    annotated = nil
    index += 1
  }

  /// A chain: identifiers joined by dots, with any white space or comment around the dots.
  private mutating func readChain() {
    var chain = [readIdentifier()]
    while true {
      let saved = index
      skipWhiteSpace()
      guard next(0) == UInt8(ascii: "."), let after = next(1), after != UInt8(ascii: ".") else {
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
    if let name = annotated, chain.count > 1, chain.last == "Type" {
      aliases.append((name, Array(chain.dropLast())))
    }
    annotated = nil
    lastName = chain.count == 1 ? chain[0] : nil
    switch declaration {
    case .assigned(let name):
      aliases.append((name, chain))
      declaration = .none
    case .keyword:
      declaration = chain.count == 1 ? .named(chain[0]) : .none
    case .named:
      break
    case .none:
      if chain.count == 1, ["let", "var", "typealias"].contains(chain[0]) {
        declaration = .keyword
      }
    }
    chains.append(chain)
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

  /// Whether `delimiter` follows here after any number of `#`: a raw string, or an extended
  /// regex literal.
  private func delimited(by delimiter: UInt8) -> Bool {
    let at = index + hashCount()
    return at < bytes.count && bytes[at] == delimiter
  }

  private func hashCount() -> Int {
    var count = 0
    while index + count < bytes.count, bytes[index + count] == UInt8(ascii: "#") { count += 1 }
    return count
  }

  /// Reads `"…"`, `"""…"""` and their raw forms (`#"…"#`); the code of each interpolation is read
  /// as code, and a literal without one is kept.
  private mutating func readString() {
    declaration = .none
    lastSignificant = UInt8(ascii: "\"")
    let hashes = hashCount()
    index += hashes
    let multiline =
      next(1) == UInt8(ascii: "\"") && next(2) == UInt8(ascii: "\"")
    let quotes = multiline ? 3 : 1
    index += quotes
    let start = index
    var interpolated = false
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\\"), hashesFollow(hashes, from: index + 1) {
        index += 1 + hashes
        guard next(0) == UInt8(ascii: "(") else {
          index += 1
          continue
        }
        interpolated = true
        index += 1
        if nesting < 32 {
          nesting += 1
          read(untilClosingParenthesis: true)
          nesting -= 1
          declaration = .none
        }
      } else if byte == UInt8(ascii: "\""), closes(quotes: quotes, hashes: hashes) {
        if !interpolated {
          var content = bytes[start..<index]
          literals.insert(String(decoding: content, as: UTF8.self))
          // A multi-line literal's lines are indented: its trimmed text names the file too.
          if multiline {
            let blank: [UInt8] = [0x20, 0x09, 0x0A, 0x0D]
            while let first = content.first, blank.contains(first) { content = content.dropFirst() }
            while let last = content.last, blank.contains(last) { content = content.dropLast() }
            literals.insert(String(decoding: content, as: UTF8.self))
          }
        }
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

  /// The bytes after which an expression begins, where a `/` opens a regex literal.
  private static let expressionStarts = Array("=(,[:{;!&|".utf8)

  /// Whether the `/` here starts a regex literal rather than dividing: where an expression
  /// begins, not followed by white space, closed on its line.
  private func startsRegex() -> Bool {
    guard let after = next(1), after != UInt8(ascii: " "), after != UInt8(ascii: "\t") else {
      return false
    }
    return Self.expressionStarts.contains(lastSignificant) && closingSlash() != nil
  }

  /// The `/` that closes a regex literal opened here, on the same line, escapes and character
  /// classes skipped.
  private func closingSlash() -> Int? {
    var at = index + 1
    var inClass = false
    while at < bytes.count, bytes[at] != UInt8(ascii: "\n") {
      switch bytes[at] {
      case UInt8(ascii: "\\"): at += 1
      case UInt8(ascii: "["): inClass = true
      case UInt8(ascii: "]"): inClass = false
      case UInt8(ascii: "/") where !inClass: return at
      default: break
      }
      at += 1
    }
    return nil
  }

  /// Skips a regex literal: `/…/` on one line, or `#/…/#` with its `#`s, over any lines.
  private mutating func skipRegex(hashes: Int) {
    declaration = .none
    lastSignificant = UInt8(ascii: "a")
    guard hashes > 0 else {
      index = (closingSlash() ?? index) + 1
      return
    }
    index += hashes + 1
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "\\") {
        index += 2
      } else if bytes[index] == UInt8(ascii: "/"), hashesFollow(hashes, from: index + 1) {
        index += 1 + hashes
        return
      } else {
        index += 1
      }
    }
  }

  /// Skips `// …` to the end of its line, or `/* … */`, which Swift nests.
  private mutating func skipComment() {
    guard next(1) == UInt8(ascii: "*") else {
      while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
      return
    }
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
      case UInt8(ascii: "/") where next(1) == UInt8(ascii: "/"),
        UInt8(ascii: "/") where next(1) == UInt8(ascii: "*"):
        skipComment()
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
