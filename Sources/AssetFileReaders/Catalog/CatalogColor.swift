/// One entry of a color set's `colors` list: the color for an idiom and appearance.
package struct CatalogColor: Hashable, Sendable, CustomStringConvertible {
  /// The device family: `universal`, `iphone`, `mac`, ….
  package var idiom: String
  /// The appearances the color is for, as a slot's (`luminosity` `dark`, `contrast` `high`).
  package var appearances: [CatalogTrait]
  /// Its other fields (`display-gamut`, `locale`, …), by name.
  package var traits: [CatalogTrait]
  /// `srgb`, `display-p3`, `gray-gamma-22`, `extended-srgb`, …; nil for a system color.
  package var colorSpace: String?
  /// The components as written (`0.500`, `0x80` or `128`): red, green, blue, white and alpha
  /// first, then any other by name.
  package var components: [CatalogTrait]
  /// A system color's name (`systemBlueColor`), which a platform defines.
  package var reference: String?
  /// The platform of a system color: `ios`, `osx`.
  package var platform: String?
  /// The line (from 1) of `Contents.json` that a finding about the color as a whole points at:
  /// its `components` key, else its `color` key, else its entry's first; 1 when unknown.
  package var line = 1
  /// Whether the entry is an idiom and nothing else, Xcode's "no color": how its app template
  /// writes `AccentColor`, whose color the system's tint then gives.
  package var isUnset = false
  /// The line of its `color-space` key; `line` when it has none.
  package var spaceLine = 1
  /// The line of each component's key, in the order of `components`; empty when not known. An
  /// array, not a dictionary by name: a hostile set's forty thousand components stay in memory
  /// with the set until the checks have run.
  package var componentLines: [Int] = []

  package init(
    idiom: String, appearances: [CatalogTrait] = [], traits: [CatalogTrait] = [],
    colorSpace: String? = nil, components: [CatalogTrait] = [], reference: String? = nil,
    platform: String? = nil
  ) {
    self.idiom = idiom
    self.appearances = appearances
    self.traits = traits
    self.colorSpace = colorSpace
    self.components = components
    self.reference = reference
    self.platform = platform
  }

  /// `universal, dark: srgb red 1.000, green 0.500, blue 0.000, alpha 1.000`, `mac:
  /// systemBlueColor (osx)`: the color as a list shows it.
  package var description: String {
    var text = idiom
    let traitText = (appearances + traits).map(\.description)
    if !traitText.isEmpty { text += ", " + traitText.joined(separator: ", ") }
    text += ": "
    if let reference {
      return text + reference + (platform.map { " (\($0))" } ?? "")
    }
    guard colorSpace != nil || !components.isEmpty else { return text + "no color" }
    let values = components.map { "\($0.name) \($0.value)" }.joined(separator: ", ")
    let parts = [colorSpace, values.isEmpty ? nil : values].compactMap { $0 }
    return text + parts.joined(separator: " ")
  }
}
