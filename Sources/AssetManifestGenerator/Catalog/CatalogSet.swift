import AssetFileReaders

/// One set of a catalog: an image set, an app icon set, a color set or another kind.
package struct CatalogSet: Hashable, Sendable {
  /// The set's path in the bundle listing: `Media.xcassets/Characters/hero.imageset`.
  package var path: String
  /// The set's kind, its folder's extension: `imageset`, `appiconset`, `colorset`.
  package var kind: String
  /// The slots its `Contents.json` declares, in the file's order.
  package var slots: [CatalogSlot]
  /// A color set's colors, per idiom and appearance, in the file's order.
  package var colors: [CatalogColor]
  /// The files in the set's folder other than `Contents.json`, sorted.
  package var files: [String]
  /// The entries in the set's folder that are not files, by name, each with what it is (`a
  /// named pipe (FIFO)`, `a broken symbolic link (to 'x.png', which does not exist)`): a slot
  /// that names one is told what it names, not that the set lacks it.
  package var nonFiles: [String: String] = [:]
  /// What each image file's header says, by file name.
  package var images: [String: ImageFacts]
  /// Why `Contents.json` could not be read, when it could not.
  package var unreadable: String?
  /// The line of `Contents.json` that `unreadable` is about: 1 for the file as a whole.
  package var unreadableLine = 1
  /// A data set's file, the first its `data` list names; nil for other sets.
  package var dataFile: String?
  /// The line of `Contents.json` that names `dataFile`.
  package var dataFileLine = 1

  package init(
    path: String, kind: String, slots: [CatalogSlot] = [], colors: [CatalogColor] = [],
    files: [String] = [], images: [String: ImageFacts] = [:], unreadable: String? = nil
  ) {
    self.path = path
    self.kind = kind
    self.slots = slots
    self.colors = colors
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

  /// Whether the set is a data set (`NSDataAsset`).
  package var isDataSet: Bool { kind == "dataset" }

  /// Whether the set holds colors rather than slots for files.
  package var isColorSet: Bool { kind == "colorset" }

  /// Whether a set of its kind, when readable, becomes a constant: image, color and data sets.
  package var hasConstantKind: Bool { isImageSet || isColorSet || isDataSet }

  /// The slots whose file is in the set's folder (names compared without letter case, as on a
  /// Mac's disk): those that give the app an image.
  package var filledSlots: [CatalogSlot] {
    let present = Set(files.map { $0.lowercased() })
    return slots.filter { slot in slot.filename.map { present.contains($0.lowercased()) } ?? false }
  }

  /// The set's file that `name` (a slot's or a data set's `filename`) names: the file spelt
  /// so, else one spelt so but for letter case, which a Mac's disk finds and a case-sensitive one
  /// does not; nil when the set's folder holds neither (a path out of the folder holds none).
  package func file(named name: String) -> String? {
    files.first { $0 == name } ?? files.first { $0.lowercased() == name.lowercased() }
  }
}
