import Testing

/// `.timeLimit(.minutes(minutes))` where the system has Swift's clocks (macOS 13, iOS 16, tvOS
/// 16, watchOS 9), else no limit. A test's traits are not guarded by an `@available` on the
/// test (swift-testing, rdar://127811571), so `.timeLimit` written directly would not compile
/// where the tests are built for an older macOS than 13.
public func timeLimit(minutes: Int) -> any TestTrait {
  if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
    return .timeLimit(.minutes(minutes))
  }
  return NoTimeLimit()
}

/// What ``timeLimit(minutes:)`` gives where there is no limit to set: nothing.
public struct NoTimeLimit: TestTrait {}
