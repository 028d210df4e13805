/// One entry of a set's `images` list: a place for one image, filled when it names a file.
package struct CatalogSlot: Hashable, Sendable {
  /// The device family: `universal`, `iphone`, `ipad`, `mac`, `tv`, `watch`, `vision`.
  package var idiom: String
  /// The scale the slot is for, nil for a slot of any scale (a single vector image).
  package var scale: Double?
  /// The file the slot holds, nil for an empty slot.
  package var filename: String?

  package init(idiom: String, scale: Double?, filename: String?) {
    self.idiom = idiom
    self.scale = scale
    self.filename = filename
  }

  /// Whether phones draw from the slot.
  package var isForPhones: Bool { idiom == "universal" || idiom == "iphone" }
}
