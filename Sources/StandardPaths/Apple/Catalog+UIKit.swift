#if canImport(UIKit)
  import UIKit

  // Each lookup asks the compiled catalog (`Assets.car`) first, as UIKit alone would; where no
  // build compiled it (a `.copy` resource, `swift build`), the answer comes from what the
  // constant knows: the chosen slot's file in the bundle's copy of the catalog, the components
  // read at build time, or the system color the set names.

  #if !os(watchOS)
    extension UIImage {
      /// The image set `asset` for `traitCollection` (nil: `UITraitCollection.current`): from
      /// its bundle's compiled asset catalog through `UIImage(named:in:compatibleWith:)`, which
      /// picks the variant; else from the bundle's copy of the catalog, the file of the slot
      /// that the traits' idiom, display scale and appearance pick
      /// (``CatalogImage/url(for:appearance:)``), at the scale the slot is for, decoded once and
      /// shared as `UIImage(asset:)` shares a loose file's (`UIImage.assetImages`). Nil when
      /// neither has it, or when the slot holds a file `UIImage(data:scale:)` cannot read (a PDF
      /// or an SVG, which only a compiled catalog renders).
      public convenience init?(
        asset: CatalogImage, compatibleWith traitCollection: UITraitCollection? = nil
      ) {
        if UIImage(named: asset.name, in: asset.bundle, compatibleWith: traitCollection) != nil {
          self.init(named: asset.name, in: asset.bundle, compatibleWith: traitCollection)
          return
        }
        let traits = traitCollection ?? UITraitCollection.current
        let device = Device(traitCollection: traits)
        let appearance = CatalogAppearance(traitCollection: traits)
        // A slot of no scale is a single image, drawn at its pixel size.
        guard let slot = asset.slot(for: device, appearance: appearance),
          let url = asset.url(for: device, appearance: appearance),
          let shared = UIImage.sharedImage(
            of: AssetImageFile(url: url, scale: slot.scale ?? 1, pixelSize: nil)),
          let bitmap = shared.cgImage
        else { return nil }
        self.init(cgImage: bitmap, scale: shared.scale, orientation: shared.imageOrientation)
      }
    }

    extension UIColor {
      /// The color set `asset`: from its bundle's compiled asset catalog through
      /// `UIColor(named:in:compatibleWith:)`; else made from the components of the appearance
      /// asked for (or the system color the set names), in the set's color space. With a
      /// `traitCollection`, the color for its appearance; without one, a dynamic color that
      /// follows the appearance of wherever it is drawn. Nil when neither has a color.
      public convenience init?(
        asset: CatalogColor, compatibleWith traitCollection: UITraitCollection? = nil
      ) {
        if UIColor(named: asset.name, in: asset.bundle, compatibleWith: traitCollection) != nil {
          self.init(named: asset.name, in: asset.bundle, compatibleWith: traitCollection)
          return
        }
        if let traitCollection {
          guard
            let color = UIColor.catalogColor(
              asset, CatalogAppearance(traitCollection: traitCollection))
          else { return nil }
          self.init(cgColor: color.resolvedColor(with: traitCollection).cgColor)
          return
        }
        guard !asset.appearances.isEmpty else { return nil }
        self.init { traits in
          UIColor.catalogColor(asset, CatalogAppearance(traitCollection: traits))?
            .resolvedColor(with: traits) ?? .clear
        }
      }

      /// The color of `asset` for `appearance` made from what the constant knows, without the
      /// catalog.
      private static func catalogColor(_ asset: CatalogColor, _ appearance: CatalogAppearance)
        -> UIColor?
      {
        guard let components = asset.components(for: appearance) else { return nil }
        if let name = components.systemColor { return systemColor(named: name) }
        return CatalogColorModel(components)?.cgColor.map { UIColor(cgColor: $0) }
      }

      /// The system color `name` (`systemBlueColor`): a catalog names it by the class property's
      /// Objective-C name, so it is asked for by that selector. Nil when UIKit has none of that
      /// name (another platform's, or a newer system's).
      private static func systemColor(named name: String) -> UIColor? {
        let selector = NSSelectorFromString(name)
        guard UIColor.responds(to: selector) else { return nil }
        return UIColor.perform(selector)?.takeUnretainedValue() as? UIColor
      }
    }

    extension CatalogAppearance {
      /// The appearance `traitCollection` asks for: its interface style and contrast.
      init(traitCollection: UITraitCollection) {
        self.init(
          dark: traitCollection.userInterfaceStyle == .dark,
          highContrast: traitCollection.accessibilityContrast == .high)
      }
    }
  #endif

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
#endif
