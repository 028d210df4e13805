/// One set of a catalog: an image set, an app icon set, a color set or another kind.
package struct CatalogSet: Hashable, Sendable {
  /// The set's path in the bundle listing: `Media.xcassets/Characters/hero.imageset`.
  package var path: String
  /// The set's kind, its folder's extension: `imageset`, `appiconset`, `colorset`.
  package var kind: String
  /// The slots its `Contents.json` declares, in the file's order.
  package var slots: [CatalogSlot]
  /// The files in the set's folder other than `Contents.json`, sorted.
  package var files: [String]
  /// What each image file's header says, by file name.
  package var images: [String: ImageFacts]
  /// Why `Contents.json` could not be read, when it could not.
  package var unreadable: String?

  package init(
    path: String, kind: String, slots: [CatalogSlot] = [], files: [String] = [],
    images: [String: ImageFacts] = [:], unreadable: String? = nil
  ) {
    self.path = path
    self.kind = kind
    self.slots = slots
    self.files = files
    self.images = images
    self.unreadable = unreadable
  }

  /// The set's name, as Xcode shows it: `hero`.
  package var name: String {
    let folder = path.split(separator: "/").last.map(String.init) ?? path
    return String(folder.dropLast(kind.count + 1))
  }

  /// Whether the set holds images whose sizes the checks compare.
  package var isImageSet: Bool { kind == "imageset" }
}
