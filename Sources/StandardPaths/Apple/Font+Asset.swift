#if canImport(SwiftUI) && canImport(CoreText)
  import CoreText
  import SwiftUI

  extension Font {
    /// The font of `asset` at `size` points, scaled with the body text style as
    /// `Font.custom(_:size:)` is: the file is registered with Core Text for the process the
    /// first time, and the font is found by the PostScript name the generator read from it.
    /// When the asset is no font whose names the generator read, it is SwiftUI's font for a
    /// name it cannot find (the system font).
    public static func custom(asset: Asset, size: CGFloat) -> Font {
      .custom(asset.registeredPostScriptName(for: .current) ?? asset.name, size: size)
    }
  }
#endif
