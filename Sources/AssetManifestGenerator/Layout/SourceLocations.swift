/// Maps a path in the bundle back to the file or folder on disk it comes from, so a finding
/// about `Images/logo@2x.png` is printed against `Sources/App/Resources/Images/logo@2x.png`,
/// where SwiftPM and Xcode can show it.
package struct SourceLocations: Sendable {
  /// Folders copied whole: the bundle path of the folder and its path on disk.
  private var folders: [(bundle: String, disk: String)] = []
  /// Single files: bundle path → path on disk.
  private var files: [String: String] = [:]
  /// The resource folders scanned, on disk, to which exemptions' paths are relative.
  package private(set) var roots: [String] = []

  /// No mapping: every path is printed as it is.
  package init() {}

  /// Records that the folder `disk` appears in the bundle as `bundle` (`""` for the root).
  package mutating func addFolder(bundle: String, disk: String) {
    folders.append((bundle, disk))
  }

  /// Records that `disk` is a resource folder that was scanned.
  package mutating func addRoot(_ disk: String) {
    roots.append(disk)
  }

  /// `disk` (a path as findings print it) relative to the scanned resource folder that holds
  /// it, the innermost when they nest; `disk` itself when no folder was recorded (a listing
  /// made without the disk, whose paths are relative already); nil when it is outside them all.
  package func relativePath(of disk: String) -> String? {
    guard !roots.isEmpty else { return disk }
    var best: String?
    for root in roots {
      let folder = root.hasSuffix("/") ? root : root + "/"
      let relative: String
      if root.isEmpty {
        guard !disk.hasPrefix("/") else { continue }
        relative = disk
      } else if disk == root {
        relative = ""
      } else if disk.hasPrefix(folder) {
        relative = String(disk.dropFirst(folder.count))
      } else {
        continue
      }
      if best.map({ relative.utf8.count < $0.utf8.count }) ?? true { best = relative }
    }
    return best
  }

  /// Records that the file `disk` appears in the bundle as `bundle`.
  package mutating func addFile(bundle: String, disk: String) {
    files[bundle] = disk
  }

  /// The location on disk of `bundlePath`, or `bundlePath` itself when nothing maps it.
  package func location(of bundlePath: String) -> String {
    if let file = files[bundlePath] { return file }
    for folder in folders where !folder.bundle.isEmpty {
      if bundlePath == folder.bundle { return folder.disk }
      if bundlePath.hasPrefix(folder.bundle + "/") {
        return Self.join(folder.disk, String(bundlePath.dropFirst(folder.bundle.count + 1)))
      }
    }
    if let root = folders.first(where: { $0.bundle.isEmpty }) {
      return Self.join(root.disk, bundlePath)
    }
    return bundlePath
  }

  /// `relative` below `folder`, either of which may be empty.
  package static func join(_ folder: String, _ relative: String) -> String {
    if folder.isEmpty { return relative }
    if relative.isEmpty { return folder }
    return folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
  }
}
