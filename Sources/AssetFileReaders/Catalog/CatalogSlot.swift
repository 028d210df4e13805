/// One entry of a set's `images` list: a place for one image, filled when it names a file.
package struct CatalogSlot: Hashable, Sendable, CustomStringConvertible {
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
  /// The appearances the slot is for, in the file's order: `luminosity` `light` or `dark`,
  /// `contrast` `high`; none for the slot of any appearance.
  package var appearances: [CatalogTrait]
  /// Its other fields (`locale`, `width-class`, `subtype`, `memory`, …), by name.
  package var traits: [CatalogTrait]
  /// The line (from 1) of `Contents.json` that a finding about the slot points at: its
  /// `filename` key, else its entry's first; 1 when unknown.
  package var line = 1

  package init(
    idiom: String, scale: Double?, filename: String?, variant: String = "",
    appearances: [CatalogTrait] = [], traits: [CatalogTrait] = []
  ) {
    self.idiom = idiom
    self.scale = scale
    self.filename = filename
    self.variant = variant
    self.appearances = appearances
    self.traits = traits
  }

  /// Whether phones draw from the slot.
  package var isForPhones: Bool { idiom == "universal" || idiom == "iphone" }

  /// What tells the slot apart from the others of its idiom and scale: `dark, high contrast`,
  /// `locale de`; empty for the slot of any appearance and no other trait.
  package var traitDescription: String {
    (appearances + traits).map(\.description).joined(separator: ", ")
  }

  /// `universal 2x, dark: avatar-dark@2x.png`, `iphone 3x: empty`: the slot as a list shows it.
  package var description: String {
    // Scales are read as at most 16, so the integer conversion cannot trap.
    var text = idiom + (scale.map { $0 == $0.rounded() ? " \(Int($0))x" : " \($0)x" } ?? "")
    if !appearances.isEmpty || !traits.isEmpty { text += ", " + traitDescription }
    return text + ": " + (filename ?? "empty")
  }
}
