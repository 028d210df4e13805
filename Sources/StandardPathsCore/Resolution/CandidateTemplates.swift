/// Candidate lists for many requests at once: `VariantResolver` runs once per extension, type
/// and device on a placeholder name, and each request's list is that list with the
/// placeholder replaced by the request's own stem.
///
/// A stem qualifies when it holds none of the characters that start a suffix or an extension
/// (`-`, `@`, `~`, `.`), so no suffix operation can read into it and the candidates cannot
/// depend on it. Any other request goes to `VariantResolver` directly. Either way the answer is
/// `VariantResolver.resolve`'s; the generator uses this to resolve thousands of groups fast.
package struct CandidateTemplates {
  /// A qualifying request's candidates: one prefix, then a tail per candidate.
  package struct Template {
    /// The request without its extension, which every candidate starts with: `Characters/hero`.
    package fileprivate(set) var prefix = ""
    /// Every tail that follows `prefix` in some device's candidates, once:
    /// `-568h@2x~iphone.png`. Devices share most of them, so a request's files are matched
    /// against each tail once, not once per device.
    package fileprivate(set) var tails: [Substring] = []
    /// Each tail's position in `tails`.
    package fileprivate(set) var positions: [Substring: Int] = [:]
    /// What follows `prefix` in the names the candidates are variants of (`.png`, and `.tiff`
    /// when a desktop may try one): a file can only be a candidate if stripping its suffixes
    /// leaves `prefix` and one of these.
    package fileprivate(set) var requestTails: [Substring] = []
    /// For each device, the positions in `tails` of its candidates' tails, highest priority
    /// first.
    fileprivate var order: [[Int]] = []

    /// For each device, the first of `matches` (one per tail of `tails`, nil where the tail
    /// has none) in the order of its candidates: the resolver's choice, whatever the matches
    /// stand for.
    package func firstMatches(among matches: [Int?]) -> [Int?] {
      order.map { positions in
        for position in positions {
          if let match = matches[position] { return match }
        }
        return nil
      }
    }
  }

  private struct Key: Hashable {
    var fileExtension: String
    var type: String?
  }

  private static let placeholder = "x"
  private let devices: [Device]
  /// Nil for a key whose candidates strip to a name that does not start with the placeholder.
  /// No grammar rule reads into the stem today; if one did, its requests would go to the
  /// resolver rather than get a template's wrong answers.
  private var templates: [Key: Template?] = [:]

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
    guard let template = template(for: request, ofType: type) else {
      return devices.map { VariantResolver.resolve(request, ofType: type, on: $0, where: exists) }
    }
    let tails = template.tails
    let found = tails.indices.map { exists(template.prefix + tails[$0]) ? $0 : nil }
    return template.firstMatches(among: found).map { $0.map { template.prefix + tails[$0] } }
  }

  /// `request`'s candidates on every device as one template, or nil when its stem does not
  /// qualify and only `VariantResolver` can list them.
  package mutating func template(for request: String, ofType type: String?) -> Template? {
    let name = VariantResolver.typedRequest(request, type)
    let slash = name.lastIndex(of: "/").map { name.index(after: $0) } ?? name.startIndex
    let fileExtension = name.fullPathExtension
    // Byte offsets: the extension starts after an ASCII dot, whatever combines around it.
    let stemEnd =
      fileExtension.isEmpty
      ? name.endIndex : name.utf8.index(name.endIndex, offsetBy: -(fileExtension.utf8.count + 1))
    let stem = name[slash..<max(slash, stemEnd)]
    guard !stem.isEmpty, !stem.unicodeScalars.contains(where: Self.startsSuffix),
      var template = placeholderTemplate(Key(fileExtension: fileExtension, type: type))
    else { return nil }
    template.prefix = String(name[..<stemEnd])
    return template
  }

  /// The placeholder's template, without the placeholder: its candidates' tails on each
  /// device, highest priority first, and the requests they strip to.
  private mutating func placeholderTemplate(_ key: Key) -> Template? {
    if let known = templates[key] { return known }
    let name =
      key.fileExtension.isEmpty ? Self.placeholder : Self.placeholder + "." + key.fileExtension
    let candidates = devices.map { device in
      VariantResolver.lowestFirst(name, key.type, device).reversed().map {
        $0.dropFirst(Self.placeholder.count)
      }
    }
    var made = Template()
    for tail in candidates.joined() where made.positions[tail] == nil {
      let request = (Self.placeholder + tail).deletingVariantSuffixes()
      guard request.hasPrefix(Self.placeholder) else {
        templates[key] = .some(nil)
        return nil
      }
      made.positions[tail] = made.tails.count
      made.tails.append(tail)
      let requestTail = request.dropFirst(Self.placeholder.count)
      if !made.requestTails.contains(requestTail) { made.requestTails.append(requestTail) }
    }
    made.order = candidates.map { $0.compactMap { made.positions[$0] } }
    templates[key] = made
    return made
  }

  private static func startsSuffix(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "-" || scalar == "@" || scalar == "~" || scalar == "."
  }
}
