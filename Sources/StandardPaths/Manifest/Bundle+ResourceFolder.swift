import Foundation

extension Bundle {
  /// The folder that holds the bundle's resources as the build laid them out, which generated
  /// tables' paths are relative to.
  ///
  /// On Apple platforms, `resourceURL`: an app's `Contents/Resources` on a Mac, the bundle
  /// itself on iOS. Elsewhere, the bundle's own folder, where SwiftPM copies the resources:
  /// Foundation there takes a `Resources` folder among them (what `.copy("Resources")` makes)
  /// for a bundle's resource folder, so `resourceURL` would point one level too deep and every
  /// path below it would name no file (seen with Swift 6.3.1 on Linux).
  var resourceFolder: URL? {
    #if canImport(Darwin)
      resourceURL
    #else
      bundleURL
    #endif
  }
}
