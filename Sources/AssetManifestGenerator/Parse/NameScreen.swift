import StandardPaths

/// The first look at the listed names: files no generated code could carry or no lookup could
/// reach are left out here, each with a diagnostic that says how to rename it.
package enum NameScreen {
  /// The paths in `listing` worth parsing, and why the others were left out.
  package static func screen(_ paths: [String]) -> (kept: [String], diagnostics: [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    let kept = paths.filter { path in
      if path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
        diagnostics.append(
          Diagnostic(
            .error, path,
            "file name holds a control character (tab, new line, …); rename the file"))
        return false
      }
      if let reason = notAnAsset(path) {
        diagnostics.append(Diagnostic(.warning, path, reason))
        return false
      }
      if isNameless(path) {
        diagnostics.append(
          Diagnostic(
            .warning, path,
            "nothing comes before the suffixes, so no name can look this file up; it is left "
              + "out; rename it, for example to 'image\(fileName(of: path))'"))
        return false
      }
      return true
    }
    return (kept, diagnostics)
  }

  /// Why a file is left out although its name is fine, or nil for an asset.
  private static func notAnAsset(_ path: String) -> String? {
    let name = fileName(of: path)
    if name == "asset-manifest.json" {
      return "the configuration is read only beside the target's sources, not inside a resource "
        + "folder, so this file is neither read nor an asset; move it next to the target's "
        + "Swift files and list it in the target's exclude: [...]"
    }
    let type = name.fullPathExtension.lowercased()
    if xcodeCompiled.contains(type) {
      return "Xcode compiles .\(type) files into something else (and generates its own symbols "
        + "for asset catalogs), so it is left out; reference it with Xcode's own API"
    }
    if type == "swift" {
      return "a Swift file is source code, not an asset, so it is left out; move it out of the "
        + "resource folder (SwiftPM copies it into the bundle instead of compiling it)"
    }
    return nil
  }

  private static let xcodeCompiled: Set<String> = [
    "xcassets", "xcstrings", "storyboard", "xib", "xcdatamodeld", "xcmappingmodel",
  ]

  /// Whether the name is only suffixes and an extension (`@2x.png`, `~ipad.png`, `-hd.png`):
  /// stripping them leaves a bare extension, which would read as a hidden file.
  private static func isNameless(_ path: String) -> Bool {
    let name = fileName(of: path)
    return !name.hasPrefix(".") && fileName(of: path.deletingVariantSuffixes()).hasPrefix(".")
  }

  private static func fileName(of path: String) -> String {
    path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
  }
}
