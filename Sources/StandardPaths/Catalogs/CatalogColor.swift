import Foundation
import StandardPathsCore

/// A color set of an asset catalog (`Media.xcassets/Accent.colorset`): what a generated
/// constant such as `Assets.accent` is.
///
/// Its components per appearance were read from the set's `Contents.json` at build time, so
/// they are known on every platform without loading the catalog.
public struct CatalogColor: Hashable, Sendable {
  /// A color's components in its color space.
  public struct Components: Hashable, Sendable {
    /// The color space as `Contents.json` names it (`srgb`, `display-p3`, `extended-srgb`,
    /// `gray-gamma-22`), nil when it names none (a system color).
    public var colorSpace: String?
    /// The components in 0…1 (beyond for an extended space) by name: `red`, `green`, `blue`,
    /// `alpha`, or `white` and `alpha` for a gray space, in that order.
    public var values: [String: Double]
    /// The component names in the order `Contents.json` lists them (red, green, blue, white and
    /// alpha first).
    public var names: [String]
    /// The system color the set names instead of components (`systemBlueColor`, as UIKit's and
    /// AppKit's class properties are named in Objective-C), nil for a color of components. Only
    /// an Apple platform knows its value: `values` is empty.
    public var systemColor: String?
    /// The platform `systemColor` is of, as `Contents.json` says it: `ios`, `osx`.
    public var platform: String?

    /// The component called `name` (`red`, `alpha`), or nil when the color has none.
    public subscript(_ name: String) -> Double? { values[name] }
  }

  /// The set's row of its table.
  let source: CatalogRow

  /// The set at `row` of `table`; generated code calls this.
  ///
  /// - Important: `table` must live until the process ends, as a generated file's global
  ///   does: the constant does not retain it. That is why this initializer is not public API.
  @_spi(AssetManifestGenerated)
  public init(_ table: AssetCatalogTable, _ row: Int) {
    source = CatalogRow(table, row)
  }

  /// The set's catalog name, which `UIColor(named:in:compatibleWith:)` takes: `Accent`.
  public var name: String {
    guard case .color(let name, _, _)? = source.entry else { return "" }
    return name
  }

  /// The components of each appearance the set defines, for its universal idiom.
  public var appearances: [CatalogAppearance: Components] {
    guard case .color(_, _, let colors)? = source.entry else { return [:] }
    var appearances: [CatalogAppearance: Components] = [:]
    for color in colors {
      guard let appearance = CatalogAppearance(rawValue: color.appearance) else { continue }
      appearances[appearance] = Components(
        colorSpace: color.colorSpace,
        values: Dictionary(color.components.map { ($0.name, $0.value) }) { first, _ in first },
        names: color.components.map(\.name), systemColor: color.systemColor,
        platform: color.platform)
    }
    return appearances
  }

  /// The path of the bundle whose compiled catalog holds the set (`Bundle.module`'s), nil when
  /// the generated file names none.
  public var bundlePath: String? { source.bundlePath }

  /// The bundle whose compiled catalog holds the set, what UIKit, AppKit and SwiftUI take
  /// beside `name`; nil when the generated file names none (they then search the main bundle).
  public var bundle: Bundle? { bundlePath.flatMap { Bundle(path: $0) } }

  /// The components for `appearance`, falling back as UIKit does: dark high contrast to dark,
  /// high contrast to any, dark to any; nil when the set has no color for any of them.
  public func components(for appearance: CatalogAppearance = .any) -> Components? {
    let appearances = appearances
    return appearance.fallbacks.lazy.compactMap { appearances[$0] }.first
  }
}
