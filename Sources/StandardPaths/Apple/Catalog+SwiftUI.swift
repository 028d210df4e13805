#if canImport(SwiftUI)
  import SwiftUI

  extension Image {
    /// The image set `asset` from its bundle's compiled asset catalog, through
    /// `Image(_:bundle:)`: SwiftUI picks the variant for the view's traits.
    public init(asset: CatalogImage) {
      self.init(asset.name, bundle: asset.bundle)
    }
  }

  extension Color {
    /// The color set `asset` from its bundle's compiled asset catalog, through
    /// `Color(_:bundle:)`: it follows the view's appearance.
    public init(asset: CatalogColor) {
      self.init(asset.name, bundle: asset.bundle)
    }
  }
#endif
