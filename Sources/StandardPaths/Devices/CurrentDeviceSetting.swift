import Foundation

/// Where `Device.current` lives: one device behind one lock.
///
/// The device carries its own catalogue column, so a reader gets the device and the column it
/// routes typed lookups to in one read, and no writer can leave them disagreeing. A separate
/// lock-free copy of the column used to be stored after the lock was released, and two writers
/// racing could leave it naming another device than the one stored.
///
/// The lock is an `NSLock` (a pthread mutex) rather than `Mutex`: ThreadSanitizer sees a pthread
/// mutex's ordering, and reported two writers under `Mutex` on Linux as a race.
package final class CurrentDeviceSetting: @unchecked Sendable {
  /// The setting behind `Device.current`: `Device.mac` until an app sets it, which is right only
  /// on a desktop; elsewhere the first read of the unset default says so, once.
  package static let shared = CurrentDeviceSetting(.mac, defaultIsRight: defaultIsRightHere)

  #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
    private static let defaultIsRightHere = false
  #else
    private static let defaultIsRightHere = true
  #endif

  private struct State {
    var device: Device
    var isSet = false
    var hasWarned = false
  }

  private let lock = NSLock()
  /// Invariant: read and written only while `lock` is held, which makes the class `Sendable`.
  private var state: State
  private let defaultIsRight: Bool
  private let warn: @Sendable (String) -> Void

  /// A setting that starts as `device`. Unless `defaultIsRight`, the first read before any write
  /// calls `warn` with a message that says what to do.
  package init(
    _ device: Device, defaultIsRight: Bool = true,
    warn: @escaping @Sendable (String) -> Void = CurrentDeviceSetting.printToStandardError
  ) {
    state = State(device: device)
    self.defaultIsRight = defaultIsRight
    self.warn = warn
  }

  /// The device, read under the lock.
  package var value: Device {
    get {
      let (device, warns) = lock.withLock {
        let warns = !defaultIsRight && !state.isSet && !state.hasWarned
        if warns { state.hasWarned = true }
        return (state.device, warns)
      }
      if warns {
        warn(
          "StandardPaths: Device.current was read before it was set, so lookups answer for "
            + "\(device), which is not this device; set Device.current at launch, e.g. "
            + "Device(idiom: .phone, scale: UIScreen.main.scale, screenSize: ...)")
      }
      return device
    }
    set {
      lock.withLock {
        state.device = newValue
        state.isSet = true
      }
    }
  }

  /// The device's catalogue column, or -1 for a custom device: read together with the device,
  /// from the same value.
  package var tableColumn: Int { value.tableColumn }

  /// Writes `message` and a newline to the standard error.
  package static func printToStandardError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }
}
