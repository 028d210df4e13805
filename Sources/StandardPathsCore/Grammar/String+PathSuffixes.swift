extension String {
  // MARK: Extensions and generic suffixes

  /// The extension of the last path component as the suffix grammar reads it: `obj.gz` for
  /// `model.obj.gz`, `png` for `foo@2x.png`, empty for `.bashrc` and `foo.`.
  public var fullPathExtension: String { SuffixedName(self).pathExtension }

  /// The last `/` that is a character of its own, as `lastIndex(of: "/")` finds it; read from
  /// the bytes when the text is ASCII, where every byte is a character, so that thousands of
  /// names cost no grapheme breaking.
  package var lastSlash: String.Index? {
    utf8.allSatisfy { $0 < 0x80 } ? utf8.lastIndex(of: UInt8(ascii: "/")) : lastIndex(of: "/")
  }

  /// Whether the last path component has an extension (`.bashrc` and `foo.` do not).
  public var hasPathExtension: Bool { SuffixedName(self).hasExtension }

  /// The path with its extension replaced by `pathExtension`, or given one when it has none.
  ///
  /// `"model.obj.gz".replacingPathExtension(with: "tiff")` is `"model.tiff"`.
  public func replacingPathExtension(with pathExtension: String) -> String {
    let name = SuffixedName(self)
    return name.piece(0, name.extensionStart) + "." + pathExtension
  }

  /// The path with `suffix` inserted before the extension: `"foo.png"` + `"-big"` is
  /// `"foo-big.png"`. An empty suffix changes nothing.
  public func appendingPathSuffix(_ suffix: String) -> String {
    let name = SuffixedName(self)
    return name.inserting(suffix, at: name.extensionStart)
  }

  /// The path without `suffix` before its extension, or unchanged when it does not end so.
  public func deletingPathSuffix(_ suffix: String) -> String {
    let name = SuffixedName(self)
    guard name.bodyEnds(with: suffix) else { return self }
    return name.removing(name.extensionStart - suffix.utf8.count, name.extensionStart)
  }

  /// Whether the last path component ends with `suffix` once its extension is set aside.
  /// An empty suffix never matches.
  public func hasPathSuffix(_ suffix: String) -> Bool {
    SuffixedName(self).bodyEnds(with: suffix)
  }

  /// The path without any height, `-hd`, scale or idiom suffix: the base name its variants are
  /// grouped under. `"foo-568h-hd@2x~iphone.png"` gives `"foo.png"`.
  public func deletingVariantSuffixes() -> String {
    var name = SuffixedName(self)
    while true {
      let stripped = name.removing(name.modifierStart, name.extensionStart)
      guard stripped != name.text else { return stripped }
      name = SuffixedName(stripped)
    }
  }

  // MARK: Idiom

  /// The idiom suffix (`~ipad`), or nil when there is none.
  public var idiomSuffix: String? { hasIdiomSuffix ? SuffixedName(self).idiomSuffix : nil }

  /// Whether the path has an idiom suffix (`~iphone`, `~ipad`, `~tv`, `~car`, `~mac`).
  public var hasIdiomSuffix: Bool { SuffixedName(self).idiom != nil }

  /// The idiom named by the idiom suffix, or `device`'s idiom when there is none.
  public func idiomFromSuffix(on device: Device) -> Device.Idiom {
    SuffixedName(self).idiom ?? device.idiom
  }

  /// The path with `idiom`'s suffix appended before the extension; unchanged when it already
  /// ends with that suffix.
  public func appendingIdiomSuffix(for idiom: Device.Idiom) -> String {
    let name = SuffixedName(self)
    guard name.idiom != idiom else { return self }
    return name.inserting(idiom.suffix, at: name.extensionStart)
  }

  /// The path with `device`'s idiom suffix appended.
  public func appendingDeviceIdiomSuffix(for device: Device) -> String {
    appendingIdiomSuffix(for: device.idiom)
  }

  /// The path without its idiom suffix.
  public func deletingIdiomSuffix() -> String {
    let name = SuffixedName(self)
    return name.removing(name.idiomStart, name.extensionStart)
  }

  // MARK: Scale

  /// The scale suffix (`@2x`, `@1.5x`), or nil when there is none.
  public var scaleSuffix: String? { hasScaleSuffix ? SuffixedName(self).scaleSuffix : nil }

  /// Whether the path has a scale suffix.
  public var hasScaleSuffix: Bool { SuffixedName(self).scale != nil }

  /// The scale the name stands for: the scale suffix's number; else 2 for an `-hd` name on a
  /// phone, else 1.
  public func scaleFromSuffix(on device: Device) -> Double {
    let name = SuffixedName(self)
    if let scale = name.scale { return scale }
    return name.modifier == .hd && device.idiom == .phone ? 2 : 1
  }

  /// The path with a scale suffix for `scale` inserted before any idiom suffix; unchanged when it
  /// already has that scale suffix, or when `scale` is not a positive number (for the device's
  /// own scale, `appendingDeviceScaleSuffix(for:)`).
  public func appendingScaleSuffix(_ scale: Double) -> String {
    guard scale > 0, scale.isFinite else { return self }
    let token = "@" + SuffixNumber.format(scale) + "x"
    let name = SuffixedName(self)
    guard name.scaleSuffix != token else { return self }
    return name.inserting(token, at: name.idiomStart)
  }

  /// The path with `device`'s scale suffix: nothing on a 1× device, `@2x` on a 2× one.
  public func appendingDeviceScaleSuffix(for device: Device) -> String {
    device.scale == 1 ? self : appendingScaleSuffix(device.scale)
  }

  /// The path without its scale suffix.
  public func deletingScaleSuffix() -> String {
    let name = SuffixedName(self)
    return name.removing(name.scaleStart, name.idiomStart)
  }

  // MARK: Height

  /// The height suffix (`-568h`), or nil when the last token before the scale is not one.
  public var heightSuffix: String? {
    let name = SuffixedName(self)
    guard case .height = name.modifier else { return nil }
    return name.modifierSuffix
  }

  /// Whether the last token before the scale is a height suffix.
  public var hasHeightSuffix: Bool { heightSuffix != nil }

  /// The height in the height suffix, or nil when there is none.
  public var heightFromSuffix: Double? {
    guard case .height(let height) = SuffixedName(self).modifier else { return nil }
    return height
  }

  /// The path with a height suffix inserted before any scale and idiom suffix; unchanged when the
  /// last token before the scale is already that suffix, or when `height` is not a positive
  /// number (for the device's own height, `appendingDeviceHeightSuffix(for:)`).
  public func appendingHeightSuffix(_ height: Double) -> String {
    guard height > 0, height.isFinite else { return self }
    let token = "-" + SuffixNumber.format(height) + "h"
    let name = SuffixedName(self)
    guard name.modifierSuffix != token else { return self }
    return name.inserting(token, at: name.scaleStart)
  }

  /// The path with `device`'s height suffix (`-568h` on an iPhone 5 class phone).
  public func appendingDeviceHeightSuffix(for device: Device) -> String {
    device.longSide.map(appendingHeightSuffix) ?? self
  }

  /// The path without its height suffix.
  public func deletingHeightSuffix() -> String {
    let name = SuffixedName(self)
    guard case .height = name.modifier else { return self }
    return name.removing(name.modifierStart, name.scaleStart)
  }

  // MARK: HD

  /// Whether the last token before the scale is `-hd`.
  public var hasHDSuffix: Bool { SuffixedName(self).modifier == .hd }

  /// The path with `-hd` inserted before any scale and idiom suffix; unchanged when the last
  /// token before the scale is already `-hd`.
  public func appendingHDSuffix() -> String {
    let name = SuffixedName(self)
    guard name.modifier != .hd else { return self }
    return name.inserting("-hd", at: name.scaleStart)
  }

  /// The path with `-hd` appended when `device` is HD (a retina phone or car, any pad, TV or
  /// desktop), unchanged otherwise.
  public func appendingHDSuffixIfDeviceIsHD(_ device: Device) -> String {
    device.isHD ? appendingHDSuffix() : self
  }

  /// The path without its `-hd` suffix.
  public func deletingHDSuffix() -> String {
    let name = SuffixedName(self)
    guard name.modifier == .hd else { return self }
    return name.removing(name.modifierStart, name.scaleStart)
  }
}
