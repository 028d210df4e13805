import StandardPaths
import TestSupport
import Testing

/// What the Apple glue reports (UIKit's idiom as its raw value, a scale, a size in points)
/// becomes a device here, where Linux tests it; the raw values are UIKit's, from
/// apple-platform-api.md section 1e.
@Suite("The device from the screen")
struct DeviceFromScreenTests {
  @Test(
    "UIKit's idioms",
    arguments: [
      (-1, nil), (0, .phone), (1, .pad), (2, .tv), (3, .car), (4, nil), (5, .desktop), (6, .pad),
      (7, nil),
    ] as [(Int, Device.Idiom?)])
  func idioms(rawValue: Int, idiom: Device.Idiom?) {
    #expect(Device.Idiom(userInterfaceIdiom: rawValue) == idiom)
  }

  /// A screen of a known device's size is that device, with its precomputed column, in
  /// either orientation.
  @Test func screensOfKnownDevicesAreTheKnownDevices() {
    for device in Device.knownDevices {
      let rawIdiom = [Device.Idiom.phone: 0, .pad: 1, .tv: 2, .car: 3, .desktop: 5][device.idiom]!
      let size = device.screenSize ?? .init(width: 1512, height: 982)
      for bounds in [size, .init(width: size.height, height: size.width)] {
        let fromScreen = Device(
          userInterfaceIdiom: rawIdiom, scale: device.scale, screenSize: bounds)
        #expect(fromScreen == device, "\(device.name ?? "?") from \(bounds)")
        #expect(fromScreen.name == device.name)
      }
    }
  }

  @Test func anUnspecifiedIdiomIsAPhoneAndAStrangeScaleIsOne() {
    let device = Device(
      userInterfaceIdiom: -1, scale: 0, screenSize: .init(width: 852, height: 393))
    #expect(device.idiom == .phone)
    #expect(device.scale == 1)
    #expect(device.screenSize == .init(width: 393, height: 852))
  }

  /// A trait collection changes what it specifies and keeps the rest: an iPad's external display
  /// at 1× keeps the iPad, a pad's traits on a phone keep the phone's screen.
  @Test func traitsChangeOnlyWhatTheySpecify() {
    #expect(Device.ipadRetina.adapted(userInterfaceIdiom: -1, displayScale: 1) == .ipad)
    #expect(Device.ipadRetina.adapted(userInterfaceIdiom: -1, displayScale: 0) == .ipadRetina)
    #expect(Device.iphone568h.adapted(userInterfaceIdiom: 0, displayScale: 3).scale == 3)
    let padTraits = Device.iphone16.adapted(userInterfaceIdiom: 1, displayScale: 0)
    #expect(padTraits.idiom == .pad)
    #expect(padTraits.screenSize == Device.iphone16.screenSize)
    #expect(Device.iphone16.adapted(userInterfaceIdiom: 5, displayScale: 2) == .macRetina)
  }
}
