extension Device {
  /// A 1× iPhone, 320×480 points.
  public static let iphone = Device(.phone, 1, .init(width: 320, height: 480), catalogueIndex: 0)
  /// A retina iPhone 4, 320×480 points at 2×.
  public static let iphoneRetina = Device(
    .phone, 2, .init(width: 320, height: 480), catalogueIndex: 1)
  /// An iPhone 5 class phone, 320×568 points at 2×.
  public static let iphone568h = Device(
    .phone, 2, .init(width: 320, height: 568), catalogueIndex: 2)
  /// An iPhone 6 class phone, 375×667 points at 2×.
  public static let iphone667h = Device(
    .phone, 2, .init(width: 375, height: 667), catalogueIndex: 3)
  /// An iPhone 6 Plus class phone, 414×736 points at 3×.
  public static let iphone736h = Device(
    .phone, 3, .init(width: 414, height: 736), catalogueIndex: 4)
  /// An iPhone X class phone, 375×812 points at 3×.
  public static let iphone812h = Device(
    .phone, 3, .init(width: 375, height: 812), catalogueIndex: 5)
  /// A 1× iPad, 768×1024 points.
  public static let ipad = Device(.pad, 1, .init(width: 768, height: 1024), catalogueIndex: 6)
  /// A retina iPad, 768×1024 points at 2×.
  public static let ipadRetina = Device(.pad, 2, .init(width: 768, height: 1024), catalogueIndex: 7)
  /// A 1× Mac.
  public static let mac = Device(.desktop, 1, nil, catalogueIndex: 8)
  /// A retina Mac.
  public static let macRetina = Device(.desktop, 2, nil, catalogueIndex: 9)
  /// A 1080p Apple TV.
  public static let tv = Device(.tv, 1, .init(width: 1920, height: 1080), catalogueIndex: 10)
  /// A 4K Apple TV, 1920×1080 points at 2×.
  public static let tvRetina = Device(.tv, 2, .init(width: 1920, height: 1080), catalogueIndex: 11)

  /// The built-in devices with the names the command line and the generated tables use, in the
  /// order of the generated tables' columns.
  public static let catalogue: [(name: String, device: Device)] = [
    ("iphone", .iphone), ("iphone-retina", .iphoneRetina), ("iphone-568h", .iphone568h),
    ("iphone-667h", .iphone667h), ("iphone-736h", .iphone736h), ("iphone-812h", .iphone812h),
    ("ipad", .ipad), ("ipad-retina", .ipadRetina), ("mac", .mac), ("mac-retina", .macRetina),
    ("tv", .tv), ("tv-retina", .tvRetina),
  ]

  /// The catalogue device called `name`, or nil.
  public static func named(_ name: String) -> Device? {
    catalogue.first { $0.name == name }?.device
  }

  /// The device's catalogue name, or nil for a custom device.
  public var catalogueName: String? { catalogueIndex.map { Self.catalogue[$0].name } }
}
