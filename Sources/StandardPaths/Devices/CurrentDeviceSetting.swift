import Synchronization

/// Where `Device.current` lives: one device behind one lock.
///
/// The device carries its own catalogue column, so a reader gets the device and the column it
/// routes typed lookups to in one read, and no writer can leave them disagreeing. A separate
/// lock-free copy of the column used to be stored after the lock was released, and two writers
/// racing could leave it naming another device than the one stored.
package final class CurrentDeviceSetting: Sendable {
  /// The setting behind `Device.current`.
  package static let shared = CurrentDeviceSetting(.mac)

  private let device: Mutex<Device>

  /// A setting that starts as `device`.
  package init(_ device: Device) {
    self.device = Mutex(device)
  }

  /// The device, read under the lock.
  package var value: Device {
    get { device.withLock { $0 } }
    set { device.withLock { $0 = newValue } }
  }

  /// The device's catalogue column, or -1 for a custom device: read together with the device,
  /// from the same value.
  package var tableColumn: Int { value.tableColumn }
}
