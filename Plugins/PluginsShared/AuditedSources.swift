import Foundation
import PackagePlugin

/// The sources the unused-asset audit reads for a target, as both command plugins run it.
enum AuditedSources {
  /// The Swift files that may use `target`'s assets: its own, and those of every target that
  /// depends on it, directly or through others, since a public namespace or a resources
  /// module's `Bundle.module` is used from there.
  static func files(using target: SourceModuleTarget, in package: Package) -> [URL] {
    package.targets.compactMap { $0 as? SourceModuleTarget }
      .filter { user in
        user.id == target.id || user.recursiveTargetDependencies.contains { $0.id == target.id }
      }
      .flatMap { $0.sourceFiles.filter { $0.type == .source }.map(\.url) }
  }
}
