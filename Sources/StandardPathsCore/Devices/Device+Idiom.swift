extension Device {
  /// The kind of device, as UIKit's `UIUserInterfaceIdiom` with a desktop case added.
  public enum Idiom: String, CaseIterable, Sendable {
    /// An iPhone or iPod touch; suffix `~iphone`.
    case phone
    /// An iPad; suffix `~ipad`.
    case pad
    /// An Apple TV; suffix `~tv`.
    case tv
    /// A CarPlay screen; suffix `~car`.
    case car
    /// A Mac or any other desktop; suffix `~mac`.
    case desktop

    /// The file-name suffix that marks a variant for this idiom.
    public var suffix: String {
      switch self {
      case .phone: "~iphone"
      case .pad: "~ipad"
      case .tv: "~tv"
      case .car: "~car"
      case .desktop: "~mac"
      }
    }
  }
}
