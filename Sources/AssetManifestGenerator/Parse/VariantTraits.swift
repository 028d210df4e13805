import StandardPathsCore

/// The suffix tokens of a name, as values: `-568h`, `-568.0h` have equal traits.
package struct VariantTraits: Hashable, Sendable, CustomStringConvertible {
  package enum Modifier: Hashable, Sendable {
    case height(Double)
    case hd
    /// A second idiom or scale token (`foo@2x@3x.png`), kept as written.
    case repeated(String)
  }

  package var modifiers: [Modifier]
  package var scale: Double?
  package var idiom: Device.Idiom?
  /// The extension: a merged `hero.tiff` is not the same variant as `hero.png`.
  package var fileExtension: String

  /// Reads the tokens `request` lacks, stripping them from the end of `path` one at a time, so
  /// that misordered names (`foo~ipad@2x.png`) get their traits too.
  init(path: String, request: String) {
    modifiers = []
    fileExtension = path.fullPathExtension
    var rest = path
    while rest != request {
      if rest.hasIdiomSuffix, idiom == nil {
        idiom = rest.idiomFromSuffix(on: .mac)
        rest = rest.deletingIdiomSuffix()
      } else if rest.hasScaleSuffix, scale == nil {
        scale = rest.scaleFromSuffix(on: .mac)
        rest = rest.deletingScaleSuffix()
      } else if rest.hasHDSuffix {
        modifiers.insert(.hd, at: 0)
        rest = rest.deletingHDSuffix()
      } else if let height = rest.heightFromSuffix {
        modifiers.insert(.height(height), at: 0)
        rest = rest.deletingHeightSuffix()
      } else {
        // Stripping a token can expose a new extension (`a.@2x.png`); stop rather than loop.
        guard let token = rest.idiomSuffix ?? rest.scaleSuffix else { break }
        modifiers.insert(.repeated(token), at: 0)
        rest = rest.deletingPathSuffix(token)
      }
    }
  }

  /// `request` with these traits, spelled the way the resolver builds candidates.
  func spelling(of request: String) -> String {
    var name = request
    for modifier in modifiers {
      switch modifier {
      case .hd: name = name.appendingPathSuffix("-hd")
      case .height(let height):
        name = name.appendingPathSuffix(request.appendingHeightSuffix(height).heightSuffix ?? "")
      case .repeated(let token): name = name.appendingPathSuffix(token)
      }
    }
    if let scale { name = name.appendingScaleSuffix(scale) }
    if let idiom { name = name.appendingIdiomSuffix(for: idiom) }
    return fileExtension == request.fullPathExtension
      ? name : name.replacingPathExtension(with: fileExtension)
  }

  package var description: String {
    var parts = modifiers.map { modifier in
      switch modifier {
      case .hd: "-hd"
      case .height(let height): "height " + Self.number(height)
      case .repeated(let token): token
      }
    }
    if let scale { parts.append("scale " + Self.number(scale)) }
    if let idiom { parts.append("idiom \(idiom.rawValue)") }
    return parts.isEmpty ? "no suffix" : parts.joined(separator: ", ")
  }

  private static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
