import StandardPaths

/// Everything that shapes the generated file besides the scanned files.
package struct GeneratorOptions: Sendable, Equatable {
  /// Where the generated code finds the files at run time.
  package enum BundleSource: String, Sendable, CaseIterable {
    /// `Bundle.module`: the SwiftPM target's resource bundle (the plugin's choice).
    case module
    /// `Bundle.main`: an app's own resources.
    case main
    /// No bundle: paths only, no URLs or absolute paths.
    case none
  }

  /// The name of the generated namespace.
  package var namespace = "Assets"
  /// The access level of every generated declaration.
  package var accessLevel = "internal"
  /// Devices checked besides the catalogue; resolved in memory at run time.
  package var extraDevices: [Device] = []
  /// Whether warnings fail the generation too.
  package var strict = false
  /// How SwiftPM lays the files out in the bundle.
  package var layout: ManifestFormat.Layout = .relative
  /// The folder name `.copy` keeps in front of every path.
  package var copiedFolderName = ""
  package var bundle: BundleSource = .module
  /// What the diagnostics put in front of a file's relative path: the folder as the user gave it.
  package var diagnosticPrefix = ""
  /// The scanned folder's name, for the generated file's header.
  package var sourceName = "assets"

  package init() {}

  /// The devices of the table's columns.
  var devices: [Device] { Device.catalogue + extraDevices }
}
