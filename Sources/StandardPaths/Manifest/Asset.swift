import Foundation

/// One group of variants in a generated manifest: what a typed constant such as
/// `Assets.Characters.hero` is.
///
/// Every property reads the manifest's table; none touches the disk.
public struct Asset: Sendable {
  /// The manifest the asset belongs to, retained: holding it unretained saved about a fifth of
  /// the optimised build of 10,000 constants, and no goal needs that (BENCHMARKS.md, "Unsafe
  /// code").
  public let manifest: AssetManifest
  @usableFromInline let group: Int

  /// The asset at `group` in `manifest`; generated code calls this, with a group the manifest
  /// holds.
  @_spi(AssetManifestGenerated)
  public init(_ manifest: AssetManifest, _ group: Int) {
    self.manifest = manifest
    self.group = group
  }

  /// The name the asset is requested by, its path in the bundle without variant suffixes:
  /// `Assets/Characters/hero.png`; empty for a constant of a generated file whose table could
  /// not be read.
  public var name: String {
    group < manifest.count ? manifest.decoded.request(ofGroup: group) : ""
  }

  /// The chosen file's path relative to the bundle's resources on the current device, or nil
  /// when no variant serves it.
  public var path: String? { manifest.bundlePath(group: group, device: .current) }

  /// The chosen file's location in the bundle on the current device.
  public var url: URL? { manifest.chosenFile(group: group, device: .current).flatMap(manifest.url) }

  /// The chosen file's path relative to the bundle's resources on `device`.
  @inlinable
  public func path(for device: Device) -> String? {
    manifest.bundlePath(group: group, device: device)
  }

  /// The chosen file's location in the bundle on `device`.
  public func url(for device: Device) -> URL? {
    manifest.chosenFile(group: group, device: device).flatMap(manifest.url)
  }

  /// The chosen file's path relative to the bundle's resources on `device` for a user of
  /// `language` (`"de"`, `"pt-BR"`), whatever the user's own languages: the language's folder
  /// when the asset has one that serves it, else `Base.lproj`, then the development
  /// language's, then the file outside any language folder. An asset that no language folder
  /// holds answers as `path(for:)`.
  public func path(language: String, for device: Device = .current) -> String? {
    manifest.chosenFile(group: group, device: device, languages: [language])
      .map(manifest.name(ofFile:))
  }

  /// The chosen file's location in the bundle on `device` for a user of `language`, as
  /// `path(language:for:)` chooses it.
  public func url(language: String, for device: Device = .current) -> URL? {
    manifest.chosenFile(group: group, device: device, languages: [language])
      .flatMap(manifest.url)
  }

  /// The chosen file's scale on `device` (2 for `hero@2x.png`, 2 for `hero-hd.png` on a phone),
  /// ready for `UIImage(data:scale:)`; nil when no variant serves the device.
  public func scale(for device: Device = .current) -> Double? {
    chosenFileAndScale(for: device)?.scale
  }

  /// The chosen file's size in points on `device` (its pixels divided by its scale), so layout
  /// code knows an image's size without loading it; nil when no variant serves the device or
  /// the file's size is not known (no image, or a header the generator could not read).
  public func pointSize(for device: Device = .current) -> Device.ScreenSize? {
    guard let (file, scale) = chosenFileAndScale(for: device),
      let pixels = manifest.pixelSize(ofFile: file)
    else { return nil }
    return pixels.pointSize(scale: scale)
  }

  /// The file chosen for `device` and its scale there, as its name gives it; nil when no
  /// variant serves the device.
  func chosenFileAndScale(for device: Device) -> (file: Int, scale: Double)? {
    manifest.chosenFile(group: group, device: device).map {
      ($0, manifest.name(ofFile: $0).scaleFromSuffix(on: device))
    }
  }

  /// The group's own variant files with the traits their names carry; none for a constant of a
  /// generated file whose table could not be read.
  public var variants: [AssetVariant] {
    guard group < manifest.count else { return [] }
    return manifest.decoded.variantRange(ofGroup: group).map {
      AssetVariant(
        name: manifest.name(ofFile: $0), path: manifest.name(ofFile: $0),
        pixelSize: manifest.pixelSize(ofFile: $0))
    }
  }
}
