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
    let manifest = PackageManifestText(package: package)
    let provider = package.dependencies.first {
      $0.package.products.contains { $0.name == "StandardPaths" }
    }
    let dependency =
      provider.map {
        ".product(name: \"StandardPaths\", package: \"\(manifest.spelling(of: $0.package.id))\")"
      } ?? "\"StandardPaths\""
    return "target '\(target.name)' uses AssetManifestPlugin's generated code but does not "
      + "depend on StandardPaths, which that code imports; add \(dependency) to its "
      + "dependencies: [...] (Package.swift, line \(manifest.declarationLine(of: target.name))) "
      + "[plugin-without-runtime]"
  }
}
