#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  // Each lookup asks the compiled catalog (`Assets.car`) first, as AppKit alone would; where no
  // build compiled it (a `.copy` resource, `swift build`), the answer comes from what the
  // constant knows: the chosen slots' files in the bundle's copy of the catalog, the components
  // read at build time, or the system color the set names.

  extension NSColor {
    /// The color set `asset`: from its bundle's compiled asset catalog through
    /// `NSColor(named:bundle:)`; else a dynamic color made from the components of the
    /// appearance it is drawn in (or the system color the set names), in the set's color space.
    /// Nil when neither has a color.
    public convenience init?(asset: CatalogColor) {
      if NSColor(named: asset.name, bundle: asset.bundle) != nil {
        self.init(named: asset.name, bundle: asset.bundle)
        return
      }
      guard !asset.appearances.isEmpty else { return nil }
      self.init(name: nil) { appearance in
        NSColor.catalogColor(asset, CatalogAppearance(appearance: appearance)) ?? .clear
      }
    }

    /// The color of `asset` for `appearance` made from what the constant knows, without the
    /// catalog.
    private static func catalogColor(_ asset: CatalogColor, _ appearance: CatalogAppearance)
      -> NSColor?
    {
      guard let components = asset.components(for: appearance) else { return nil }
      if let name = components.systemColor { return systemColor(named: name) }
      return CatalogColorModel(components)?.cgColor.flatMap { NSColor(cgColor: $0) }
    }

    /// The system color `name` (`systemBlueColor`): a catalog names it by the class property's
    /// Objective-C name, so it is asked for by that selector. Nil when AppKit has none of that
    /// name (another platform's, or a newer system's).
    private static func systemColor(named name: String) -> NSColor? {
      let selector = NSSelectorFromString(name)
      guard NSColor.responds(to: selector) else { return nil }
      return NSColor.perform(selector)?.takeUnretainedValue() as? NSColor
    }
  }

  extension CatalogAppearance {
    /// The appearance that `appearance` is closest to: dark or light, with or without
    /// increased contrast.
    init(appearance: NSAppearance) {
      let match = appearance.bestMatch(from: [
        .aqua, .darkAqua, .accessibilityHighContrastAqua, .accessibilityHighContrastDarkAqua,
      ])
      self.init(
        dark: match == .darkAqua || match == .accessibilityHighContrastDarkAqua,
        highContrast: match == .accessibilityHighContrastAqua
          || match == .accessibilityHighContrastDarkAqua)
    }
  }

  extension NSDataAsset {
    /// The data set `asset` from its bundle's compiled asset catalog (the main bundle when the
    /// generated file names none), through `NSDataAsset(name:bundle:)`; nil when the catalog
    /// has no such set. ``CatalogData/contents()`` answers in every build.
    public convenience init?(asset: CatalogData) {
      self.init(name: asset.name, bundle: asset.bundle ?? Bundle.main)
    }
  }

  extension CatalogData {
    /// The set's bytes from its bundle's compiled catalog, nil when it holds none.
    func compiledContents() -> Data? {
      NSDataAsset(asset: self)?.data
    }
  }

  extension NSImage {
    /// The image set `asset`: from its bundle's compiled asset catalog (the main bundle when the
    /// generated file names none); else from the bundle's copy of the catalog, the files of the
    /// slots a desktop of `Device.current`'s scale gets (``CatalogImage/url(for:appearance:)``),
    /// one per appearance the set has, a PNG or JPEG decoded once and shared as a loose file's
    /// image is (`NSImage.assetBitmaps`). Nil when neither has it.
    ///
    /// An initializer cannot hand back the image `Bundle.image(forResource:)` makes, so this one
    /// draws that image whenever it is drawn: the catalog's own image then picks the slot for
    /// the appearance and scale of the moment, as it does when drawn itself. Without a
    /// compiled catalog, it draws the file of the appearance it is drawn in. Its size and its
    /// template flag are the chosen image's.
    public convenience init?(asset: CatalogImage) {
      if let image = (asset.bundle ?? Bundle.main).image(forResource: asset.name) {
        // The catalog's image, looked up once: AppKit documents no cache for
        // `image(forResource:)`, so a lookup per draw could read the catalog each time. The
        // handler only draws it, on whichever thread draws this image.
        self.init(size: image.size, flipped: false) { rect in
          image.draw(in: rect)
          return true
        }
        isTemplate = image.isTemplate
        return
      }
      let device = Device.current
      var images: [CatalogAppearance: NSImage] = [:]
      for appearance in CatalogAppearance.allCases {
        guard let slot = asset.slot(for: device, appearance: appearance),
          let url = asset.url(for: device, appearance: appearance)
        else { continue }
        // A slot of no scale holds a single image, drawn at its pixel size.
        let scale = slot.scale ?? 1
        // PNG and JPEG, what nearly every slot holds, are decoded once and shared, as a loose
        // file's image is (`NSImage.assetBitmaps`). Any other file is read as AppKit reads it,
        // at each call: a PDF or SVG draws as a vector, a TIFF may hold several resolutions,
        // a GIF several frames, which one decoded bitmap would lose.
        guard ["png", "jpg", "jpeg"].contains(url.pathExtension.lowercased()) else {
          guard let image = NSImage(contentsOf: url) else { continue }
          // A bitmap is drawn at its pixels over its slot's scale; a vector keeps its own size.
          if let pixels = image.representations.first, pixels.pixelsWide > 0,
            pixels.pixelsHigh > 0
          {
            image.size = NSSize(
              width: CGFloat(pixels.pixelsWide) / CGFloat(scale),
              height: CGFloat(pixels.pixelsHigh) / CGFloat(scale))
          }
          images[appearance] = image
          continue
        }
        guard
          let shared = NSImage.sharedBitmap(
            of: AssetImageFile(url: url, scale: scale, pixelSize: nil))
        else { continue }
        images[appearance] = NSImage(cgImage: shared.bitmap, size: shared.size)
      }
      guard let any = images[.any] ?? images.values.first else { return nil }
      // The files, read once; the handler draws the one of the appearance it is drawn in.
      self.init(size: any.size, flipped: false) { rect in
        let appearance = CatalogAppearance(appearance: NSAppearance.current)
        let image = appearance.fallbacks.lazy.compactMap { images[$0] }.first ?? any
        image.draw(in: rect)
        return true
      }
    }
  }

  extension Bundle {
    /// The image set `asset` from this bundle's compiled asset catalog, through
    /// `image(forResource:)`, which gathers its scales into one `NSImage`; else, where no catalog
    /// was compiled, ``NSImage/init(asset:)``'s image from the files. Nil when neither has it.
    /// Ask the set's own bundle: `asset.bundle`.
    public func image(forAsset asset: CatalogImage) -> NSImage? {
      image(forResource: asset.name) ?? NSImage(asset: asset)
    }
  }
#endif
