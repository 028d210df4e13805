import CommandLineArguments
import StandardPathsCore

/// `asset-manifest devices`: the known devices, one a line.
enum DevicesCommand {
  static let usage = Usage(
    "devices", overview: "    List the known devices: name, idiom, scale, size in points.")

  static func run(_ raw: [String]) throws(UsageError) -> Int32 {
    _ = try Arguments(raw).positionals()
    let nameWidth = Device.knownDevices.map(\.description.count).max()! + 2
    print(pad("NAME", nameWidth) + pad("IDIOM", 9) + pad("SCALE", 7) + "POINTS")
    for device in Device.knownDevices {
      let size = device.screenSize.map { "\(Int($0.width))x\(Int($0.height))" } ?? "-"
      print(
        pad(device.description, nameWidth) + pad(device.idiom.rawValue, 9)
          + pad("\(Int(device.scale))x", 7) + size)
    }
    return ExitStatus.success
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(1, width - text.count))
  }
}
