import Foundation

/// A folder under the system's temporary folder, filled with tiny files, removed on `remove()`.
struct TemporaryFolder {
  let url: URL

  init(files: some Sequence<String>) throws {
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

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
