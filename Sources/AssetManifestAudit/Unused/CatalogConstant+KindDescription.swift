import AssetManifestGenerator

extension CatalogConstant {
  /// What the set is, as a finding of the audit names it: `an image set of Media.xcassets`.
  var kindDescription: String {
    let kind =
      switch entry {
      case .image: "an image set"
      case .color: "a color set"
      case .data: "a data set"
      }
    return kind + " of " + catalogPath
  }
}
