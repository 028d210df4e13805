import StandardPathsCore

/// The check stage's functions: every problem the generator can find before it writes anything.
/// Each is the check of a rule in `Rules`, which the pipeline runs.
package enum Checks {
  /// The devices by name, or "every known device" and the extras when all are named.
  static func deviceNames(_ devices: [Device]) -> String {
    let knownDevices = Device.knownDevices
    guard devices.count >= knownDevices.count,
      Array(devices.prefix(knownDevices.count)) == knownDevices
    else { return devices.isEmpty ? "none" : devices.map(\.description).joined(separator: ", ") }
    let extras = devices.dropFirst(knownDevices.count).map(\.description)
    return (["every known device"] + extras).joined(separator: ", ")
  }
}
