import StandardPathsCore

/// The check stage's functions: every problem the generator can find before it writes anything.
/// Each is the check of a rule in `Rules`, which the pipeline runs.
package enum Checks {
  /// The devices by name, or "every catalogue device" and the extras when all are named.
  static func deviceNames(_ devices: [Device]) -> String {
    let catalogue = Device.catalogue
    guard devices.count >= catalogue.count, Array(devices.prefix(catalogue.count)) == catalogue
    else { return devices.isEmpty ? "none" : devices.map(\.description).joined(separator: ", ") }
    let extras = devices.dropFirst(catalogue.count).map(\.description)
    return (["every catalogue device"] + extras).joined(separator: ", ")
  }
}
