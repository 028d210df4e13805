import Foundation
import StandardPathsCore
import TestSupport
import Testing

@Suite("Devices")
struct DeviceTests {
  /// Today's devices: points and scales from Apple's published pixel resolutions (the pixels
  /// divided by the scale), since the reference stops at the iPhone X class.
  @Test func modernDevicesHaveTheirPublishedSizes() {
    let expected: [String: (Double, Double, Double)] = [
      "iphone-16": (393, 852, 3), "iphone-16-plus": (430, 932, 3), "iphone-16-pro": (402, 874, 3),
      "iphone-16-pro-max": (440, 956, 3), "ipad-mini": (744, 1133, 2),
      "ipad-air": (820, 1180, 2), "ipad-pro-13": (1032, 1376, 2),
    ]
    for (name, (width, height, scale)) in expected {
      let device = Device.named(name)
      #expect(device?.screenSize == .init(width: width, height: height), "\(name)")
      #expect(device?.scale == scale, "\(name)")
    }
  }

  @Test func knownDevicesMatchTheReference() {
    #expect(
      Device.legacyDevices.compactMap(\.name) == [
        "iphone", "iphone-retina", "iphone-568h", "iphone-667h", "iphone-736h", "iphone-812h",
        "ipad", "ipad-retina", "mac", "mac-retina", "tv", "tv-retina",
      ])
    #expect(Array(Device.knownDevices.prefix(12)) == Device.legacyDevices, "the first columns")
    #expect(Set(Device.knownDevices) == Set(Device.legacyDevices + Device.modernDevices))
    for device in Device.knownDevices {
      #expect(device.name.flatMap(Device.named) == device)
    }
    #expect(Device(idiom: .phone, scale: 2, screenSize: .init(width: 1, height: 2)).name == nil)
    #expect(Device.iphone568h.isWidescreen && Device.iphone667h.isWidescreen)
    #expect(Device.iphone736h.isWidescreen)
    #expect(
      !Device.iphone812h.isWidescreen && !Device.iphone.isWidescreen && !Device.ipad.isWidescreen)
    #expect(Device.iphone736h.longSide == 736 && Device.mac.longSide == nil)
    #expect(!Device.iphone.isRetina && Device.iphoneRetina.isRetina)
  }

  @Test(
    "custom spellings",
    arguments: [
      ("phone@2x:375x667", Device.iphone667h),
      ("desktop@2x", Device.macRetina),
      (
        "pad@1.5x:800x1280",
        Device(idiom: .pad, scale: 1.5, screenSize: .init(width: 800, height: 1280))
      ),
      ("car@3x:800x480", Device(idiom: .car, scale: 3, screenSize: .init(width: 800, height: 480))),
      // A known device with its screen turned is that device, as the runtime reads a screen
      // (it was a device, and a table column, of its own).
      ("pad@2x:1024x768", Device.ipadRetina), ("phone@2x:667x375", Device.iphone667h),
      ("tv@1x:1080x1920", Device.tv),
    ])
  func customSpellings(spelling: String, expected: Device) throws {
    #expect(try Device(specification: spelling) == expected)
  }

  @Test(
    "malformed spellings are clear errors",
    arguments: [
      "", "phone", "phone@", "phone@x", "phone@2", "phone@0x", "watch@2x", "phone@2x:",
      "phone@2x:375", "phone@2x:375x", "phone@2x:axb", "iphone-999h", "@2x", "phone@-2x",
    ])
  func malformed(spelling: String) {
    #expect(throws: DeviceSpecificationError.self) { try Device(specification: spelling) }
    do {
      _ = try Device(specification: spelling)
    } catch {
      #expect(error.description.contains("IDIOM@Sx[:WxH]"))
    }
  }
}

