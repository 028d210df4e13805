#if canImport(SwiftUI)
  import SwiftUI
  #if canImport(UIKit)
    import UIKit
  #elseif canImport(AppKit)
    import AppKit
  #endif

  extension Image {
    /// The image of `asset` on the current device, at the chosen file's scale, from the cache
    /// `UIImage(asset:)` and `NSImage(asset:)` share.
    ///
    /// When no variant serves the device, or the file cannot be decoded, it is SwiftUI's image
    /// for a name it cannot find, which draws nothing and logs the asset's name.
    public init(asset: Asset) {
      #if canImport(UIKit)
        if let image = UIImage(asset: asset) {
          self.init(uiImage: image)
          return
        }
      #elseif canImport(AppKit)
        if let image = NSImage(asset: asset) {
          self.init(nsImage: image)
          return
        }
      #endif
      self.init(asset.name, bundle: nil)
    }
  }
#endif
