import Foundation
import PackagePlugin

/// The generated code imports `StandardPaths`; a target that applies the plugin without that
/// dependency would fail with "no such module" pointing into the build folder, so the plugin
/// says what to add instead.
enum RuntimeDependency {
  static func isPresent(for target: SourceModuleTarget) -> Bool {
    target.recursiveTargetDependencies.contains { $0.name == "StandardPaths" }
  }

  /// An error at the target's line of `Package.swift` naming the dependency to add.
  static func reportMissing(for target: SourceModuleTarget, in package: Package) {
    let manifest = package.directoryURL.appendingPathComponent("Package.swift")
    let provider = package.dependencies.first {
      $0.package.products.contains { $0.name == "StandardPaths" }
    }
    let dependency =
      provider.map { ".product(name: \"StandardPaths\", package: \"\($0.package.id)\")" }
      ?? "\"StandardPaths\""
    // SwiftPM prints a plugin's diagnostic without its file and line, so the message names the
    // line too; Xcode shows it against the file.
    let line = line(of: target.name, in: manifest)
    Diagnostics.error(
      "target '\(target.name)' applies AssetManifestPlugin but does not depend on "
        + "StandardPaths, which the generated code imports; add \(dependency) to its "
        + "dependencies: [...] (Package.swift, line \(line))",
      file: manifest.path, line: line)
  }

  /// The line of `Package.swift` that declares the target `name`, or 1.
  private static func line(of name: String, in manifest: URL) -> Int {
    guard let text = try? String(contentsOf: manifest, encoding: .utf8) else { return 1 }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let declaration = lines.firstIndex {
      $0.contains("name: \"\(name)\"") && !$0.contains(".product(")
    }
    return declaration.map { $0 + 1 } ?? 1
  }
}
