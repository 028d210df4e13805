import Foundation
import PackagePlugin

/// The generated code imports `StandardPaths`; a target that uses a plugin without that
/// dependency would fail with "no such module" pointing into the build folder, so the plugins
/// say what to add instead.
enum RuntimeDependency {
  static func isPresent(for target: SourceModuleTarget) -> Bool {
    target.recursiveTargetDependencies.contains { $0.name == "StandardPaths" }
  }

  /// What to add, and where: the dependency as the package can spell it, and the line of
  /// `Package.swift` that declares the target. SwiftPM prints a plugin's message without its
  /// file and line, so the message names the line too.
  static func missingMessage(for target: SourceModuleTarget, in package: Package) -> String {
    let provider = package.dependencies.first {
      $0.package.products.contains { $0.name == "StandardPaths" }
    }
    let dependency =
      provider.map {
        ".product(name: \"StandardPaths\", package: \"\(spelling(of: $0.package.id, in: package))\")"
      } ?? "\"StandardPaths\""
    return "target '\(target.name)' uses AssetManifestPlugin's generated code but does not "
      + "depend on StandardPaths, which that code imports; add \(dependency) to its "
      + "dependencies: [...] (Package.swift, line \(declarationLine(of: target.name, in: package)))"
  }

  /// The dependency `identity` as `Package.swift` spells it in `dependencies:`, where it can be
  /// read: SwiftPM's identity is the last component of the dependency's path or URL, lower-cased
  /// (`standardpaths`), which matches in any case but reads like a typo next to the user's own
  /// `.package(path: "../StandardPaths")`.
  static func spelling(of identity: String, in package: Package) -> String {
    let manifest = package.directoryURL.appendingPathComponent("Package.swift")
    guard let text = try? String(contentsOf: manifest, encoding: .utf8) else { return identity }
    for label in ["path: \"", "url: \""] {
      var rest = Substring(text)
      while let start = rest.range(of: label) {
        rest = rest[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { break }
        var name = rest[..<end].split(separator: "/").last.map(String.init) ?? ""
        if name.hasSuffix(".git") { name.removeLast(4) }
        if name.lowercased() == identity.lowercased() { return name }
      }
    }
    return identity
  }

  /// The line of `Package.swift` that declares the target `name`: the first `name: "…"` that
  /// follows a `.target(`-like call, so a package named like its target is not taken for it.
  static func declarationLine(of name: String, in package: Package) -> Int {
    let manifest = package.directoryURL.appendingPathComponent("Package.swift")
    guard let text = try? String(contentsOf: manifest, encoding: .utf8) else { return 1 }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var afterTargetCall = false
    for (index, line) in lines.enumerated() {
      if line.contains("arget(") { afterTargetCall = true }
      if afterTargetCall, line.contains("name: \"\(name)\"") { return index + 1 }
    }
    return 1
  }
}
