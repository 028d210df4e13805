/// How a color set's components become a platform's color: the color space that
/// `Contents.json` names, as the Core Graphics space UIKit's and AppKit's glue makes it in, and
/// the components in that space's order. Kept apart from the glue so that both platforms read
/// the components one way, and so that Linux tests it.
struct CatalogColorModel: Equatable {
  /// The Core Graphics color spaces that catalogs use, by `Contents.json`'s names.
  enum Space: Equatable {
    /// `srgb`, and a color that names no space.
    case sRGB
    /// `extended-srgb`: sRGB with components beyond 0…1.
    case extendedSRGB
    /// `extended-linear-srgb`.
    case extendedLinearSRGB
    /// `display-p3`.
    case displayP3
    /// `gray-gamma-22`, and a gray color that names no space.
    case grayGamma22
    /// `extended-gray`.
    case extendedGray

    /// Whether the space's components are white and alpha rather than red, green, blue and
    /// alpha.
    var isGray: Bool { self == .grayGamma22 || self == .extendedGray }
  }

  var space: Space
  /// Red, green, blue and alpha, or white and alpha for a gray space.
  var components: [Double]
}

extension CatalogColorModel {
  /// The model of `components`, or nil for a system color, a space no catalog writes, or a
  /// color without the components its space needs. A missing alpha is 1.
  init?(_ components: CatalogColor.Components) {
    guard components.systemColor == nil else { return nil }
    let values = components.values
    let space: Space
    switch components.colorSpace {
    case "srgb": space = .sRGB
    case "extended-srgb": space = .extendedSRGB
    case "extended-linear-srgb": space = .extendedLinearSRGB
    case "display-p3": space = .displayP3
    case "gray-gamma-22": space = .grayGamma22
    case "extended-gray": space = .extendedGray
    case nil: space = values["white"] != nil && values["red"] == nil ? .grayGamma22 : .sRGB
    default: return nil
    }
    let names = space.isGray ? ["white"] : ["red", "green", "blue"]
    var read: [Double] = []
    for name in names {
      guard let value = values[name] else { return nil }
      read.append(value)
    }
    self.space = space
    self.components = read + [values["alpha"] ?? 1]
  }
}
