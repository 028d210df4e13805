import Foundation

/// Single lookups with the caches cold, as an app makes them: one lookup now and then, between
/// which the app's own work has evicted whatever the lookup read last time. A hot loop of
/// lookups measures the lookup with its tables in the caches, which flatters whichever side
/// touches more cache lines.
struct ColdLookups {
  /// Twice this host family's last-level cache (32 MB on the EPYC hosts CI uses), walked a line at
  /// a time between lookups, so its lines replace everything a lookup had read.
  private var evictionBuffer = [UInt8](repeating: 1, count: 64 << 20)
  private let samples: Int

  /// Timing that takes the median of `samples` lookups of each side.
  init(samples: Int) {
    self.samples = samples
  }

  /// The median nanoseconds of one call of each of `lookups`, each call made right after the
  /// caches were emptied and given the sample's number (to pick its input), its result
  /// consumed. The sides take turns, sample by sample, so that a host that slows down or speeds
  /// up during the run moves them all alike.
  mutating func nanoseconds(_ lookups: [(Int) -> Int]) -> [Double] {
    var times = [[Double]](repeating: [], count: lookups.count)
    for sample in 0..<samples {
      for (side, lookup) in lookups.enumerated() {
        Measurement.consume(evict())
        let start = DispatchTime.now().uptimeNanoseconds
        let answer = lookup(sample)
        times[side].append(Double(DispatchTime.now().uptimeNanoseconds - start))
        Measurement.consume(answer)
      }
    }
    return times.map(Measurement.median)
  }

  /// Writes a byte of every cache line of the buffer.
  private mutating func evict() -> Int {
    var sum = 0
    evictionBuffer.withUnsafeMutableBufferPointer { buffer in
      // Not `stride(from:to:by:)`: CI runs this from a debug build, where the stride's generic
      // iterator made each step a few hundred instructions, most of a run under callgrind.
      var index = 0
      while index < buffer.count {
        buffer[index] &+= 1
        sum &+= Int(buffer[index])
        index += 64
      }
    }
    return sum
  }
}
