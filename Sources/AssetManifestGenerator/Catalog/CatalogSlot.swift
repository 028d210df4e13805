/// One entry of a set's `images` list: a place for one image, filled when it names a file.
package struct CatalogSlot: Hashable, Sendable {
  /// The device family: `universal`, `iphone`, `ipad`, `mac`, `tv`, `watch`, `vision`.
  package var idiom: String
  /// The scale the slot is for, nil for a slot of any scale (a single vector image).
  package var scale: Double?
  /// The file the slot holds, nil for an empty slot.
  package var filename: String?
  /// Every other field of the slot (`locale`, `appearances`, `width-class`, `subtype`,
  /// `memory`, …) as sorted JSON, empty when there is none: slots that differ in it may rightly
  /// hold images of different sizes.
  package var variant: String

  package init(idiom: String, scale: Double?, filename: String?, variant: String = "") {
    self.idiom = idiom
    self.scale = scale
    self.filename = filename
    self.variant = variant
  }

  /// Whether phones draw from the slot.
  package var isForPhones: Bool { idiom == "universal" || idiom == "iphone" }
}
