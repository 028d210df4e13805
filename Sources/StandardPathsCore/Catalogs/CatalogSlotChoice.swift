/// Which slot of an asset catalog's image set a device gets, as the build tool precomputes it
/// for every known device and the runtime computes it for any other.
///
/// The order:
/// 1. **Idiom first.** The slots of the device's own idiom (`iphone` for a phone, `ipad` for a
///    pad, `mac` for a desktop, `tv`, `car`) when the set fills any; otherwise the `universal`
///    slots. A slot of another idiom never serves the device.
/// 2. **Then the nearest scale** among those slots: the device's exact scale (a slot of no scale,
///    a single vector image, serves every scale as if it were exact); else the next higher
///    scale (a sharper image scaled down); else the highest lower one (scaled up).
///
/// Only slots for no trait but an appearance (not locale, size class, memory) are considered.
/// A `Device` describes no appearance, so the answers precomputed for the known devices are
/// those of the slots for any appearance; asked for an appearance, the choice runs on that
/// appearance's slots first and falls back as colors do: dark high contrast to dark, then any;
/// dark or high contrast to any. Appearance comes before idiom (a universal dark image beats an
/// `iphone` one for any appearance on a dark iPhone), since an image drawn for the other
/// appearance can be unreadable on its background while one of another idiom only fits less
/// well.
///
/// Sources: Apple's `UIImageAsset` documentation (an image is looked up by its trait
/// collection's `displayScale` and `userInterfaceIdiom`, `documentation/uikit/uiimageasset`);
/// the image set format's `universal` idiom, which "works on any device" and which an idiom's own
/// slot overrides (`Contents.json` reference, `library/archive/documentation/Xcode/Reference/
/// xcode_ref-Asset_Catalog_Format`); and the documented preference for scaling a larger image
/// down over scaling a smaller one up (Stack Overflow 32354453). Apple does not document the
/// tie-break between a higher and a lower scale; this order is the one the project chose.
package enum CatalogSlotChoice {
  /// The catalog idiom that serves `idiom` before `universal`.
  package static func catalogIdiom(of idiom: Device.Idiom) -> String {
    switch idiom {
    case .phone: "iphone"
    case .pad: "ipad"
    case .tv: "tv"
    case .car: "car"
    case .desktop: "mac"
    }
  }

  /// The index in `slots` of the slot `device` gets, or nil when none serves it. Each slot is
  /// its idiom and its scale (nil for any scale); pass only the slots that hold a file and are
  /// for any appearance.
  package static func choose(
    _ slots: [(idiom: String, scale: Double?)], for device: Device
  ) -> Int? {
    let own = catalogIdiom(of: device.idiom)
    var candidates = slots.indices.filter { slots[$0].idiom == own }
    if candidates.isEmpty { candidates = slots.indices.filter { slots[$0].idiom == "universal" } }
    // Rank: 0 exact (or any scale), 1 higher (nearer first), 2 lower (nearer first).
    func rank(_ index: Int) -> (Int, Double) {
      guard let scale = slots[index].scale, scale != device.scale else { return (0, 0) }
      return scale > device.scale ? (1, scale - device.scale) : (2, device.scale - scale)
    }
    return candidates.min { lhs, rhs in
      let (left, right) = (rank(lhs), rank(rhs))
      return left.0 != right.0 ? left.0 < right.0 : left.1 != right.1 ? left.1 < right.1 : lhs < rhs
    }
  }

  /// The appearances whose slots serve `appearance`, in order: itself, then those it falls
  /// back to.
  package static func fallbacks(of appearance: String) -> [String] {
    switch appearance {
    case "dark-high-contrast": ["dark-high-contrast", "dark", "any"]
    case "dark": ["dark", "any"]
    case "high-contrast": ["high-contrast", "any"]
    default: ["any"]
    }
  }

  /// The index in `slots` of the slot `device` gets for `appearance` (`any`, `dark`,
  /// `high-contrast`, `dark-high-contrast`), or nil when none serves it.
  package static func choose(
    _ slots: [CatalogFormat.Slot], for device: Device, appearance: String = "any"
  ) -> Int? {
    for candidate in fallbacks(of: appearance) {
      let indices = slots.indices.filter { slots[$0].appearance == candidate }
      if let index = choose(indices.map { (slots[$0].idiom, slots[$0].scale) }, for: device) {
        return indices[index]
      }
    }
    return nil
  }
}
