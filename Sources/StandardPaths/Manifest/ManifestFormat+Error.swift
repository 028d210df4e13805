extension ManifestFormat {
  /// Why a manifest's text could not be read.
  package struct Error: Swift.Error, CustomStringConvertible {
    package var description: String
  }
}
