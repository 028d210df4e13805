/// The token reader behind `SwiftReferences`, over UTF-8 bytes: chains, alias declarations and
/// string literals, with comments, regex literals and interpolations read as Swift reads them.
///
/// It keeps what it finds once (sets, not one entry per occurrence), and no pass rescans what an
/// earlier one read: reading is linear in the source.
///
/// Of calls it reads only what tells a lookup of one resource in a folder
/// (`url(forResource: "badge", withExtension: "png", subdirectory: "Art/ui")`) from code that
/// names a folder to use its files (`urls(forResourcesWithExtension: "png", subdirectory:
/// "Art/ui")`, `contentsOfDirectory(atPath:)`, a folder's name in a variable): the folder
/// literal of the first is no literal of the sources, since it names no file of its own.
struct SwiftTokens {
  private let bytes: [UInt8]
  private var index = 0
  /// The distinct chains of two identifiers or more, each cut at `maximumChain` identifiers.
  private(set) var chains: Set<[String]> = []
  /// Every identifier of the code, once.
  private(set) var identifiers: Set<String> = []
  /// The identifiers read as a member, after a `.` (`hero` of `$0.hero`, `f().hero`,
  /// `\.hero`): the only way to name a static member outside its type and its extensions.
  private(set) var members: Set<String> = []
  /// Whether the source extends a type, where a member may be named without a `.`.
  private(set) var extends = false
  private(set) var literals: Set<String> = []
  /// The literals as the program sees them, where that may differ from how they are written:
  /// escapes replaced, and a multi-line literal's indentation and line continuations removed.
  private(set) var unescapedLiterals: Set<String> = []
  private(set) var aliases: [(name: String, target: [String])] = []
  /// The line where each chain that may walk every asset (`manifest.assets`, `m.assets`) was
  /// first read.
  private(set) var walkLines: [[String]: Int] = [:]
  /// The folders a lookup of a folder's files names by a literal: the `subdirectory:` or
  /// `inDirectory:` of a call that looks up no one resource by a literal name
  /// (`urls(forResourcesWithExtension: "png", subdirectory: "Flags")`).
  private(set) var lookedUpFolders: Set<String> = []
  /// The calls being read, innermost last, at most `maximumCalls`.
  private var calls: [Call] = []
  /// How many calls are open beyond `maximumCalls`, read as any code, not followed: no input
  /// can make the list of calls hold the file.
  private var untrackedCalls = 0
  /// The calls opened outside the interpolation being read: its commas and labels are not
  /// theirs.
  private var callBase = 0
  /// The last position a line was counted to, and its line.
  private var lineCursor = (index: 0, line: 1)
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
  /// How far a list of enum cases (`case jade, opal`) has been read: each case's raw value,
  /// unless written, is its name, which a lookup may pass (`Gem.jade.rawValue`).
  private var caseList = CaseList.none

  private enum CaseList {
    case none
    /// `case`, or a `,` after a case's name: a name may follow.
    case expectsName
    /// A case's name: a `,` or a raw value's `=` may follow.
    case expectsComma
    /// The `=` of a raw value: its literal may follow, then a `,`.
    case expectsValue
  }

  private enum Declaration: Equatable {
    case none
    /// `let`, `var` or `typealias` read.
    case keyword
    /// Its name read: a type annotation may follow.
    case named(String)
    /// `=` read: the next chain is what the name stands for.
    case assigned(String)
  }

  /// Past this many identifiers a chain is read on but no longer kept: no input can make one
  /// chain hold the whole file.
  static let maximumChain = 64

  /// How many nested calls are followed; a lookup is a call or two deep.
  static let maximumCalls = 64

  /// The labels of the folder a lookup of one resource searches.
  private static let folderLabels: Set<String> = ["subdirectory", "inDirectory"]

