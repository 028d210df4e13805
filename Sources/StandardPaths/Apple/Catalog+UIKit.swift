#if canImport(UIKit)
  import UIKit

  #if !os(watchOS)
    extension UIImage {
      /// The image set `asset` from its bundle's compiled asset catalog, as UIKit picks its
      /// variant for `traitCollection` (nil: the main screen's traits), through
      /// `UIImage(named:in:compatibleWith:)`; nil when the catalog has no such set.
      public convenience init?(
        asset: CatalogImage, compatibleWith traitCollection: UITraitCollection?
      ) {
        self.init(named: asset.name, in: asset.bundle, compatibleWith: traitCollection)
      }
    }

    extension UIColor {
      /// The color set `asset` from its bundle's compiled asset catalog, for
      /// `traitCollection`'s appearance (nil: a dynamic color that follows the view's), through
      /// `UIColor(named:in:compatibleWith:)`; nil when the catalog has no such set.
      public convenience init?(
        asset: CatalogColor, compatibleWith traitCollection: UITraitCollection? = nil
      ) {
        self.init(named: asset.name, in: asset.bundle, compatibleWith: traitCollection)
      }
    }
  #endif

  extension NSDataAsset {
    /// The data set `asset` from its bundle's compiled asset catalog (the main bundle when the
    /// generated file names none), through `NSDataAsset(name:bundle:)`; nil when the catalog
    /// has no such set.
    public convenience init?(asset: CatalogData) {
      self.init(name: asset.name, bundle: asset.bundle ?? Bundle.main)
    }
  }
#endif
