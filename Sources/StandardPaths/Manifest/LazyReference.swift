import Synchronization

/// An object made on first use by whichever thread gets there first, then read without a lock
/// and without retaining it.
///
/// `AtomicLazyReference` would do, but its `load()` instantiates generic metadata and retains
/// on every call, which costs a string lookup more than its dictionary read.
struct LazyReference<Instance: AnyObject & Sendable>: ~Copyable, Sendable {
  /// Invariant: 0, or the address of an instance retained once, owned here and released only in
  /// `deinit`; it never changes once set, so a reader may use it unretained.
  private let address: Atomic<Int>

  /// A reference made on first use, or holding `instance` already.
  init(_ instance: Instance? = nil) {
    address = Atomic(instance.map { Int(bitPattern: Unmanaged.passRetained($0).toOpaque()) } ?? 0)
  }

  /// Calls `body` with the instance, making it with `make` the first time. Always inlined, so a
  /// lookup through it is specialised rather than run through generic metadata.
  @inline(__always)
  func withInstance<Result>(
    make: () -> Instance, _ body: (Instance) throws -> Result
  ) rethrows -> Result {
    var current = address.load(ordering: .acquiring)
    if current == 0 {
      let made = Unmanaged.passRetained(make())
      let desired = Int(bitPattern: made.toOpaque())
      let (stored, winner) = address.compareExchange(
        expected: 0, desired: desired, ordering: .acquiringAndReleasing)
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
    if let pointer = UnsafeRawPointer(bitPattern: address.load(ordering: .acquiring)) {
      Unmanaged<Instance>.fromOpaque(pointer).release()
    }
  }
}