  /// A call's arguments, read for one thing: whether the call looks up one resource by a literal
  /// name (`forResource: "badge"` first) in a folder a literal names (`subdirectory:` or
  /// `inDirectory:`). Then the folder literal names no folder's files, and is not kept.
  private struct Call {
    /// Which argument is being read, from 0.
    var position = 0
    /// The argument's label, when it has one.
    var label: String?
    /// How many tokens the argument holds so far.
    var tokens = 0
    /// Whether its one token so far is a literal without interpolation.
    var isLiteral = false
    /// Whether the first argument is `forResource:` and a literal.
    var namesOneResource = false
    /// A folder label's literal, held until its argument is read: whether it is the whole
    /// argument (`subdirectory: "Art/ui"`, not `subdirectory: "Art" + name`).
    var pending: Literal?
    /// The folder label's literal that was its whole argument, held until the call is read.
    var folder: Literal?
  }

  /// A literal's forms as `literals` and `unescapedLiterals` keep them.
  private struct Literal {
    /// As written between the delimiters, and for a multi-line literal also trimmed.
    var texts: [String]
    /// As the program sees it, and for a multi-line literal also trimmed.
    var programTexts: [String] = []
  }

  /// For the rest of a line where a regex literal was looked for twice: at each position, the
  /// offset from `start` of the `/` that closes a literal whose text starts there, or -1. Made
  /// once per line in one pass backwards, so that no `/` scans the line again.
  private var regexEnds: (start: Int, end: Int, closing: [Int32])?
  /// The end of the line the last scan for a closing `/` read to.
  private var lastScannedLineEnd = -1

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// Reads to the end, or, inside an interpolation, to its closing parenthesis.
  mutating func read(untilClosingParenthesis: Bool = false) {
    var depth = 0
    let outer = (base: callBase, untracked: untrackedCalls)
    callBase = calls.count
    // The calls left open here (at the end of the source, or of an interpolation) keep what
    // they hold back: a lookup not read to its end errs towards "used".
    defer {
      while calls.count > callBase { closeCall(resolved: false) }
      (callBase, untrackedCalls) = outer
    }
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        index += 1
      case UInt8(ascii: "/") where next(1) == UInt8(ascii: "/"),
        UInt8(ascii: "/") where next(1) == UInt8(ascii: "*"):
        skipComment()
      case UInt8(ascii: "/") where mayStartRegex():
        countToken()
        if let closing = closingSlash() {
          declaration = .none
          lastSignificant = UInt8(ascii: "a")
          index = closing + 1
        } else {
          significant(byte)
        }
      case UInt8(ascii: "\""),
        UInt8(ascii: "#") where delimited(by: UInt8(ascii: "\"")):
        readString()
      case UInt8(ascii: "#") where delimited(by: UInt8(ascii: "/")):
        countToken()
        skipRegex(hashes: hashCount())
      case UInt8(ascii: "("):
        depth += 1
        // The call is part of the argument it is written in.
        countToken()
        if untrackedCalls == 0, calls.count < Self.maximumCalls {
          calls.append(Call())
        } else {
          untrackedCalls += 1
        }
        significant(byte)
      case UInt8(ascii: ")"):
        if untilClosingParenthesis, depth == 0 {
          index += 1
          return
        }
        depth -= 1
        if untrackedCalls > 0 {
          untrackedCalls -= 1
        } else if calls.count > callBase {
          closeCall(resolved: true)
        }
        significant(byte)
      case UInt8(ascii: ","):
        if untrackedCalls == 0, calls.count > callBase { endArgument() }
        significant(byte)
      case UInt8(ascii: "="):
        countToken()
        let opensRawValue = caseList == .expectsComma
        let assigned: Declaration =
          if case .named(let name) = declaration, next(1) != UInt8(ascii: "=") {
            .assigned(name)
          } else {
            .none
          }
        significant(byte)
        declaration = assigned
        if opensRawValue { caseList = .expectsValue }
      case UInt8(ascii: ":"), UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "<"),
        UInt8(ascii: ">"):
        // A type annotation's punctuation keeps the declaration it follows.
        let kept = declaration
        let name = byte == UInt8(ascii: ":") ? lastName : nil
        // A `!` or `?` right after an operand is postfix (`Int("4")!`): the expression goes on,
        // and a `/` after it divides.
        let postfix =
          (byte == UInt8(ascii: "!") || byte == UInt8(ascii: "?")) && index > 0
          && Self.endsOperand(bytes[index - 1])
        if byte == UInt8(ascii: ":"), let name, let call = currentCall, call.tokens == 1,
          call.label == nil
        {
          // `forResource:`: the identifier before the colon labels the argument.
          calls[calls.count - 1].label = name
          calls[calls.count - 1].tokens = 0
        } else {
          countToken()
        }
        significant(byte)
        if postfix { lastSignificant = UInt8(ascii: ")") }
        if case .named = kept { declaration = kept }
        annotated = name
      default:
        countToken()
        if Self.startsIdentifier(byte) {
          readChain()
          lastSignificant = UInt8(ascii: "a")
        } else {
          significant(byte)
        }
      }
    }
  }

  /// The call whose argument is being read, when it is followed and was opened in the code
  /// being read (not outside the interpolation).
  private var currentCall: Call? {
    untrackedCalls == 0 && calls.count > callBase ? calls[calls.count - 1] : nil
  }

  /// Counts a token of the argument being read; whether it is the argument's first.
  @discardableResult
  private mutating func countToken() -> Bool {
    guard untrackedCalls == 0, calls.count > callBase else { return false }
    let last = calls.count - 1
    calls[last].tokens += 1
    calls[last].isLiteral = false
    return calls[last].tokens == 1
  }

  /// The end of the argument being read, at its `,` or the call's `)`.
  private mutating func endArgument() {
    let last = calls.count - 1
    let call = calls[last]
    let whole = call.tokens == 1 && call.isLiteral
    if call.position == 0, call.label == "forResource", whole {
      calls[last].namesOneResource = true
    }
    if let pending = call.pending {
      if whole, call.folder == nil {
        calls[last].folder = pending
      } else {
        keep(pending)
      }
    }
    calls[last].pending = nil
    calls[last].position += 1
    calls[last].label = nil
    calls[last].tokens = 0
    calls[last].isLiteral = false
  }

  /// Ends the innermost call: its folder literal is kept unless the call looked up one
  /// resource in it, or unless it was not read to its `)` (`resolved` false).
  private mutating func closeCall(resolved: Bool) {
    endArgument()
    let call = calls.removeLast()
    guard let folder = call.folder, !(resolved && call.namesOneResource) else { return }
    keep(folder)
    if resolved { lookedUpFolders.formUnion(folder.texts + folder.programTexts) }
  }

  /// Keeps a literal read in the code.
  private mutating func keep(_ literal: Literal) {
    literals.formUnion(literal.texts)
    unescapedLiterals.formUnion(literal.programTexts)
  }

  /// The line of the byte at `position`, which is never before the last one asked for: lines
  /// are counted once, as the reading goes.
  private mutating func line(at position: Int) -> Int {
    if position < lineCursor.index { lineCursor = (0, 1) }
    var line = lineCursor.line
    for byte in bytes[lineCursor.index..<position] where byte == UInt8(ascii: "\n") { line += 1 }
    lineCursor = (position, line)
    return line
  }

  /// Steps over a byte of code that ends any declaration.
  private mutating func significant(_ byte: UInt8) {
    caseList = byte == UInt8(ascii: ",") && caseList == .expectsComma ? .expectsName : .none
    lastSignificant = byte
    declaration = .none
    lastName = nil
    annotated = nil
    index += 1
  }

  /// A chain: identifiers joined by dots, with any white space or comment around the dots.
  private mutating func readChain() {
    let start = index
    let afterDot = lastSignificant == UInt8(ascii: ".")
    let first = readIdentifier()
    identifiers.insert(first)
    if lastSignificant == UInt8(ascii: ".") { members.insert(first) }
    if first == "extension" { extends = true }
    var chain = [first]
    var length = 1
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
      let identifier = readIdentifier()
      identifiers.insert(identifier)
      members.insert(identifier)
      length += 1
      if length <= Self.maximumChain { chain.append(identifier) }
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
    // `case let x` binds a name: no case of an enum. (One identifier is compared, not the
    // chain with an array literal, which every chain would allocate.)
    let single = chain.count == 1 ? chain[0] : nil
    if caseList == .expectsName, let name = single, !afterDot, name != "let", name != "var" {
      keep(Literal(texts: [name]))
      caseList = .expectsComma
    } else {
      caseList = single == "case" && !afterDot ? .expectsName : .none
    }
    if chain.count > 1 { chains.insert(chain) }
    if chain.count > 1, walkLines[chain] == nil, chain.dropFirst().contains("assets") {
      walkLines[chain] = line(at: start)
    }
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
  /// as code, and a literal without one is kept. Of a literal with one, each run of text
  /// between interpolations that may be part of a path is kept (`keepSegment`):
  /// `"\(folder)/coin.png"` spells `coin.png` out, and `"Icons/\(name)"` may name any file of
  /// `Icons`.
  private mutating func readString() {
    let opensArgument = countToken()
    declaration = .none
    // A raw value's literal (`case jade = "green", opal`) leaves the list of cases open.
    caseList = caseList == .expectsValue ? .expectsComma : .none
    lastSignificant = UInt8(ascii: "\"")
    let hashes = hashCount()
    index += hashes
    let multiline =
      next(1) == UInt8(ascii: "\"") && next(2) == UInt8(ascii: "\"")
    let quotes = multiline ? 3 : 1
    index += quotes
    let start = index
    var interpolated = false
    var segment = start
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\\"), hashesFollow(hashes, from: index + 1) {
        let backslash = index
        index += 1 + hashes
        guard next(0) == UInt8(ascii: "(") else {
          index += 1
          continue
        }
        interpolated = true
        keepSegment(bytes[segment..<backslash], hashes: hashes)
        index += 1
        if nesting < 32 {
          nesting += 1
          read(untilClosingParenthesis: true)
          nesting -= 1
          declaration = .none
        }
        segment = index
      } else if byte == UInt8(ascii: "\""), closes(quotes: quotes, hashes: hashes) {
        if interpolated { keepSegment(bytes[segment..<index], hashes: hashes) }
        if !interpolated {
          let content = bytes[start..<index]
          var literal = Literal(texts: [String(decoding: content, as: UTF8.self)])
          if multiline {
            // Its trimmed text names the file too, as written and as the program sees it: a
            // name on a line of its own, or one the text pads, errs towards "used".
            literal.texts.append(String(decoding: Self.trimmed(content), as: UTF8.self))
            let program = Self.multilineText(content, hashes: hashes)
            literal.programTexts = [
              String(decoding: program, as: UTF8.self),
              String(decoding: Self.trimmed(program[...]), as: UTF8.self),
            ]
          } else if content.contains(UInt8(ascii: "\\")) {
            literal.programTexts = [
              String(decoding: Self.unescaped(content, hashes: hashes), as: UTF8.self)
            ]
          }
          if opensArgument {
            // Its argument's only token so far: a folder label's is held until the call is read.
            let last = calls.count - 1
            calls[last].isLiteral = true
            if let label = calls[last].label, Self.folderLabels.contains(label),
              calls[last].pending == nil
            {
              calls[last].pending = literal
            } else {
              keep(literal)
            }
          } else {
            keep(literal)
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

  /// Keeps the text between two interpolations of a literal that may be part of a path, one
  /// with a `/` or a `.` (`/coin.png`, `Icons/`), with `/` and white space trimmed from its ends,
  /// as written and as the program sees it. Other text (`" items"`) is a message's, which would
  /// keep an asset or a folder of that name.
  private mutating func keepSegment(_ text: ArraySlice<UInt8>, hashes: Int) {
    guard text.contains(UInt8(ascii: "/")) || text.contains(UInt8(ascii: ".")) else { return }
    let trim: [UInt8] = [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "/")]
    var text = text
    while let first = text.first, trim.contains(first) { text = text.dropFirst() }
    while let last = text.last, trim.contains(last) { text = text.dropLast() }
    guard !text.isEmpty else { return }
    keep(
      Literal(
        texts: [String(decoding: text, as: UTF8.self)],
        programTexts: [String(decoding: Self.unescaped(text, hashes: hashes), as: UTF8.self)]))
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

  /// Whether the `/` here may start a regex literal rather than divide: where an expression
  /// begins, not followed by white space. It does if it is closed on its line.
  private func mayStartRegex() -> Bool {
    guard let after = next(1), after != UInt8(ascii: " "), after != UInt8(ascii: "\t") else {
      return false
    }
    return Self.expressionStarts.contains(lastSignificant)
  }

  /// The `/` that closes a regex literal opened here, on the same line, escapes and character
  /// classes skipped. A second look on one line reads the table of the line's closing slashes,
  /// made then, instead of the line again.
  private mutating func closingSlash() -> Int? {
    let from = index + 1
    if let table = regexEnds, from >= table.start, from <= table.end {
      let offset = table.closing[from - table.start]
      return offset < 0 ? nil : table.start + Int(offset)
    }
    var end = from
    while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
    if end == lastScannedLineEnd, end - from < Int(Int32.max) {
      regexEnds = (from, end, Self.closingSlashes(bytes[from..<end], from: from))
      let offset = regexEnds!.closing[0]
      return offset < 0 ? nil : from + Int(offset)
    }
    lastScannedLineEnd = end
    var at = from
    var inClass = false
    while at < end {
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

  /// For each position of `line` (to its end), the offset from `from` of the `/` that closes a
  /// regex literal whose text starts there, or -1, as `closingSlash` scans: one pass backwards,
  /// each position's answer out of the next ones', outside and inside a character class.
  private static func closingSlashes(_ line: ArraySlice<UInt8>, from: Int) -> [Int32] {
    let count = line.count
    // Outside a class, kept for every position (and two past the end, no answer).
    var outside = [Int32](repeating: -1, count: count + 2)
    // Inside a class, for the two positions after the current one.
    var (inside1, inside2): (Int32, Int32) = (-1, -1)
    for offset in stride(from: count - 1, through: 0, by: -1) {
      let here: (outside: Int32, inside: Int32)
      switch line[from + offset] {
      case UInt8(ascii: "\\"): here = (outside[offset + 2], inside2)
      case UInt8(ascii: "["): here = (inside1, inside1)
      case UInt8(ascii: "]"): here = (outside[offset + 1], outside[offset + 1])
      case UInt8(ascii: "/"): here = (Int32(offset), inside1)
      default: here = (outside[offset + 1], inside1)
      }
      outside[offset] = here.outside
      (inside1, inside2) = (here.inside, inside1)
    }
    return outside
  }

  /// The bytes that end an operand, after which a `!` or `?` is postfix.
  private static func endsOperand(_ byte: UInt8) -> Bool {
    continuesIdentifier(byte) || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]")
      || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "!")
      || byte == UInt8(ascii: "?") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "`")
  }

  /// `text` without the spaces, tabs and line breaks it starts or ends with.
  private static func trimmed(_ text: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    let blank: [UInt8] = [0x20, 0x09, 0x0A, 0x0D]
    var text = text
    while let first = text.first, blank.contains(first) { text = text.dropFirst() }
    while let last = text.last, blank.contains(last) { text = text.dropLast() }
    return text
  }

  /// A multi-line literal's text (what is between its `"""`s) as the program sees it. Swift
  /// reads each CR LF or lone CR as one LF; drops the line break after the opening delimiter
  /// and the one before the closing delimiter's line; removes the closing delimiter's
  /// indentation from every line (a line of white space only may have less, and becomes
  /// empty); and only then replaces escapes, so that a line continuation (`\` at the end of a
  /// line) joins the next line without its indentation.
  static func multilineText(_ text: ArraySlice<UInt8>, hashes: Int) -> [UInt8] {
    let lineFeed = UInt8(ascii: "\n")
    var lines: [UInt8] = []
    lines.reserveCapacity(text.count)
    var at = text.startIndex
    while at < text.endIndex {
      if text[at] == UInt8(ascii: "\r") {
        lines.append(lineFeed)
        if at + 1 < text.endIndex, text[at + 1] == lineFeed { at += 1 }
      } else {
        lines.append(text[at])
      }
      at += 1
    }
    // Code that does not compile (no line break after the opening delimiter) is read as a
    // one-line literal.
    guard let opening = lines.firstIndex(of: lineFeed), let closing = lines.lastIndex(of: lineFeed)
    else { return unescaped(lines[...], hashes: hashes) }
    let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
    let indentation = lines[(closing + 1)...].prefix(while: isBlank)
    var stripped: [UInt8] = []
    stripped.reserveCapacity(lines.count)
    if opening < closing {
      let body = lines[(opening + 1)..<closing]
      for (number, line) in body.split(separator: lineFeed, omittingEmptySubsequences: false)
        .enumerated()
      {
        if number > 0 { stripped.append(lineFeed) }
        // A line indented less than the closing delimiter only compiles when it is blank.
        stripped +=
          line.starts(with: indentation)
          ? line.dropFirst(indentation.count) : line.drop(while: isBlank)
      }
    }
    return unescaped(stripped[...], hashes: hashes)
  }

  /// A literal's text as the program sees it: `\n`, `\"`, `\u{E9}` and the others (`\#n` in a
  /// raw string with one `#`) replaced by what they stand for, and a line continuation (a `\`,
  /// any spaces and tabs, then a line break) removed. An escape Swift does not know is kept as
  /// written.
  static func unescaped(_ text: ArraySlice<UInt8>, hashes: Int) -> [UInt8] {
    guard text.contains(UInt8(ascii: "\\")) else { return Array(text) }
    var result: [UInt8] = []
    result.reserveCapacity(text.count)
    var at = text.startIndex
    while at < text.endIndex {
      let introducer = text[at] == UInt8(ascii: "\\")
      var after = at + 1
      var count = 0
      while introducer, count < hashes, after < text.endIndex, text[after] == UInt8(ascii: "#") {
        count += 1
        after += 1
      }
      guard introducer, count == hashes, after < text.endIndex else {
        result.append(text[at])
        at += 1
        continue
      }
      let escaped: [UInt8]?
      var end = after + 1
      switch text[after] {
      case UInt8(ascii: "n"): escaped = [0x0A]
      case UInt8(ascii: "t"): escaped = [0x09]
      case UInt8(ascii: "r"): escaped = [0x0D]
      case UInt8(ascii: "0"): escaped = [0x00]
      case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): escaped = [text[after]]
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"):
        // A line continuation: Swift allows spaces and tabs between the `\` and the line
        // break. Only a backslash starts this scan, and none is in what it scans: linear.
        var lineEnd = after
        while lineEnd < text.endIndex,
          text[lineEnd] == UInt8(ascii: " ") || text[lineEnd] == UInt8(ascii: "\t")
        {
          lineEnd += 1
        }
        if lineEnd < text.endIndex, text[lineEnd] == UInt8(ascii: "\n") {
          escaped = []
          end = lineEnd + 1
        } else {
          escaped = nil
        }
      case UInt8(ascii: "u")
      where after + 1 < text.endIndex && text[after + 1] == UInt8(ascii: "{"):
        var digits = after + 2
        var value: UInt32 = 0
        while digits < text.endIndex, digits - after < 11, let digit = Self.hexValue(text[digits]) {
          value = value &* 16 &+ digit
          digits += 1
        }
        if digits < text.endIndex, text[digits] == UInt8(ascii: "}"), digits > after + 2,
          let scalar = Unicode.Scalar(value)
        {
          escaped = Array(String(Character(scalar)).utf8)
          end = digits + 1
        } else {
          escaped = nil
        }
      default: escaped = nil
      }
      if let escaped {
        result += escaped
        at = end
      } else {
        result.append(text[at])
        at += 1
      }
    }
    return result
  }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  /// Skips an extended regex literal, `#/…/#` with its `#`s, over any lines.
  private mutating func skipRegex(hashes: Int) {
    declaration = .none
    lastSignificant = UInt8(ascii: "a")
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
