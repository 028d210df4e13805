import StandardPathsCore

extension Checks {
  /// Names that almost carry a suffix (`@2X`, `@3` without `x`, `_2x`, `~iPad`, `~watch`,
  /// `-568H`, a space around a suffix, an extension written twice): they pass as assets of their
  /// own, so no device gets them as variants.
  static func nearMisses(_ files: [ParsedFile]) -> [Diagnostic] {
    let paths = Set(files.map(\.path))
    return files.compactMap { file in
      let (path, fixes) = nearMissFixes(file.path)
      guard !fixes.isEmpty else { return nil }
      let spelling = ParsedFile(path: path).canonicalSpelling ?? path
      // Renaming onto a file that exists would only trade one asset for a clash.
      let advice =
        paths.contains(spelling)
        ? "'\(spelling)' exists already: remove one of the two, or rename this one"
        : "rename it '\(spelling)'"
      return Diagnostic(
        .nearMissSuffix, file.path,
        "'\(file.path)' is an asset of its own, not a variant of '\(spelling.deletingVariantSuffixes())': "
          + fixes.map(\.explanation).joined(separator: "; ") + "; " + advice)
    }
  }

  /// Whether `path` almost carries a suffix, which `nearMisses` reports: then it is an asset
  /// only by mistake, and other advice about it would spell the mistake on.
  static func isNearMiss(_ path: String) -> Bool {
    !nearMissFixes(path).fixes.isEmpty
  }

  /// `path` with its near misses put right, and each of them.
  private static func nearMissFixes(_ original: String) -> (path: String, fixes: [NearMiss]) {
    var path = original
    var fixes: [NearMiss] = []
    // A name can hold a few near misses (`hero @2X~iPad.png`); each fix exposes the next.
    while fixes.count < 4 {
      let request = path.deletingVariantSuffixes()
      let type = request.fullPathExtension
      let stem = type.isEmpty ? request : String(request.dropLast(type.count + 1))
      guard let fix = NearMiss(endOf: stem, type: type, hasSuffix: request != path) else {
        break
      }
      fixes.append(fix)
      path = String(stem.dropLast(fix.wrong.count)) + fix.right + path.dropFirst(stem.count)
    }
    return (path, fixes)
  }

  /// One misspelt suffix at the end of a name, and its right spelling.
  private struct NearMiss {
    var wrong: String
    var right: String
    var explanation: String

