extension String {
  /// The string `bytes` spell, or nil when they are not valid UTF-8.
  ///
  /// The standard library's `String(validating:as:)` needs macOS 15 and iOS 18, above the
  /// package's floor. Decoding repairs each invalid sequence with U+FFFD's bytes, which differ
  /// from whatever invalid bytes stood there, so the decoded bytes equal the input exactly when
  /// the input was valid; a valid input is decoded without repair, at the standard library's
  /// speed.
  init?(strictUTF8 bytes: some Collection<UInt8>) {
    let decoded = String(decoding: bytes, as: UTF8.self)
    guard decoded.utf8.elementsEqual(bytes) else { return nil }
    self = decoded
  }
}
