import StandardPathsCore

/// A scanned file read through the suffix grammar.
package struct ParsedFile: Hashable, Sendable {
  /// The path relative to the scanned folder: `Characters/hero@2x~ipad.png`.
  package var path: String
  /// The folder part of `path`, empty at the top: `Characters`.
  package var folder: String
  /// The name the file's variants are requested by: `Characters/hero.png`.
  package var request: String
  /// What the name means, independent of how it is spelled: equal traits are the same variant.
  package var traits: VariantTraits
  /// The name with its suffixes in the order the resolver builds them, when that differs.
  package var canonicalSpelling: String?

  package init(path: String) {
    self.path = path
    let slash = path.lastSlash
    folder = slash.map { String(path[..<$0]) } ?? ""
    request = path.deletingVariantSuffixes()
    traits = VariantTraits(path: path, request: request)
    let canonical = traits.spelling(of: request)
    canonicalSpelling = canonical == path ? nil : canonical
  }
}