/// A number that reads but is not above 0 was only "cannot read": the message now says so, and
/// only of a scale or size spelt right.
@Test(
  "a scale or size not above 0 is named as the mistake",
  arguments: [
    ("phone@0x", "device 'phone@0x' has the scale 0, which is not above 0; "),
    ("phone@-2x", "device 'phone@-2x' has the scale -2, which is not above 0; "),
    ("phone@2x:0x0", "device 'phone@2x:0x0' has the size 0x0, which is not above 0; "),
    ("phone@2x:375x-1", "device 'phone@2x:375x-1' has the size 375x-1, which is not above 0; "),
    ("phone@0x2x", "malformed device 'phone@0x2x': cannot read '@0x2x'; "),
    ("phone@2x:375x667x0", "malformed device 'phone@2x:375x667x0': cannot read ':375x667x0'; "),
    ("phone@2x:axb", "malformed device 'phone@2x:axb': cannot read ':axb'; "),
  ])
func numbersNotAboveZeroAreNamed(spelling: String, says: String) {
  #expect(throws: DeviceSpecificationError.self) { try Device(specification: spelling) }
  do {
    _ = try Device(specification: spelling)
  } catch {
    #expect(error.description.hasPrefix(says), "\(error)")
  }
}

/// A scale far above any screen's was taken (`phone@99999999999999999999x` answered as a 2x
/// device would); a device's scale goes to 16, as an asset catalog slot's does.
@Test("a scale above 16 is refused, 16 is taken")
func scaleAboveSixteenIsRefused() throws {
  #expect(
    throws: DeviceSpecificationError.scaleOutOfRange(
      specification: "phone@99999999999999999999x", scale: "99999999999999999999")
  ) { try Device(specification: "phone@99999999999999999999x") }
  #expect(try Device(specification: "pad@16x").scale == 16)
}

/// A device is shown, keyed (a table's column, a JSON key) and given back by its name, which
/// writes six significant digits: `phone@2x` and `phone@2.00000000001x` were two columns named
/// `phone@2x`, and `table --json` crashed on the repeated key. A number the name would show
/// otherwise is refused, saying how it would be shown.
@Test(
  "a number the device's name would show otherwise is refused",
  arguments: [
    ("phone@2.00000000001x", "2.00000000001", "2"),
    ("phone@0.0000001x", "0.0000001", "1e-07"),
    ("car@3x:99999999x480", "99999999", "1e+08"),
    ("pad@2x:800x1280.0000001", "1280.0000001", "1280"),
  ])
func numbersShownOtherwiseAreRefused(spelling: String, number: String, shownAs: String) {
  #expect(
    throws: DeviceSpecificationError.numberNotShownAsWritten(
      specification: spelling, number: number, shownAs: shownAs)
  ) { try Device(specification: spelling) }
}

/// Every specification taken reads back from its name as the same device, so no two devices
/// share a name: random scales and sizes of one to nine digits, some of them taken.
@Test("every device taken reads back from its name")
func everyDeviceTakenReadsBackFromItsName() throws {
  var random = SeededGenerator(seed: 52)
  var taken = 0
  for _ in 0..<20_000 {
    func number() -> String {
      let digits = String(
        (0..<Int.random(in: 1...9, using: &random)).map { _ in
          Character(String(Int.random(in: 0...9, using: &random)))
        })
      let dot = Int.random(in: 0...digits.count, using: &random)
      guard dot > 0, dot < digits.count, Bool.random(using: &random) else { return digits }
      return String(digits.prefix(dot)) + "." + digits.dropFirst(dot)
    }
    let spelling = "phone@\(number())x:\(number())x\(number())"
    guard let device = try? Device(specification: spelling) else { continue }
    taken += 1
    #expect(try Device(specification: device.description) == device, "\(spelling)")
  }
  #expect(taken > 1_000, "the random spellings reach the accepted ones: \(taken)")
}

/// `localizedDescription`, which loggers print, is the message that says what is accepted.
@Test("a device specification error's localized description is its message")
func deviceErrorsDescribeThemselves() {
  do {
    _ = try Device(specification: "toaster@2x")
    Issue.record("'toaster' was taken as an idiom")
  } catch {
    #expect(error.localizedDescription == error.description)
    #expect(error.localizedDescription.hasPrefix("unknown device 'toaster@2x'"))
  }
}
