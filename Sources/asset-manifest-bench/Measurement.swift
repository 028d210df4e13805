import Foundation

/// Timing helpers: medians of repetitions after a warm-up, with every result consumed.
enum Measurement {
  /// `subject` against `baseline`, timed in alternation so that both see the same load on a
  /// shared machine: the median of the per-round ratios, and each side's median nanoseconds per
  /// operation. `subject` runs `count` operations a call, `baseline` `baselineCount` (`count`
  /// when nil).
  ///
  /// With `warmBaseline`, for a subject that evicts every cache line the baseline reads (file
  /// probing, Foundation's bundle lookups), untimed calls of `baseline` precede each timed one
  /// until a call is no longer 5% faster than the one before (at most 8): an app's lookups do
  /// not each start from a cold cache, and one call is not enough to warm it, since the caches
  /// take several passes to keep lines they had just evicted. The median time of the first
  /// untimed call, right after the subject, is returned as `coldBaseline`.
  static func ratio(
    count: Int, baselineCount: Int? = nil, repetitions: Int, warmBaseline: Bool = false,
    _ subject: () -> Int, against baseline: () -> Int
  ) -> (ratio: Double, subject: Double, baseline: Double, coldBaseline: Double?) {
    consume(subject() &+ baseline())
    let baselineCount = Double(baselineCount ?? count)
    var ratios: [Double] = []
    var subjects: [Double] = []
    var baselines: [Double] = []
    var coldBaselines: [Double] = []
    for _ in 0..<repetitions {
      let subjectTime = time(subject) / Double(count)
      if warmBaseline { coldBaselines.append(warm(baseline) / baselineCount) }
      let baselineTime = time(baseline) / baselineCount
      subjects.append(subjectTime)
      baselines.append(baselineTime)
      ratios.append(subjectTime / baselineTime)
    }
    return (
      median(ratios), median(subjects), median(baselines),
      warmBaseline ? median(coldBaselines) : nil
    )
  }

  /// Runs `body` untimed until a run is no longer 5% faster than the one before, at most 8
  /// times; returns the first run's nanoseconds.
  private static func warm(_ body: () -> Int) -> Double {
    let first = time(body)
    var previous = first
    for _ in 1..<8 {
      let current = time(body)
      guard current < previous * 0.95 else { break }
      previous = current
    }
    return first
  }

  private static func time(_ body: () -> Int) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    consume(body())
    return Double(DispatchTime.now().uptimeNanoseconds - start)
  }

  /// The median seconds of `body` over `repetitions` runs after a warm-up run.
  static func seconds(repetitions: Int, _ body: () -> Int) -> Double {
    consume(body())
    var samples: [Double] = []
    for _ in 0..<repetitions {
      let start = DispatchTime.now().uptimeNanoseconds
      consume(body())
      samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return median(samples)
  }

  static func median(_ samples: [Double]) -> Double {
    let sorted = samples.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }

  /// Keeps a value alive past the optimiser.
  @inline(never)
  static func consume(_ value: Int) {
    if value == 42_424_242 { print("") }
  }
}
