#if canImport(SwiftUI)
  import SwiftUI

  extension Image {
    /// The image set `asset`: from its bundle's compiled asset catalog through
    /// `Image(_:bundle:)`, where SwiftUI picks the variant for the view's traits. Where no build
    /// compiled the catalog (a `.copy` resource, `swift build`), the image that
    /// `UIImage(asset:compatibleWith:)` or `NSImage(asset:)` makes from the bundle's copy of
    /// it, for the current traits.
    public init(asset: CatalogImage) {
      #if canImport(UIKit) && !os(watchOS)
        if UIImage(named: asset.name, in: asset.bundle, compatibleWith: nil) == nil,
          let image = UIImage(asset: asset, compatibleWith: nil)
        {
          self.init(uiImage: image)
          return
        }
      #elseif canImport(AppKit) && !targetEnvironment(macCatalyst)
        if (asset.bundle ?? Bundle.main).image(forResource: asset.name) == nil,
          let image = NSImage(asset: asset)
        {
          self.init(nsImage: image)
          return
        }
      #endif
      self.init(asset.name, bundle: asset.bundle)
    }
  }

  extension Color {
    /// The color set `asset`: from its bundle's compiled asset catalog through
    /// `Color(_:bundle:)`, which follows the view's appearance. Where no build compiled the
    /// catalog, the dynamic color that `UIColor(asset:)` or `NSColor(asset:)` makes from the
    /// components read at build time, which follows it too.
    public init(asset: CatalogColor) {
      #if canImport(UIKit) && !os(watchOS)
        if UIColor(named: asset.name, in: asset.bundle, compatibleWith: nil) == nil,
          let color = UIColor(asset: asset)
        {
          self.init(color)
          return
        }
      #elseif canImport(AppKit) && !targetEnvironment(macCatalyst)
        if NSColor(named: asset.name, bundle: asset.bundle) == nil,
          let color = NSColor(asset: asset)
        {
          self.init(color)
          return
        }
      #endif
      self.init(asset.name, bundle: asset.bundle)
    }
  }
#endif
