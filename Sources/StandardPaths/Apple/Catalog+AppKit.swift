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

  extension Bundle {
    /// The image set `asset` from this bundle's compiled asset catalog, through
    /// `image(forResource:)`, which gathers its scales into one `NSImage`; nil when the catalog
    /// has no such set. Ask the set's own bundle: `asset.bundle`.
    public func image(forAsset asset: CatalogImage) -> NSImage? {
      image(forResource: asset.name)
    }
  }
#endif
