import Foundation

extension FileHandle {
  /// The next bytes of the file, at most `count`; empty at its end.
  ///
  /// `read(upToCount:)`, which throws on a read error, needs macOS 10.15.4, iOS 13.4, tvOS 13.4
  /// and watchOS 6.2, above the package's floor; before them only `readData(ofLength:)` exists,
  /// which raises an Objective-C exception instead.
  func readPiece(upToCount count: Int) throws -> Data {
    if #available(macOS 10.15.4, iOS 13.4, tvOS 13.4, watchOS 6.2, *) {
      return try read(upToCount: count) ?? Data()
    }
    return readData(ofLength: count)
  }
}
