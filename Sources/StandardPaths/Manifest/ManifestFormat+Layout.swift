extension ManifestFormat {
  /// How the bundle that SwiftPM builds lays out the scanned files.
  package enum Layout: String, Sendable {
    /// Paths stay as they are below the scanned folder (the command line's default).
    case relative
    /// `.copy("Folder")`: the folder is copied whole, so paths gain the folder's name.
    case copy
    /// `.process(...)`: files are flattened into the bundle's root, so only the name remains.
    case process
  }
}
