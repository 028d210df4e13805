extension Checks {
  /// The `catalog-not-compiled` warnings, one per asset catalog that the build copies as it is,
  /// at the catalog's folder: one inside a `.copy(...)` resource or an Xcode folder reference
  /// (which Xcode 27 no longer compiles either), and one that a package's `.process(...)`
  /// declares in a build that compiles no catalog (SwiftPM where there is no `actool`: Linux,
  /// Windows); a folder no `Package.swift` holds is an Xcode project's, which compiles it. The
  /// constants of such a catalog answer from its raw files, which the message says.
  static func catalogCompilation(_ input: CheckInput) -> [Diagnostic] {
    let options = input.options
    return input.catalogs.compactMap { catalog in
      let folder = input.locations.location(of: catalog.path)
      let name = "'\(catalog.path)'"
      let consequence =
        "no Assets.car holds its sets, so UIImage(named:), UIColor(named:) and NSDataAsset "
        + "find none of them, and its constants answer from its raw files (no app thinning, "
        + "no compression)"
      if catalog.isCopied {
        let fix =
          switch options.buildSystem {
          case .swiftPM:
            "declare it with .process(...) in Package.swift, out of any folder declared with "
              + ".copy(...)"
          case .xcode:
            "add it to the target's Copy Bundle Resources as a member, not inside a folder "
              + "reference"
          }
        return Diagnostic(
          .catalogNotCompiled, folder,
          "the catalog \(name) is copied as it is, since a copied resource is never compiled "
            + "(Xcode 27 and later no longer compile one either): \(consequence); \(fix)")
      }
      guard !options.compilesProcessedCatalogs, options.buildSystem == .swiftPM,
        options.isPackageTarget
      else {
        return nil
      }
      return Diagnostic(
        .catalogNotCompiled, folder,
        "SwiftPM on this platform has no actool, so it copies the catalog \(name) as it is: "
          + "\(consequence); nothing to fix for this platform (an Xcode build for Apple "
          + "platforms compiles it), and \"rules\": {\"catalog-not-compiled\": \"off\"} in "
          + "asset-manifest.json silences this")
    }
  }
}
