import Foundation
import PackagePlugin

/// The sources the unused-asset audit reads for a target, as both command plugins run it.
enum AuditedSources {
  /// `asset-manifest unused`'s arguments for the Swift files that may use `target`'s assets:
  /// its own and those of every target that depends on it, directly or through others, since a
  /// public namespace or a resources module's `Bundle.module` is used from there. Test targets'
  /// go as `--test-sources`: what they name counts, but a test that walks every asset to check
  /// each one (as the documentation's bundle test does) uses none.
  static func arguments(using target: SourceModuleTarget, in package: Package) -> [String] {
    package.targets.compactMap { $0 as? SourceModuleTarget }
      .filter { user in
        user.id == target.id || user.recursiveTargetDependencies.contains { $0.id == target.id }
      }
      .flatMap { user in
        let option = user.kind == .test && user.id != target.id ? "--test-sources" : "--sources"
        return user.sourceFiles.filter { $0.type == .source }.flatMap { [option, $0.url.path] }
      }
  }
}