    /// The near miss that ends `stem`, the name without its extension `type`, if any.
    /// `hasSuffix` says whether the grammar already read a suffix after `stem`.
    init?(endOf stem: String, type: String, hasSuffix: Bool) {
      if let spaces = Self.trailingSpaces(of: stem, hasSuffix: hasSuffix, type: type) {
        (wrong, right) = (spaces, "")
        explanation =
          hasSuffix
          ? "no space goes before a suffix" : "no space goes between a suffix and the extension"
        return
      }
      if !type.isEmpty, stem.lowercased().hasSuffix("." + type.lowercased()),
        stem.count > type.count + 1
      {
        (wrong, right) = (String(stem.suffix(type.count + 1)), "")
        explanation = "the extension is written twice"
        return
      }
      guard var marker = stem.lastIndex(where: { "@~-_.".contains($0) }) else { return nil }
      // The point of a decimal scale (`hero_1.5x`) is no marker: the one before its digits is.
      if stem[marker] == ".", Self.scaleToken(String(stem[stem.index(after: marker)...])) != nil,
        let before = stem[..<marker].lastIndex(where: { !($0.isASCII && $0.isNumber) }),
        stem.index(after: before) < marker, "@-_.".contains(stem[before])
      {
        marker = before
      }
      let tail = String(stem[stem.index(after: marker)...])
      let scale = Self.scaleToken(tail)
      switch stem[marker] {
      case "@" where Self.isNumber(tail):
        (wrong, right) = ("@" + tail, "@" + tail + "x")
        explanation = "a scale suffix ends in x ('\(right)')"
      case "@" where tail.hasSuffix("X") && Self.isNumber(String(tail.dropLast())):
        (wrong, right) = ("@" + tail, "@" + tail.lowercased())
        explanation = "suffixes are lower-case ('\(right)', not '\(wrong)')"
      case "_", "-", ".":
        if let scale, stem[..<marker].hasSuffix("@") {
          // `@-1x`, `@_2x`: the `@` is there, and a character stands between it and the scale.
          (wrong, right) = ("@" + String(stem[marker]) + tail, "@" + scale)
          explanation =
            stem[marker] == "-"
            ? "a scale is a positive number ('\(right)', not '\(wrong)')"
            : "nothing goes between the @ and the scale ('\(right)', not '\(wrong)')"
        } else if let scale {
          (wrong, right) = (String(stem[marker]) + tail, "@" + scale)
          explanation = "a scale suffix starts with @ ('\(right)', not '\(wrong)')"
        } else if stem[marker] == "-",
          (tail.hasSuffix("H") && Self.isNumber(String(tail.dropLast())))
            || (tail.lowercased() == "hd" && tail != "hd")
        {
          (wrong, right) = ("-" + tail, "-" + tail.lowercased())
          explanation = "suffixes are lower-case ('\(right)', not '\(wrong)')"
        } else {
          return nil
        }
      case "~":
        // A word, not `~1` (a DOS short name) or `~` alone (a backup file).
        guard tail.first?.isLetter == true,
          tail.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
        else { return nil }
        wrong = "~" + tail
        if Self.idiomNames.contains(tail.lowercased()) {
          guard tail != tail.lowercased() else { return nil }
          right = "~" + tail.lowercased()
          explanation = "suffixes are lower-case ('\(right)', not '\(wrong)')"
        } else if let idiom = Self.closestIdiom(to: tail.lowercased()) {
          right = "~" + idiom
          explanation = "'\(wrong)' is no idiom suffix; did you mean '\(right)'?"
        } else {
          right = ""
          explanation =
            "'\(wrong)' is no idiom suffix (the idioms are "
            + Self.idiomNames.sorted().map { "~" + $0 }.joined(separator: ", ") + ")"
        }
      default: return nil
      }
    }

    /// The idioms' suffixes without their `~`.
    private static let idiomNames = Set(
      Device.Idiom.allCases.map { String($0.suffix.dropFirst()) })

    /// The spaces that end `stem` when removing them leaves a suffix that the grammar reads:
    /// before a suffix (`hero @2x.png`), or between a suffix and the extension
    /// (`hero@2x .png`). A space alone before the extension (`y .png`) is a name like any other.
    private static func trailingSpaces(of stem: String, hasSuffix: Bool, type: String) -> String? {
      let spaces = String(stem.reversed().prefix { $0 == " " })
      guard !spaces.isEmpty, spaces.count < stem.count else { return nil }
      if hasSuffix { return spaces }
      let trimmed = String(stem.dropLast(spaces.count)) + (type.isEmpty ? "" : "." + type)
      return trimmed.deletingVariantSuffixes() != trimmed ? spaces : nil
    }

    /// `2x` for a tail that spells a scale without its `@` (`2x`, `2X`, `1.5x`), else nil.
    private static func scaleToken(_ tail: String) -> String? {
      guard let last = tail.last, last == "x" || last == "X", isNumber(String(tail.dropLast()))
      else { return nil }
      return tail.dropLast() + "x"
    }

    /// The idiom within two typing mistakes of `name` (`ipda`, `iphon`), if exactly one is.
    private static func closestIdiom(to name: String) -> String? {
      let close = idiomNames.filter {
        NearestName.distance(Array($0), Array(name)) <= min(2, $0.count - 1)
      }
      return close.count == 1 ? close.first : nil
    }

    /// A positive decimal number as suffixes write it: digits and at most one dot.
    private static func isNumber(_ text: String) -> Bool {
      guard let first = text.first, first.isASCII, first.isNumber,
        text.allSatisfy({ ($0.isASCII && $0.isNumber) || $0 == "." }),
        text.count(where: { $0 == "." }) <= 1, let value = Double(text)
      else { return false }
      return value > 0
    }
  }
}
