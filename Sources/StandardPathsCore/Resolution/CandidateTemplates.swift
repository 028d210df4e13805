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
    package let prefix: String
    /// For each device, what follows `prefix` in its candidates, highest priority first:
    /// `-568h@2x~iphone.png`.
    package let tails: [[Substring]]
    /// What follows `prefix` in the names the candidates are variants of (`.png`, and `.tiff`
    /// when a desktop may try one): a file can only be a candidate if stripping its suffixes
    /// leaves `prefix` and one of these.
    package let requestTails: [Substring]

    /// For each device, the match of its highest-priority tail that has one, or nil: the
    /// resolver's choice, whatever `match` finds a tail in.
    package func firstMatches<Match>(_ match: (Substring) -> Match?) -> [Match?] {
      tails.map { deviceTails in
        for tail in deviceTails {
          if let found = match(tail) { return found }
        }
        return nil
      }
    }
  }

  private struct Key: Hashable {
    var fileExtension: String
    var type: String?
  }

  /// A key's tails, and the tails of the requests they strip to.
  private struct Tails {
    var candidates: [[Substring]]
    var requests: [Substring]
  }

  private static let placeholder = "x"
  private let devices: [Device]
  /// Nil for a key whose candidates strip to a name that does not start with the placeholder.
  /// No grammar rule reads into the stem today; if one did, its requests would go to the
  /// resolver rather than get a template's wrong answers.
  private var tails: [Key: Tails?] = [:]

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
    return template.firstMatches { tail in
      let candidate = template.prefix + tail
      return exists(candidate) ? candidate : nil
    }
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
      let tails = tails(Key(fileExtension: fileExtension, type: type))
    else { return nil }
    return Template(
      prefix: String(name[..<stemEnd]), tails: tails.candidates, requestTails: tails.requests)
  }

  /// The placeholder's candidates on each device, highest priority first, and the requests
  /// they strip to, all without the placeholder.
  private mutating func tails(_ key: Key) -> Tails? {
    if let known = tails[key] { return known }
    let name =
      key.fileExtension.isEmpty ? Self.placeholder : Self.placeholder + "." + key.fileExtension
    let candidates = devices.map { device in
      VariantResolver.lowestFirst(name, key.type, device).reversed().map {
        $0.dropFirst(Self.placeholder.count)
      }
    }
    var requests: [Substring] = []
    for tail in candidates.joined() {
      let request = (Self.placeholder + tail).deletingVariantSuffixes()
      guard request.hasPrefix(Self.placeholder) else {
        tails[key] = .some(nil)
        return nil
      }
      let requestTail = request.dropFirst(Self.placeholder.count)
      if !requests.contains(requestTail) { requests.append(requestTail) }
    }
    let made = Tails(candidates: candidates, requests: requests)
    tails[key] = made
    return made
  }

  private static func startsSuffix(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "-" || scalar == "@" || scalar == "~" || scalar == "."
  }
}
