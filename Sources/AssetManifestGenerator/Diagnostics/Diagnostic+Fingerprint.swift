extension Diagnostic {
  /// What identifies the finding across runs and line moves: 16 hex digits of the 64-bit
  /// FNV-1a hash of its rule, its file (`relativePath`, relative to the baseline's folder) and
  /// its message (a copy's rule and file alone, below). The baseline records it and SARIF
  /// carries it as a partial fingerprint.
  ///
  /// A copy's message is left out: it names the first file of its set of copies, which a new
  /// copy earlier in order replaces, while the file is as much a copy as before. A file is a
  /// copy once, so its rule and path identify the finding.
  package func fingerprint(relativePath: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    let text = [.duplicateContents, .duplicateScale].contains(rule) ? "" : message
    for byte in [rule.rawValue, relativePath, text].joined(separator: "\u{0}").utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
