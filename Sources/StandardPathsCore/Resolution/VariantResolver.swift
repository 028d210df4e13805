/// The variant resolver: which file stands for a request on a device.
///
/// This is the one implementation of the reference candidate order. Every other lookup — the
/// in-memory `VariantSet`, the probing `FileResolver`, the generated tables — asks it.
public enum VariantResolver {
  /// The names that could stand for `request` on `device`, highest priority first, each once.
  ///
  /// - Parameters:
  ///   - request: a file name or a path relative to a folder, such as `Characters/hero.png`.
  ///   - type: appended as an extension when `request` has none; `"png"`, `"jpg"`, `"jpeg"` or
  ///     `""` also let a desktop try a `.tiff`. Nil means no type at all.
  ///   - device: the device to resolve for.
  public static func candidates(
    for request: String, ofType type: String? = "png", on device: Device
  ) -> [String] {
    var seen = Set<String>()
    return lowestFirst(request, type, device).reversed().filter { seen.insert($0).inserted }
  }

  /// The highest-priority candidate for which `exists` is true, or nil.
  public static func resolve(
    _ request: String, ofType type: String? = "png", on device: Device,
    where exists: (String) throws -> Bool
  ) rethrows -> String? {
    for candidate in lowestFirst(request, type, device).reversed() where try exists(candidate) {
      return candidate
    }
    return nil
  }

  /// The candidate list in the reference's order of addition, lowest priority first.
  static func lowestFirst(_ request: String, _ type: String?, _ device: Device) -> [String] {
    let request = typedRequest(request, type)
    var paths =
      device.isRetina
      ? [request]
      : [request.appendingScaleSuffix(3), request.appendingScaleSuffix(2), request]
    let height = device.longSide
    switch device.idiom {
    case .phone, .car:
      extend(&paths) { path in
        (device.isWidescreen ? [path.appendingHeightSuffix(568)] : [])
          + heightVariants(of: path, height: height)
      }
      if device.isRetina {
        extend(&paths) { [$0.appendingHDSuffix()] + scaleVariants(of: $0, scale: device.scale) }
      }
    case .pad, .tv:
      extend(&paths) { [$0.appendingHDSuffix()] }
      extend(&paths) { heightVariants(of: $0, height: height) }
      if device.isRetina {
        extend(&paths) { scaleVariants(of: $0, scale: device.scale) }
      }
    case .desktop:
      if let tiff = desktopTIFF(for: request, ofType: type) { paths.append(tiff) }
      extend(&paths) { [$0.appendingHDSuffix()] }
      if device.isRetina {
        extend(&paths) { scaleVariants(of: $0, scale: device.scale) }
      }
    }
    extend(&paths) { [$0.appendingIdiomSuffix(for: device.idiom)] }
    return paths
  }

  /// `request` with `.type` appended when it has no extension and `type` is not empty or nil:
  /// what every lookup resolves, stated once.
  package static func typedRequest(_ request: String, _ type: String?) -> String {
    guard let type, !type.isEmpty, !request.hasPathExtension else { return request }
    return request + "." + type
  }

  /// The `.tiff` a desktop also tries for `request` (which already carries its extension), or nil:
  /// a multi-page HiDPI TIFF stands for a PNG or JPEG. This is the one statement of the rule; the
  /// generator groups such a TIFF with the image it stands for by asking it.
  package static func desktopTIFF(for request: String, ofType type: String?) -> String? {
    triesTIFF(type) ? request.replacingPathExtension(with: "tiff") : nil
  }

  /// Whether a request of `type` lets a desktop try a `.tiff`: `png`, `jpg`, `jpeg` in any case,
  /// or the empty type.
  package static func triesTIFF(_ type: String?) -> Bool {
    guard let type else { return false }
    switch type {
    case "png", "jpg", "jpeg", "": return true
    default: return ["png", "jpg", "jpeg"].contains(type.lowercased())
    }
  }

  /// Appends `additions(p)` for each `p` of the list as it was when the step started.
  private static func extend(_ paths: inout [String], _ additions: (String) -> [String]) {
    for path in paths { paths += additions(path) }
  }

  private static func scaleVariants(of path: String, scale: Double) -> [String] {
    [path.appendingScaleSuffix(3), path.appendingScaleSuffix(2), path.appendingScaleSuffix(scale)]
  }

  /// A device without a screen size has no height to try.
  private static func heightVariants(of path: String, height: Double?) -> [String] {
    guard let height, height > 0 else { return [] }
    return [path.appendingHeightSuffix(height)]
  }
}
