import AssetFileReaders
import StandardPathsCore

extension Checks {
  /// Variants that differ only in scale but do not show one size in points (±1 px of
  /// rounding): a `hero@2x.png` that is not twice `hero.png`.
  ///
  /// Only files that differ in scale alone are compared: an iPad or a `-568h` variant may
  /// rightly have a size of its own.
  static func inconsistentPointSizes(
    _ groups: [AssetGroup], _ images: [String: ImageFacts]
  ) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for group in groups {
      let sized = group.files.compactMap { file -> (traits: VariantTraits, sized: Sized)? in
        guard let facts = images[file.path], let scale = nominalScale(of: file),
          facts.pages == 1
        else { return nil }
        var traits = file.traits
        traits.scale = nil
        return (traits, Sized(path: file.path, facts: facts, scale: scale))
      }
      let families = Dictionary(grouping: sized, by: \.traits).values.map { $0.map(\.sized) }
      for (odd, reference) in families.flatMap(oddSizes) {
        let expected = odd.expectedSize(from: reference)
        diagnostics.append(
          Diagnostic(
            .pointSizeMismatch, odd.path,
            "\(name(odd.path)) is \(odd.facts.size) px; \(name(reference.path)) "
              + "(\(reference.facts.size) at \(number(reference.scale))x) implies "
              + "\(expected.width)×\(expected.height); resize it to that, or give it the "
              + "scale suffix of its size"))
      }
    }
    return diagnostics.sorted { UTF8Order.precedes($0.path, $1.path) }
  }

  /// The images of one family (one variant at several scales) that show another size in points
  /// than the one most of the others agree on, each with that one: on a tie, the lowest scale
  /// is the reference.
  static func oddSizes(_ family: [Sized]) -> [(odd: Sized, reference: Sized)] {
    guard family.count > 1 else { return [] }
    let ordered = family.sorted {
      ($0.scale, $0.path.utf8.count, $0.path) < ($1.scale, $1.path.utf8.count, $1.path)
    }
    let reference = ordered.max { lhs, rhs in
      ordered.count { $0.fits(lhs) } < ordered.count { $0.fits(rhs) }
    }!
    return ordered.filter { !$0.fits(reference) }.map { ($0, reference) }
  }

  /// Height-suffixed variants (`-568h`) larger in points than the screen their suffix names.
  static func oversizedHeightVariants(
    _ files: [ParsedFile], _ images: [String: ImageFacts]
  ) -> [Diagnostic] {
    files.compactMap { file in
      guard let facts = images[file.path], let scale = nominalScale(of: file),
        let height = file.traits.modifiers.lazy.compactMap({ modifier -> Double? in
          if case .height(let height) = modifier { height } else { nil }
        }).first
      else { return nil }
      // The screen's width, when a known device of that height says what it is.
      let screen = Device.knownDevices.lazy.compactMap(\.screenSize).first {
        max($0.width, $0.height) == height
      }
      let shortSide = screen.map { min($0.width, $0.height) }
      let long = Double(max(facts.width, facts.height))
      let short = Double(min(facts.width, facts.height))
      let tooLong = long > height * scale + 1
      let tooWide = shortSide.map { short > $0 * scale + 1 } ?? false
      guard tooLong || tooWide else { return nil }
      let points = "\(number(Double(facts.width) / scale))×\(number(Double(facts.height) / scale))"
      let screenText =
        shortSide.map { "\(number($0))×\(number(height))" } ?? "\(number(height)) points tall"
      let limit =
        shortSide.map { "\(number($0 * scale))×\(number(height * scale))" }
        ?? "\(number(height * scale)) px tall"
      return Diagnostic(
        .heightVariantOversized, file.path,
        "\(name(file.path)) is \(facts.size) px, \(points) points at \(number(scale))x: larger "
          + "than the \(screenText) screen its -\(number(height))h suffix is for; resize it to "
          + "fit \(limit) px, or remove the suffix")
    }
  }

  /// The scale a file's name gives it on every device, or nil for `-hd` without a scale
  /// suffix, which is 2× on phones and 1× elsewhere.
  static func nominalScale(of file: ParsedFile) -> Double? {
    if let scale = file.traits.scale { return scale }
    return file.traits.modifiers.contains(.hd) ? nil : 1
  }

  /// A file's last path component.
  package static func name(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  /// `2`, `1.5`: a number as suffixes write it.
  package static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15
      ? String(Int(value)) : String((value * 100).rounded() / 100)
  }

  /// An image with its size and the scale it is drawn at.
  struct Sized {
    var path: String
    var facts: ImageFacts
    var scale: Double

    /// This file's size if it showed `reference`'s size in points.
    func expectedSize(from reference: Sized) -> (width: Int, height: Int) {
      let ratio = scale / reference.scale
      return (
        Int((Double(reference.facts.width) * ratio).rounded()),
        Int((Double(reference.facts.height) * ratio).rounded())
      )
    }

    /// Whether this file shows `reference`'s size in points, to a pixel of rounding.
    func fits(_ reference: Sized) -> Bool {
      let ratio = scale / reference.scale
      return abs(Double(facts.width) - Double(reference.facts.width) * ratio) <= 1.000_001
        && abs(Double(facts.height) - Double(reference.facts.height) * ratio) <= 1.000_001
    }
  }
}
