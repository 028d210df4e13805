import Foundation

/// What both plugins hand `asset-manifest generate --resources`: a target's resource entries.
///
/// The generator's `ResourceList` reads this JSON; plugins cannot import the generator, so the
/// shape is spelt here too, and the end-to-end package tests keep the two in step.
struct ResourceEntries: Encodable {
  /// One resource entry and the rule that puts it in the bundle.
  struct Entry: Encodable {
    var path: String
    /// `copy` for a folder (SwiftPM's `.copy`, an Xcode folder reference), `process` for a file
    /// (SwiftPM's `.process`, a file in an Xcode group); the generator knows what each means.
    var rule: String
  }

  var target: String
  var targetDirectory: String
  var resources: [Entry]
  /// The package's `Package.swift`, which the generator reads as the command line does (its
  /// `defaultLocalization`); left out of the JSON for an Xcode project, which has none.
  var packageManifest: String?

  /// The entries of a target whose resources the build reports as `files`: a folder is copied
  /// whole, a file is processed.
  init(target: String, targetDirectory: URL, files: [URL], packageManifest: URL?) {
    self.target = target
    self.packageManifest = packageManifest?.standardizedFileURL.path
    self.targetDirectory = targetDirectory.standardizedFileURL.path
    resources = files.map(\.standardizedFileURL).sorted { $0.path < $1.path }.map {
      Entry(path: $0.path, rule: Self.isFolder($0) ? "copy" : "process")
    }
  }

  /// Every file the entries hold, so the build reruns the generator when any of them changes.
  var inputFiles: [URL] {
    resources.flatMap { entry -> [URL] in
      let url = URL(fileURLWithPath: entry.path)
      guard entry.rule == "copy" else { return [url] }
      let enumerator = FileManager.default.enumerator(
        at: url, includingPropertiesForKeys: [.isRegularFileKey])
      return (enumerator?.allObjects as? [URL] ?? []).filter {
        (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
      }.sorted { $0.path < $1.path }
    }
  }

  /// Writes the entries as JSON to `url`, which the generator reads.
  func write(to url: URL) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    try encoder.encode(self).write(to: url, options: .atomic)
  }

  private static func isFolder(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }
}
