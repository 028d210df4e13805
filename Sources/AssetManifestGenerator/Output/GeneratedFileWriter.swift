import Foundation

/// Writes a generated file so that no reader ever sees half of it.
package enum GeneratedFileWriter {
  /// Writes `contents` to `url` unless it already holds exactly that, so the build does not
  /// recompile an unchanged file.
  ///
  /// The bytes go to a temporary file beside `url`, which is then renamed over it: an
  /// interrupted run leaves the previous file (or none), never a truncated one.
  ///
  /// - Returns: whether the file was written.
  @discardableResult
  package static func write(_ contents: String, to url: URL) throws -> Bool {
    let data = Data(contents.utf8)
    if let existing = try? Data(contentsOf: url), existing == data { return false }
    try data.write(to: url, options: .atomic)
    return true
  }
}
