/// The version of the generator, which `asset-manifest --version` prints and every generated
/// file's header names.
package enum GeneratorVersion {
  /// The version, in semantic-versioning form.
  package static let current = "0.1.0"
}
