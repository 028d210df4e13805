/// Candidate lists for many requests at once: `VariantResolver` runs once per extension, type
/// and device on a placeholder name, and each request's list is that list with the
/// placeholder replaced by the request's own stem.
///
/// A stem qualifies when it holds none of the characters that start a suffix or an extension
/// (`-`, `@`, `~`, `.`), so no suffix operation can read into it and the candidates cannot
/// depend on it. Any other request goes to `VariantResolver` directly. Either way the answer is
/// `VariantResolver.resolve`'s; the generator uses this to resolve thousands of groups fast.
package struct CandidateTemplates {
  private struct Key: Hashable {
    var fileExtension: String
    var type: String?
  }

  private static let placeholder = "x"
  private let devices: [Device]
  private var tails: [Key: [[Substring]]] = [:]

  /// Templates for resolving on `devices`.
  package init(devices: [Device]) {
    self.devices = devices
  }

  /// For each device, the highest-priority candidate for `request` for which `exists` is true,
  /// or nil: the same answers as `VariantResolver.resolve(request, ofType: type, on: device,
  /// where: exists)`.
  package mutating func resolve(
    _ request: String, ofType type: String?, where exists: (String) -> Bool
  ) -> [String?] {
    var name = request
    if let type, !type.isEmpty, !name.hasPathExtension { name += "." + type }
    let slash = name.lastIndex(of: "/").map { name.index(after: $0) } ?? name.startIndex
    let fileExtension = name.fullPathExtension
    // Byte offsets: the extension starts after an ASCII dot, whatever combines around it.
    let stemEnd =
      fileExtension.isEmpty
      ? name.endIndex : name.utf8.index(name.endIndex, offsetBy: -(fileExtension.utf8.count + 1))
    let stem = name[slash..<max(slash, stemEnd)]
    guard !stem.isEmpty, !stem.unicodeScalars.contains(where: Self.startsSuffix) else {
      return devices.map { VariantResolver.resolve(request, ofType: type, on: $0, where: exists) }
    }
    let prefix = String(name[..<stemEnd])
    return tails(Key(fileExtension: fileExtension, type: type)).map { deviceTails in
      for tail in deviceTails {
        let candidate = prefix + tail
        if exists(candidate) { return candidate }
      }
      return nil
    }
  }

  /// The placeholder's candidates on each device, highest priority first, without the
  /// placeholder.
  private mutating func tails(_ key: Key) -> [[Substring]] {
    if let known = tails[key] { return known }
    let name =
      key.fileExtension.isEmpty ? Self.placeholder : Self.placeholder + "." + key.fileExtension
    let made = devices.map { device in
      VariantResolver.lowestFirst(name, key.type, device).reversed().map {
        $0.dropFirst(Self.placeholder.count)
      }
    }
    tails[key] = made
    return made
  }

  private static func startsSuffix(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "-" || scalar == "@" || scalar == "~" || scalar == "."
  }
}
