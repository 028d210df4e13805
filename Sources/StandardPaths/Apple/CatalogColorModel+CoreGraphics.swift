#if canImport(CoreGraphics)
  import CoreGraphics

  extension CatalogColorModel {
    /// The color in its Core Graphics space, which UIKit's and AppKit's colors are made from
    /// when no compiled catalog holds the set; nil when the platform lacks the space.
    var cgColor: CGColor? {
      let name: CFString =
        switch space {
        case .sRGB: CGColorSpace.sRGB
        case .extendedSRGB: CGColorSpace.extendedSRGB
        case .extendedLinearSRGB: CGColorSpace.extendedLinearSRGB
        case .displayP3: CGColorSpace.displayP3
        case .grayGamma22: CGColorSpace.genericGrayGamma2_2
        case .extendedGray: CGColorSpace.extendedGray
        }
      guard let colorSpace = CGColorSpace(name: name) else { return nil }
      let values = components.map { CGFloat($0) }
      return values.withUnsafeBufferPointer { buffer in
        buffer.baseAddress.flatMap { CGColor(colorSpace: colorSpace, components: $0) }
      }
    }
  }
#endif
