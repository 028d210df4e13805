/// The file the plugins hand the generator with `--resources`: a target's resource entries as
/// JSON, which carries any file name intact.
package struct ResourceList: Codable, Hashable, Sendable {
  /// The target's name, for the generated file's header.
  package var target: String
  /// The target's folder, which the entries' declared names are relative to.
  package var targetDirectory: String
  /// Every resource entry of the target.
  package var resources: [ResourceEntry]
  /// The package's `Package.swift`, which the generator reads as every command does
  /// (`PackageManifest`); nil for an Xcode project, which has none.
  package var packageManifest: String?

  package init(
    target: String, targetDirectory: String, resources: [ResourceEntry],
    packageManifest: String? = nil
  ) {
    self.target = target
    self.targetDirectory = targetDirectory
    self.resources = resources
    self.packageManifest = packageManifest
  }

  /// The entries declared as `folder` (`Resources/Images` for `.copy("Resources/Images")`), or
  /// inside it (the files SwiftPM reports for `.process("Resources")`).
  package func entries(declaredAs folder: String) -> [ResourceEntry] {
    let trimmed = folder.split(separator: "/").joined(separator: "/")
    return resources.filter {
      let declared = declaredName(of: $0)
      return declared == trimmed || declared.hasPrefix(trimmed + "/")
    }
  }

  /// How the target's manifest names `entry`: its path relative to the target's folder.
  package func declaredName(of entry: ResourceEntry) -> String {
    let root = targetDirectory.hasSuffix("/") ? targetDirectory : targetDirectory + "/"
    return entry.path.hasPrefix(root) ? String(entry.path.dropFirst(root.count)) : entry.path
  }
}
