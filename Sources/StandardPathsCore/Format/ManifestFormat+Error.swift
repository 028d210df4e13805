extension ManifestFormat {
  /// Why a manifest's text could not be read.
  package struct Error: Swift.Error, CustomStringConvertible {
    package var description: String

    /// An error that says `description`.
    package init(description: String) {
      self.description = description
    }
  }
}
