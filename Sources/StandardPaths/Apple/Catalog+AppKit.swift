#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  extension NSColor {
    /// The color set `asset` from its bundle's compiled asset catalog, through
    /// `NSColor(named:bundle:)`; nil when the catalog has no such set.
    public convenience init?(asset: CatalogColor) {
      self.init(named: asset.name, bundle: asset.bundle)
    }
  }

  extension NSDataAsset {
    /// The data set `asset` from its bundle's compiled asset catalog (the main bundle when the
    /// generated file names none), through `NSDataAsset(name:bundle:)`; nil when the catalog
    /// has no such set.
    public convenience init?(asset: CatalogData) {
      self.init(name: asset.name, bundle: asset.bundle ?? Bundle.main)
    }
  }

  extension NSImage {
    /// The image set `asset` from its bundle's compiled asset catalog (the main bundle when the
    /// generated file names none); nil when the catalog has no such set.
    ///
    /// An initializer cannot hand back the image `Bundle.image(forResource:)` makes, so this one
    /// draws that image whenever it is drawn: the catalog's own image then picks the slot for
    /// the appearance and scale of the moment, as it does when drawn itself. Its size and its
    /// template flag are the catalog image's.
    public convenience init?(asset: CatalogImage) {
      guard let image = (asset.bundle ?? Bundle.main).image(forResource: asset.name) else {
        return nil
      }
      // The catalog's image, looked up once: AppKit documents no cache for
      // `image(forResource:)`, so a lookup per draw could read the catalog each time. The
      // handler only draws it, on whichever thread draws this image.
      self.init(size: image.size, flipped: false) { rect in
        image.draw(in: rect)
        return true
      }
      isTemplate = image.isTemplate
    }
  }

  extension Bundle {
    /// The image set `asset` from this bundle's compiled asset catalog, through
    /// `image(forResource:)`, which gathers its scales into one `NSImage`; nil when the catalog
    /// has no such set. Ask the set's own bundle: `asset.bundle`.
    public func image(forAsset asset: CatalogImage) -> NSImage? {
      image(forResource: asset.name)
    }
  }
#endif
