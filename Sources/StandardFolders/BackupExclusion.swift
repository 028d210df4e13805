import Foundation

/// Keeps a folder out of backups, the way each platform's backup tools understand.
enum BackupExclusion {
  /// The tag's first line, fixed by the Cache Directory Tagging Specification
  /// (https://bford.info/cachedir/); `tar --exclude-caches`, borg and restic look for it.
  static let tagSignature = "Signature: 8a477f597d28d172789f06886806bc55"

  /// Marks `url`, a folder of the app's own, as left out of backups.
  ///
  /// Apple platforms: the `isExcludedFromBackup` resource value on the folder itself. Other
  /// POSIX systems: a `CACHEDIR.TAG` file in it, written once and atomically. Windows has no
  /// such convention, so nothing is written there.
  static func exclude(_ url: URL, appName: String) throws(FolderError) {
    #if canImport(Darwin)
      var folder = url
      var values = URLResourceValues()
      values.isExcludedFromBackup = true
      do {
        try folder.setResourceValues(values)
      } catch {
        throw .cannotExcludeFromBackup(path: url.path, reason: error.localizedDescription)
      }
    #elseif !os(Windows)
      let tag = url.appendingPathComponent("CACHEDIR.TAG", isDirectory: false)
      guard !FileManager.default.fileExists(atPath: tag.path) else { return }
      let text = """
        \(tagSignature)
        # This file is a cache directory tag created by \(appName).
        # For information about cache directory tags, see:
        #\thttps://bford.info/cachedir/

        """
      do {
        try Data(text.utf8).write(to: tag, options: .atomic)
      } catch {
        throw .cannotExcludeFromBackup(path: url.path, reason: "\(error.localizedDescription)")
      }
    #endif
  }
}
