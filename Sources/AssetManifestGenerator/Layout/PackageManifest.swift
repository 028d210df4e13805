import Foundation

/// A `Package.swift`, read as text: the one reading of a package's manifest that the build
/// plugin's tool and every command share, so that no tool reads the project otherwise than the
/// build. It gives what the build takes from the manifest besides the files: how a folder is
/// declared as resources (`DeclaredLayout`) and the package's `defaultLocalization`.
///
/// No command evaluates Swift: a value the manifest computes is not seen.
package struct PackageManifest: Sendable {
  /// Where the manifest is.
  package var path: String
  /// Its text.
  package var text: String

  /// The largest `Package.swift` read; a larger one is no manifest a person wrote.
  static let maximumSize = 4 << 20

  package init(path: String, text: String) {
    self.path = path
    self.text = text
  }

  /// The manifest at `path`; nil when it is not a regular file, cannot be read or is larger than
  /// `maximumSize`.
  package init?(path: String) {
    guard
      let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      attributes[.type] as? FileAttributeType == .typeRegular,
      (attributes[.size] as? Int ?? 0) <= Self.maximumSize,
      let data = FileManager.default.contents(atPath: path)
    else { return nil }
    self.init(path: path, text: String(decoding: data, as: UTF8.self))
  }

  /// The nearest `Package.swift` above the folder at `path` (relative to the working folder, or
  /// absolute), not in the folder itself, which would be a package rather than resources, and
  /// how many of the folder's path components its root has; nil when there is none, or the
  /// nearest one cannot be read.
  package static func nearest(above path: String) -> (manifest: PackageManifest, rootCount: Int)? {
    let folder = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
    for rootCount in stride(from: folder.count - 1, through: 1, by: -1) {
      let root = NSString.path(withComponents: Array(folder.prefix(rootCount)))
      let candidate = (root as NSString).appendingPathComponent("Package.swift")
      guard FileManager.default.fileExists(atPath: candidate) else { continue }
      return PackageManifest(path: candidate).map { ($0, rootCount) }
    }
    return nil
  }

  /// The `.process`, `.copy`, `path:`, `defaultLocalization:` and target name declarations of
  /// the text.
  var declarations: [DeclaredLayout.Declaration] { DeclaredLayout.Declaration.all(in: text) }

  /// `defaultLocalization: "…"`, which SwiftPM writes into the bundle as its development
  /// region; nil when the manifest sets none with a string literal.
  package var defaultLocalization: String? {
    declarations.first { $0.call == "defaultLocalization" }?.path
  }
}
