import StandardPathsCore

/// The appearance an asset catalog's color or image is for: the `appearances` of its
/// `Contents.json` entry, as a trait collection's style and contrast, or an `NSAppearance`,
/// name it.
public enum CatalogAppearance: String, Hashable, Sendable, CaseIterable {
  /// Any appearance: the light one, and the fallback of every other.
  case any
  /// Dark mode.
  case dark
  /// Increased contrast.
  case highContrast = "high-contrast"
  /// Dark mode with increased contrast.
  case darkHighContrast = "dark-high-contrast"

  /// The appearance of `dark` mode and `highContrast`.
  public init(dark: Bool, highContrast: Bool) {
    self =
      switch (dark, highContrast) {
      case (false, false): .any
      case (true, false): .dark
      case (false, true): .highContrast
      case (true, true): .darkHighContrast
      }
  }

  /// The appearances whose entries serve this one, in order, as UIKit falls back: itself, then
  /// dark high contrast to dark, and every one to any.
  var fallbacks: [CatalogAppearance] {
    CatalogSlotChoice.fallbacks(of: rawValue).compactMap(CatalogAppearance.init(rawValue:))
  }
}
