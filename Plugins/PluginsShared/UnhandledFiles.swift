import Foundation
import PackagePlugin

/// The files of a target that SwiftPM leaves unhandled: no source, no resource. SwiftPM processes
/// `.lproj` folders on its own, so a target that forgets `resources:` gets constants for those
/// alone, and its other assets reach only compiler errors (`type 'Assets' has no member …`) and
/// SwiftPM's "N files are unhandled", which names no fix.
enum UnhandledFiles {
  /// A warning that names the files and shows the `resources:` line that declares them, or nil
  /// when SwiftPM handles every file of the target but the plugin's own (`ownFiles`: the
  /// configuration and the baseline, which are inputs, not assets).
  static func warning(
    for target: SourceModuleTarget, manifest: PackageManifestText, ownFiles: [URL]
  ) -> String? {
    let root = target.directoryURL.standardizedFileURL.path + "/"
    let own = Set(ownFiles.map(\.standardizedFileURL.path))
    let relative = target.sourceFiles.filter {
      $0.type == .unknown && !own.contains($0.url.standardizedFileURL.path)
    }.map { file -> String in
      let path = file.url.standardizedFileURL.path
      return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
    }.sorted()
    guard !relative.isEmpty else { return nil }
    // Each file's top folder below the target (or the file itself, at the top): what a
    // `.process` entry names.
    let entries = Array(Set(relative.map { String($0.split(separator: "/").first ?? "") }))
      .sorted()
    let line = "resources: [" + entries.map { ".process(\"\($0)\")" }.joined(separator: ", ") + "]"
    let shown = relative.prefix(5).joined(separator: ", ") + (relative.count > 5 ? ", …" : "")
    return "target '\(target.name)' applies AssetManifestPlugin, but SwiftPM handles "
      + "\(relative.count == 1 ? "1 of its files" : "\(relative.count) of its files") as neither "
      + "source nor resource, so no constant names \(relative.count == 1 ? "it" : "them") ("
      + shown + "); declare the assets with \(line) in the target (Package.swift, line "
      + "\(manifest.declarationLine(of: target.name))), and list what is no asset under "
      + "exclude: [...] [plugin-unhandled-resources]"
  }
}
