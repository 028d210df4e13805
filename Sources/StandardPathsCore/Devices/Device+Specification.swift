extension Device: CustomStringConvertible {
  /// Reads a known device name (`iphone-568h`) or a custom spelling `IDIOM@Sx[:WxH]`
  /// (`phone@2x:375x667`, `desktop@2x`, `pad@1.5x:800x1280`), its size in either orientation
  /// (`pad@2x:1024x768` is `ipad-retina`).
  public init(specification: String) throws(DeviceSpecificationError) {
    if let device = Self.named(specification) {
      self = device
      return
    }
    let (head, size) = Self.split(specification, at: ":")
    let (idiomName, scaleText) = Self.split(head, at: "@")
    guard let idiom = Idiom(rawValue: idiomName) else {
      throw .unknownIdiom(specification: specification, idiom: idiomName)
    }
    guard let scaleText, scaleText.hasSuffix("x"),
      let scale = SuffixNumber.parse(ArraySlice(scaleText.dropLast().utf8))
    else { throw .malformed(specification: specification, part: "@" + (scaleText ?? "")) }
    guard scale <= Self.largestScale else {
      throw .scaleOutOfRange(specification: specification, scale: String(scaleText.dropLast()))
    }
    try Self.checkShown(scale, as: String(scaleText.dropLast()), in: specification)
    var screenSize: ScreenSize?
    if let size {
      let (widthText, heightText) = Self.split(size, at: "x")
      guard let width = SuffixNumber.parse(ArraySlice(widthText.utf8)),
        let heightText, let height = SuffixNumber.parse(ArraySlice(heightText.utf8))
      else { throw .malformed(specification: specification, part: ":" + size) }
      try Self.checkShown(width, as: widthText, in: specification)
      try Self.checkShown(height, as: heightText, in: specification)
      screenSize = ScreenSize(width: width, height: height)
    }
    self.init(idiom: idiom, scale: scale, screenSize: screenSize)
    // A known device spelled with its screen in the other orientation is that device, as the
    // runtime reads a screen: `pad@2x:1024x768` is `ipad-retina`, not a column of its own.
    // Any other size stays as written, which its name then shows.
    if knownDeviceIndex == nil, idiom != .desktop, let screenSize {
      let turned = Device(
        idiom: idiom, scale: scale, screenSize: Self.upright(screenSize, for: idiom))
      if turned.knownDeviceIndex != nil { self = turned }
    }
  }

  /// `size` turned the way the known devices of `idiom` hold it: TVs landscape, the rest
  /// portrait. A screen's bounds follow the interface's orientation, a device does not.
  package static func upright(_ size: ScreenSize, for idiom: Idiom) -> ScreenSize {
    let (short, long) = (min(size.width, size.height), max(size.width, size.height))
    return idiom == .tv
      ? ScreenSize(width: long, height: short) : ScreenSize(width: short, height: long)
  }

  /// Refuses a number that `description` would show otherwise than as the same value
  /// (`2.00000000001` as `2`, `0.0000001` as `1e-07`), since the name is how the device is
  /// shown, keyed (a table's column) and given back.
  private static func checkShown(
    _ value: Double, as written: String, in specification: String
  ) throws(DeviceSpecificationError) {
    let shown = SuffixNumber.format(value)
    guard SuffixNumber.parse(ArraySlice(shown.utf8)) != value else { return }
    throw .numberNotShownAsWritten(specification: specification, number: written, shownAs: shown)
  }

  /// The known device name, or the `IDIOM@Sx[:WxH]` spelling that `init(specification:)` reads back.
  public var description: String {
    if let name { return name }
    var text = idiom.rawValue + "@" + SuffixNumber.format(scale) + "x"
    if let screenSize {
      text +=
        ":" + SuffixNumber.format(screenSize.width) + "x"
        + SuffixNumber.format(screenSize.height)
    }
    return text
  }

  /// The largest scale a specification may name, the largest an asset catalog's slot takes:
  /// screens go to 3x, and a scale of `1e20` is a typo, not a device.
  public static let largestScale = 16.0

  private static func split(_ text: String, at separator: Character) -> (String, String?) {
    guard let index = text.firstIndex(of: separator) else { return (text, nil) }
    return (String(text[..<index]), String(text[text.index(after: index)...]))
  }
}
