import Foundation

/// A folder under the system's temporary folder, filled with tiny files, removed on `remove()`.
public struct TemporaryFolder {
  /// The folder.
  public let url: URL

  /// Creates the folder with a file for each relative path in `files`.
  public init(files: some Sequence<String>) throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("StandardPathsTests-\(UUID().uuidString)")
    for file in files {
      let fileURL = url.appendingPathComponent(file)
      try FileManager.default.createDirectory(
        at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(file.utf8).write(to: fileURL)
    }
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// Deletes the folder and everything in it.
  public func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
