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
            .error, path.debugDescription,
            "file name holds a control character (tab, new line, …); rename the file"))
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
