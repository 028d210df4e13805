/// An object made on first use by whichever thread gets there first, then read without a lock
/// and without retaining it.
///
/// The Synchronization module's `AtomicLazyReference` would do, but needs iOS 18 and macOS 15, and
/// its `load()` instantiates generic metadata and retains on every call, which costs a string
/// lookup more than its dictionary read.
struct LazyReference<Instance: AnyObject & Sendable>: ~Copyable, Sendable {
  /// Invariant: 0, or the address of an instance retained once, owned here and released only in
  /// `deinit`; it never changes once set, so a reader may use it unretained.
  private let address = AtomicWords(count: 1)

  /// A reference made on first use, or holding `instance` already.
  init(_ instance: Instance? = nil) {
    if let instance {
      _ = address.compareExchange(
        0, expected: 0, desired: Int(bitPattern: Unmanaged.passRetained(instance).toOpaque()))
    }
  }

  /// Calls `body` with the instance, making it with `make` the first time. Always inlined, so a
  /// lookup through it is specialised rather than run through generic metadata.
  @inline(__always)
  func withInstance<Result>(
    make: () -> Instance, _ body: (Instance) throws -> Result
  ) rethrows -> Result {
    var current = address.load(0)
    if current == 0 {
      let made = Unmanaged.passRetained(make())
      let desired = Int(bitPattern: made.toOpaque())
      let (stored, winner) = address.compareExchange(0, expected: 0, desired: desired)
      if stored {
        current = desired
      } else {
        made.release()
        current = winner
      }
    }
    // The instance lives until `deinit`, so a guaranteed reference needs no retain.
    let instance = Unmanaged<Instance>.fromOpaque(UnsafeRawPointer(bitPattern: current)!)
    return try instance._withUnsafeGuaranteedRef(body)
  }

  deinit {
    if let pointer = UnsafeRawPointer(bitPattern: address.load(0)) {
      Unmanaged<Instance>.fromOpaque(pointer).release()
    }
  }
}
