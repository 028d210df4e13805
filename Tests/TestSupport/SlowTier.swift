import Foundation
import Testing

/// The slow tier: tests that take tens of seconds or minutes (large trees, killed processes,
/// Chromium, platformdirs, SwiftPM's own wording). They run only where
/// `STANDARDPATHS_SLOW_TESTS=1` is set, as `.ci/run` sets it; elsewhere they are skipped with
/// the reason, so that the README's `swift test` stays the fast tier. This toolchain's
/// `swift test` cannot skip by tag (`--skip tag:slow` is read as a name), hence a switch.
public enum SlowTier {
  /// Whether the slow tier runs in this process.
  public static let runs = ProcessInfo.processInfo.environment["STANDARDPATHS_SLOW_TESTS"] == "1"

  /// Why a slow test did not run.
  public static let skipReason: Comment =
    "slow tier: run it with STANDARDPATHS_SLOW_TESTS=1 swift test (CONTRIBUTING.md)"
}

extension Trait where Self == ConditionTrait {
  /// Puts a test or suite in the slow tier (``SlowTier``).
  public static var slowTier: Self { .enabled(if: SlowTier.runs, SlowTier.skipReason) }
}
