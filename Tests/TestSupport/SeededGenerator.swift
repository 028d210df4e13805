import Foundation

/// A small deterministic random number generator (SplitMix64), so property tests replay
/// exactly. Set `STANDARDPATHS_SEED` to explore other inputs; `STANDARDPATHS_ROUNDS` to run longer.
public struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  /// Creates a generator that replays the same numbers for the same seed.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next number of the sequence.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }

  /// The seed from `STANDARDPATHS_SEED`, or the fixed one CI uses.
  public static var configuredSeed: UInt64 {
    ProcessInfo.processInfo.environment["STANDARDPATHS_SEED"].flatMap { UInt64($0) } ?? 20_261_121
  }

  /// `STANDARDPATHS_ROUNDS` when set, else `defaultRounds`.
  public static func rounds(default defaultRounds: Int) -> Int {
    ProcessInfo.processInfo.environment["STANDARDPATHS_ROUNDS"].flatMap { Int($0) } ?? defaultRounds
  }
}
