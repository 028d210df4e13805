extension Device {
  /// A 1× iPhone, 320×480 points.
  public static let iphone = Device(.phone, 1, .init(width: 320, height: 480), knownDeviceIndex: 0)
  /// A retina iPhone 4, 320×480 points at 2×.
  public static let iphoneRetina = Device(
    .phone, 2, .init(width: 320, height: 480), knownDeviceIndex: 1)
  /// An iPhone 5 class phone, 320×568 points at 2×.
  public static let iphone568h = Device(
    .phone, 2, .init(width: 320, height: 568), knownDeviceIndex: 2)
  /// An iPhone 6 class phone, 375×667 points at 2×.
  public static let iphone667h = Device(
    .phone, 2, .init(width: 375, height: 667), knownDeviceIndex: 3)
  /// An iPhone 6 Plus class phone, 414×736 points at 3×.
  public static let iphone736h = Device(
    .phone, 3, .init(width: 414, height: 736), knownDeviceIndex: 4)
  /// An iPhone X class phone, 375×812 points at 3×.
  public static let iphone812h = Device(
    .phone, 3, .init(width: 375, height: 812), knownDeviceIndex: 5)
  /// A 1× iPad, 768×1024 points.
  public static let ipad = Device(.pad, 1, .init(width: 768, height: 1024), knownDeviceIndex: 6)
  /// A retina iPad, 768×1024 points at 2×.
  public static let ipadRetina = Device(
    .pad, 2, .init(width: 768, height: 1024), knownDeviceIndex: 7)
  /// A 1× Mac.
  public static let mac = Device(.desktop, 1, nil, knownDeviceIndex: 8)
  /// A retina Mac.
  public static let macRetina = Device(.desktop, 2, nil, knownDeviceIndex: 9)
  /// A 1080p Apple TV.
  public static let tv = Device(.tv, 1, .init(width: 1920, height: 1080), knownDeviceIndex: 10)
  /// A 4K Apple TV, 1920×1080 points at 2×.
  public static let tvRetina = Device(
    .tv, 2, .init(width: 1920, height: 1080), knownDeviceIndex: 11)
  /// An iPhone 16 (and 15, 14 Pro), 393×852 points at 3×.
  public static let iphone16 = Device(
    .phone, 3, .init(width: 393, height: 852), knownDeviceIndex: 12)
  /// An iPhone 16 Plus (and 15 Pro Max), 430×932 points at 3×.
  public static let iphone16Plus = Device(
    .phone, 3, .init(width: 430, height: 932), knownDeviceIndex: 13)
  /// An iPhone 16 Pro, 402×874 points at 3×.
  public static let iphone16Pro = Device(
    .phone, 3, .init(width: 402, height: 874), knownDeviceIndex: 14)
  /// An iPhone 16 Pro Max, 440×956 points at 3×.
  public static let iphone16ProMax = Device(
    .phone, 3, .init(width: 440, height: 956), knownDeviceIndex: 15)
  /// An iPad mini (6th and 7th generation), 744×1133 points at 2×.
  public static let ipadMini = Device(
    .pad, 2, .init(width: 744, height: 1133), knownDeviceIndex: 16)
  /// An 11-inch iPad Air (M2), 820×1180 points at 2×.
  public static let ipadAir = Device(.pad, 2, .init(width: 820, height: 1180), knownDeviceIndex: 17)
  /// A 13-inch iPad Pro (M4), 1032×1376 points at 2×.
  public static let ipadPro13 = Device(
    .pad, 2, .init(width: 1032, height: 1376), knownDeviceIndex: 18)

  /// The built-in devices, in the order of the generated tables' columns; each has a `name`.
  /// The first twelve are the original library's (2012–2017 classes, which the resolution
  /// rules are written for); then the phones and iPads apps ship to today.
  public static let knownDevices: [Device] =
    legacyDevices + [
      .iphone16, .iphone16Plus, .iphone16Pro, .iphone16ProMax, .ipadMini, .ipadAir, .ipadPro13,
    ]

  /// The original library's device classes: the first twelve columns.
  public static let legacyDevices: [Device] = [
    .iphone, .iphoneRetina, .iphone568h, .iphone667h, .iphone736h, .iphone812h, .ipad,
    .ipadRetina, .mac, .macRetina, .tv, .tvRetina,
  ]

  /// The device classes of today: the phones and iPads added to the known devices, with the retina
  /// Mac and the 4K Apple TV, which are current too.
  public static let modernDevices: [Device] = [
    .macRetina, .tvRetina, .iphone16, .iphone16Plus, .iphone16Pro, .iphone16ProMax, .ipadMini,
    .ipadAir, .ipadPro13,
  ]

  /// The names the command line and the reference use, in the order of the known devices.
  private static let knownDeviceNames = [
    "iphone", "iphone-retina", "iphone-568h", "iphone-667h", "iphone-736h", "iphone-812h", "ipad",
    "ipad-retina", "mac", "mac-retina", "tv", "tv-retina", "iphone-16", "iphone-16-plus",
    "iphone-16-pro", "iphone-16-pro-max", "ipad-mini", "ipad-air", "ipad-pro-13",
  ]

  /// The known device called `name`, or nil.
  public static func named(_ name: String) -> Device? {
    knownDeviceNames.firstIndex(of: name).map { knownDevices[$0] }
  }

  /// The device's known device name (`iphone-568h`), or nil for a device outside the known devices.
  public var name: String? { knownDeviceIndex.map { Self.knownDeviceNames[$0] } }
}
