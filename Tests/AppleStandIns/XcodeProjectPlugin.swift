// A stand-in for Xcode's XcodeProjectPlugin module, which ships only inside Xcode, so that
// Scripts/typecheck-apple.sh can type-check the plugin's Xcode adapter on Linux. It declares
// exactly what ../shared/reference/apple-platform-api.md (section 7) gives, and only what the
// adapter calls; nothing here ever runs, so the bodies never return. No public source shows the
// module's availability (it ships only inside Xcode, on the Mac that builds, where the adapter's
// `#if canImport(XcodeProjectPlugin)` is its only guard), so no `@available` is invented here.
import Foundation
import PackagePlugin

/// Mirrors `XcodeBuildToolPlugin`: synchronous `throws`, unlike `BuildToolPlugin` (confirmed by
/// usage in public plugins; SwiftPM's `WritingBuildToolPlugin.md`).
public protocol XcodeBuildToolPlugin {
  /// The build commands for `target` of an Xcode project.
  func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

/// Mirrors `XcodeProject` (the 2022 interface, with the newer `directoryURL`).
public struct XcodeProject {
  /// The project's name.
  public var displayName: String { fatalError("a stand-in for type-checking only") }
  /// The folder that holds the project.
  public var directoryURL: URL { fatalError("a stand-in for type-checking only") }
  /// The project's targets.
  public var targets: [XcodeTarget] { fatalError("a stand-in for type-checking only") }
}

/// Mirrors `XcodeTarget`: `inputFiles` is PackagePlugin's `FileList`, whose files have `url`.
public struct XcodeTarget {
  /// The target's name.
  public var displayName: String { fatalError("a stand-in for type-checking only") }
  /// The target's files, with their type (`.source`, `.resource`, …).
  public var inputFiles: FileList { fatalError("a stand-in for type-checking only") }
}

/// Mirrors `XcodePluginContext` (`pluginWorkDirectoryURL`, and `tool(named:)` that throws and
/// returns a tool with `url`).
public struct XcodePluginContext {
  /// The project the plugin runs for.
  public var xcodeProject: XcodeProject { fatalError("a stand-in for type-checking only") }
  /// The folder the plugin may write into.
  public var pluginWorkDirectoryURL: URL { fatalError("a stand-in for type-checking only") }
  /// The executable `name`, built for the host.
  public func tool(named name: String) throws -> PluginContext.Tool {
    fatalError("a stand-in for type-checking only")
  }
}
