#if canImport(AppKit) && canImport(CoreText) && !targetEnvironment(macCatalyst)
  import AppKit
  import CoreText

  extension NSFont {
    /// The font of `asset` at `size` points: its file is registered with Core Text for the
    /// process the first time (so the app needs no `ATSApplicationFontsPath` entry), and the
    /// font is made by the PostScript name the generator read from it. Nil when the asset is no
    /// font whose names the generator read, or the file cannot be registered.
    public convenience init?(asset: Asset, size: CGFloat) {
      guard let name = asset.registeredPostScriptName(for: .current) else { return nil }
      self.init(name: name, size: size)
    }
  }
#endif
