import StandardFolders
import TestSupport
import Testing

/// `user-dirs.dirs` files made at random from well-formed lines, broken lines and noise: the
/// reader never traps, and every well-formed line is read.
@Suite("user-dirs.dirs properties on random files")
struct UserDirectoriesPropertyTests {
  static let home = "/home/ann"
  static let file = home + "/.config/user-dirs.dirs"
  static let keys: [(StandardFolder, String)] = [
    (.publicData, "DOCUMENTS"), (.downloads, "DOWNLOAD"), (.pictures, "PICTURES"),
    (.music, "MUSIC"), (.videos, "VIDEOS"), (.desktop, "DESKTOP"), (.templates, "TEMPLATES"),
    (.publicShare, "PUBLICSHARE"),
  ]
  /// Bytes a value is made of: the ones the writer escapes, blanks, `#`, `=`, UTF-8 and bytes
  /// that are not UTF-8.
  static let valueBytes: [UInt8] =
    Array("aZ09 ._-/$`\"\\#='\t".utf8) + [0xC3, 0xA9, 0xE9, 0xFF, 0x80, 0x0D]
  /// Lines and pieces that are not assignments of the eight keys; the odd keys used to trap.
  static let noise: [[UInt8]] =
    [
      "", "#", "# XDG_DOCUMENTS_DIR=\"/not/read\"", "XDG_DIRS_DIR=\"/x\"", "XDG_DIR", "XDG_",
      "XDG__DIR=", "=", "\"", "\\", "$HOME", "XDG_NOISE_DIR=\"/n\"", "export A=b", "XDG_DIRX",
      "XDG_DOCUMENTS_DIRT=\"/x\"", "XDG_DOCUMENTS_DIR=unquoted", "XDG_MUSIC_DIR=\"relative\"",
      "XDG_PICTURES_DIR=\"/unterminated", "XDG_VIDEOS_DIR=\"$HOMEX\"",
    ].map { Array($0.utf8) } + [[0xFF, 0xFE], [0], [0x0D]]

  /// The value bytes and the line that assigns them the way `xdg-user-dirs-update` writes one,
  /// with blanks, a carriage return or trailing text sometimes added.
  static func wellFormedLine(
    _ key: String, _ random: inout SeededGenerator
  ) -> (value: [UInt8], line: [UInt8]) {
    let length = Int.random(in: 0...12, using: &random)
    var tail = (0..<length).map { _ in valueBytes.randomElement(using: &random)! }
    tail.removeAll { $0 == 0x0A }
    let fromHome = Bool.random(using: &random)
    let value = (fromHome ? Array(home.utf8) : []) + [UInt8(ascii: "/")] + tail
    let written =
      Array((fromHome ? "$HOME/" : "/").utf8)
      + tail.flatMap { byte in
        "$`\"\\".utf8.contains(byte) ? [UInt8(ascii: "\\"), byte] : [byte]
      }
    let blank = { (random: inout SeededGenerator) in
      Bool.random(using: &random)
        ? Array(" \t".utf8.prefix(Int.random(in: 1...2, using: &random))) : []
    }
    let line =
      blank(&random) + Array("XDG_\(key)_DIR".utf8) + blank(&random) + [UInt8(ascii: "=")]
      + blank(&random) + [UInt8(ascii: "\"")] + written + [UInt8(ascii: "\"")]
      + (Bool.random(using: &random) ? Array(" # after".utf8) : [])
      + (Bool.random(using: &random) ? [0x0D] : [])
    return (value, line)
  }

  /// Noise, or a well-formed line broken by cutting it short or dropping a byte of its key.
  static func brokenLine(_ random: inout SeededGenerator) -> [UInt8] {
    switch Int.random(in: 0..<3, using: &random) {
    case 0: return noise.randomElement(using: &random)!
    case 1:
      // Any bytes but a quote and a line feed, which can then never assign a folder.
      let length = Int.random(in: 0...20, using: &random)
      return (0..<length).map { _ in
        let byte = UInt8.random(in: 0...255, using: &random)
        return byte == UInt8(ascii: "\"") || byte == 0x0A ? UInt8(ascii: "X") : byte
      }
    default: break
    }
    let key = keys.randomElement(using: &random)!.1
    var line = wellFormedLine(key, &random).line
    if Bool.random(using: &random) {
      // Cut inside the key or the value, before the closing quote.
      let quote = line.lastIndex(of: UInt8(ascii: "\""))!
      line = Array(line[..<Int.random(in: 0..<quote, using: &random)])
      if line.last == UInt8(ascii: "\"") { line.removeLast() }
      return line.isEmpty ? [UInt8(ascii: "=")] : line
    }
    line.remove(at: line.firstIndex(of: UInt8(ascii: "X"))! + Int.random(in: 0...3, using: &random))
    return line
  }

  @Test func neverTrapsAndReadsEveryWellFormedLine() throws {
    var random = SeededGenerator(seed: SeededGenerator.configuredSeed)
    for round in 0..<SeededGenerator.rounds(default: 2_000) {
      var lines: [[UInt8]] = []
      var expected: [StandardFolder: [UInt8]] = [:]
      for _ in 0..<Int.random(in: 0...12, using: &random) {
        if Int.random(in: 0..<3, using: &random) == 0 {
          let (folder, key) = Self.keys.randomElement(using: &random)!
          let (value, line) = Self.wellFormedLine(key, &random)
          lines.append(line)
          expected[folder] = value
        } else {
          lines.append(Self.brokenLine(&random))
        }
      }
      let bytes = Array(lines.joined(separator: [0x0A]))
      let context = SystemContext(
        platform: .linux, environment: ["HOME": Self.home],
        readFile: { $0 == Self.file ? bytes : nil })
      let layout = try FolderLayout(context: context, identity: AppIdentity(name: "Demo"))
      for (folder, key) in Self.keys {
        let read = layout.fileSystemPath(for: folder)
        if let value = expected[folder] {
          #expect(read == value, "round \(round): XDG_\(key)_DIR in \(bytes)")
        } else {
          #expect(read == Array(layout.path(for: folder).utf8))
          #expect(layout.isRepresentable(folder))
        }
      }
      let numbered = layout.warnings.filter { $0.hasPrefix(Self.file + ":") }
      for warning in numbered {
        let number = Int(warning.dropFirst(Self.file.count + 1).prefix { $0.isNumber })
        #expect(number.map { (1...lines.count).contains($0) } == true, "\(warning)")
      }
    }
  }
}
