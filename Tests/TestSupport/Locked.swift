import Foundation

/// A value shared between threads, read and changed only under a lock: what tests use instead
/// of the Synchronization module's `Mutex`, which needs macOS 15 and iOS 18.
public final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  /// Shares `value`.
  public init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` on the value while holding the lock.
  public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
