import Foundation
import StandardPathsCore

/// Where `Device.current` lives: one device behind one lock, read from the main screen until an
/// app sets it.
///
/// The device carries its own known device column, so a reader gets the device and the column it
/// routes typed lookups to in one read, and no writer can leave them disagreeing. A separate
/// lock-free copy of the column used to be stored after the lock was released, and two writers
/// racing could leave it naming another device than the one stored.
///
/// The lock is an `NSLock` (a pthread mutex): it exists on every deployment target, and
/// ThreadSanitizer sees a pthread mutex's ordering.
package final class CurrentDeviceSetting: @unchecked Sendable {
  /// The setting behind `Device.current`: the main screen's device on Apple platforms, else
  /// `Device.mac`, which is right only on a desktop; where it is wrong, a read that gets no
  /// device from the screen says so, once.
  package static let shared = CurrentDeviceSetting(
    .mac, defaultIsRight: defaultIsRightHere, screen: Device.mainScreenReader)

  #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
    private static let defaultIsRightHere = false
  #else
    private static let defaultIsRightHere = true
  #endif

  private struct State {
    var device: Device
    /// Whether `device` is final: set by the app, read from the screen, or the default where
    /// there is no screen to read. A read of a final device takes the lock once.
    var isSettled: Bool
    var hasWarned = false
  }

  private let lock = NSLock()
  /// Invariant: read and written only while `lock` is held, which makes the class `Sendable`.
  private var state: State
  private let defaultIsRight: Bool
  private let screen: (@Sendable () -> Device?)?
  private let warn: @Sendable (String) -> Void

  /// A setting that starts as `device`. Until a value is set, a read asks `screen` for the
  /// device and keeps its first answer; `screen` answers nil where it cannot ask (off the main
  /// thread) or cannot say yet (before a visionOS app's first window scene, before a Mac app's
  /// application object), and a nil is not kept: the next read asks again. Unless
  /// `defaultIsRight`, the first read that gets no device from the screen calls `warn` with a
  /// message that says what to do.
  package init(
    _ device: Device, defaultIsRight: Bool = true, screen: (@Sendable () -> Device?)? = nil,
    warn: @escaping @Sendable (String) -> Void = CurrentDeviceSetting.printToStandardError
  ) {
    state = State(device: device, isSettled: screen == nil && defaultIsRight)
    self.defaultIsRight = defaultIsRight
    self.screen = screen
    self.warn = warn
  }

  /// The device: the one set, else the screen's, else the default.
  package var value: Device {
    get {
      let settled = lock.withLock { state.isSettled ? state.device : nil }
      if let settled { return settled }
      // Asked outside the lock: the screen is UIKit's or AppKit's, which may take locks of its own.
      let fromScreen = screen?()
      let (device, warns) = lock.withLock {
        if let fromScreen, !state.isSettled {
          state.device = fromScreen
          state.isSettled = true
        }
        let warns = !defaultIsRight && !state.isSettled && !state.hasWarned
        if warns { state.hasWarned = true }
        // Without a screen, nothing but a set device can change the answer now.
        if screen == nil { state.isSettled = true }
        return (state.device, warns)
      }
      if warns { warn(warning(device)) }
      return device
    }
    set {
      lock.withLock {
        state.device = newValue
        state.isSettled = true
      }
    }
  }

  /// The device's known device column, or -1 for a custom device: read together with the device,
  /// from the same value.
  package var tableColumn: Int { value.tableColumn }

  private func warning(_ device: Device) -> String {
    screen == nil
      ? "StandardPaths: Device.current was read before it was set, so lookups answer for "
        + "\(device), which is not this device; set Device.current at launch"
      : "StandardPaths: Device.current was first read before the screen could be read (off the "
        + "main thread, or before the app's first window), so this lookup answers for "
        + "\(device); a later lookup on the main thread reads the screen, or set Device.current "
        + "at launch"
  }

  /// Writes `message` and a newline to the standard error.
  package static func printToStandardError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }
}
