import Foundation

/// Timing helpers: medians of repetitions after a warm-up, with every result consumed.
enum Measurement {
  /// The median nanoseconds per operation of `body`, which runs `count` operations per call and
  /// returns a value folded from every result, so the optimiser cannot drop the work.
  static func nanosecondsPerOperation(
    count: Int, repetitions: Int, _ body: () -> Int
  ) -> Double {
    consume(body())
    var samples: [Double] = []
    for _ in 0..<repetitions {
      let start = DispatchTime.now().uptimeNanoseconds
      consume(body())
      samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / Double(count))
    }
    return median(samples)
  }

  /// The median seconds of `body` over `repetitions` runs.
  static func seconds(repetitions: Int, _ body: () -> Int) -> Double {
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
