/// A trait of a catalog slot or color beyond its idiom and scale, as `Contents.json` names it:
/// an appearance (`luminosity` `dark`, `contrast` `high`) or another field (`locale` `de`,
/// `width-class` `compact`, `memory` `2GB`).
package struct CatalogTrait: Hashable, Sendable, CustomStringConvertible {
  /// The appearance's kind (`luminosity`, `contrast`) or the field's name.
  package var name: String
  /// Its value as written: `dark`, `high`, `de`; a list or an object as sorted JSON.
  package var value: String

  package init(_ name: String, _ value: String) {
    self.name = name
    self.value = value
  }

  /// As Xcode's inspector says it: `dark`, `light`, `high contrast`, `locale de`.
  package var description: String {
    switch (name, value) {
    case ("luminosity", _): value
    case ("contrast", "high"): "high contrast"
    default: "\(name) \(value)"
    }
  }
}
