import AssetFileReaders

/// An `asset-manifest.json` file as written, so that a finding about one of its settings points
/// at the line that holds it.
package struct ConfigurationFile: Sendable, Equatable {
  /// The most bytes a configuration may hold: 4 MiB. A configuration is written by hand, or by
  /// a script that names a few thousand files; a hundred thousand `names` entries take about
  /// 2.5 MB. Megabytes beyond that are a mistake (a resource listing or an image saved under
  /// the configuration's name), refused before they are read.
  package static let maximumSize = 4 << 20

  /// The file's path as the user or the build gave it.
  package let path: String
  /// The file's text.
  package let text: String
  /// The file's bytes as read, which `text` shows with each byte that is not UTF-8 replaced.
  package let bytes: [UInt8]
  /// The top-level object's keys in the order written, repetitions included.
  private let topLevelKeys: [(key: String, line: Int)]
  /// Every key written again in the object that holds it, at any depth, at the line of the
  /// repetition, in the order written.
  private let repetitions: [(key: String, line: Int)]
  /// The line of each key, read once so that thousands of findings cost no more than the file:
  /// for a key of the top-level object, its last spelling, the one whose value JSON keeps; for
  /// other keys (the entries of `names`), the first place the key is written.
  private let lines: [String: Int]

  package init(path: String, text: String) {
    self.init(path: path, text: text, bytes: Array(text.utf8))
  }

  /// The file at `path` with the bytes read from it.
  package init(path: String, bytes: [UInt8]) {
    self.init(path: path, text: String(decoding: bytes, as: UTF8.self), bytes: bytes)
  }

  private init(path: String, text: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
    self.text = text
    let keys = JSONObjectKeys.keys(in: text)
    topLevelKeys = keys.filter { $0.depth == 1 }.map { ($0.name, $0.line) }
    repetitions = JSONObjectKeys.repetitions(keys).map { ($0.name, $0.line) }
    var lines: [String: Int] = [:]
    for key in keys where key.depth > 1 && lines[key.name] == nil {
      lines[key.name] = key.line
    }
    for (key, line) in topLevelKeys { lines[key] = line }
    self.lines = lines
  }

  /// The error for a configuration of `size` bytes, or nil when it is within `maximumSize`.
  package static func sizeError(path: String, size: Int) -> Diagnostic? {
    guard size > maximumSize else { return nil }
    return Diagnostic(
      .configurationTooLarge, path,
      "this configuration is \(size) bytes, beyond the \(maximumSize) (4 MiB) a configuration "
        + "may hold; check that it is the file you meant, and give 'names' entries only to the "
        + "assets whose generated name you want to change")
  }

  package static func == (left: Self, right: Self) -> Bool {
    left.path == right.path && left.bytes == right.bytes
  }

  /// The line (from 1) where `key` is written as a JSON key: for a key of the top-level object,
  /// its last spelling, the one whose value JSON keeps; else the first place `"key":` appears
  /// (an entry of `names`); 1 when it is not found.
  package func line(ofKey key: String) -> Int {
    lines[key] ?? 1
  }

  /// The line, from the line of the key `key` on, that holds `value` as a JSON string
  /// (`"never-chosen"`) for the `occurrence`th time (from 0, for a repeated value): where a
  /// value the keys do not tell is written. The line of `key` when none does.
  package func line(ofString value: String, after key: String, occurrence: Int = 0) -> Int {
    var skipped = 0
    let start = line(ofKey: key)
    let quoted = Array("\"\(value)\"".utf8)
    var line = 1
    var index = 0
    while index < bytes.count {
      if line >= start, bytes[index] == quoted[0], bytes[index...].starts(with: quoted) {
        if skipped == occurrence { return line }
        skipped += 1
      }
      // A line ends at LF, CR or CR LF, as `JSONObjectKeys` counts them.
      if bytes[index] == UInt8(ascii: "\r")
        || (bytes[index] == UInt8(ascii: "\n")
          && (index == 0 || bytes[index - 1] != UInt8(ascii: "\r")))
      {
        line += 1
      }
      index += 1
    }
    return start
  }

  /// Whether the top-level object sets `key`.
  package func sets(_ key: String) -> Bool {
    topLevelKeys.contains { $0.key == key }
  }

  /// Each key that an object of the file holds more than once (the top-level object, `rules`,
  /// `names`, an `exempt` entry), with the line of each repetition: JSON keeps one value and
  /// drops the others without a word.
  package func repeatedKeys() -> [(key: String, line: Int)] {
    repetitions
  }

  /// A finding of `rule` about `key`, at its line.
  package func diagnostic(_ rule: Rule.ID, key: String, _ message: String) -> Diagnostic {
    Diagnostic(rule, path, message, line: line(ofKey: key))
  }
}
