import StandardPaths

extension Checks {
  /// Names that almost carry a suffix (`@2X`, `@3` without `x`, `~iPad`, `-568H`, a space before
  /// the suffix): they pass as assets of their own, so no device gets them as variants.
  static func nearMisses(_ files: [ParsedFile]) -> [Diagnostic] {
    files.compactMap { file in
      var path = file.path
      var fixes: [NearMiss] = []
      // A name can hold a few near misses (`hero @2X~iPad.png`); each fix exposes the next.
      while fixes.count < 4 {
        let request = path.deletingVariantSuffixes()
        let type = request.fullPathExtension
        let stem = type.isEmpty ? request : String(request.dropLast(type.count + 1))
        guard let fix = NearMiss(endOf: stem, hasSuffix: request != path) else { break }
        fixes.append(fix)
        path = String(stem.dropLast(fix.wrong.count)) + fix.right + path.dropFirst(stem.count)
      }
      guard !fixes.isEmpty else { return nil }
      let spelling = ParsedFile(path: path).canonicalSpelling ?? path
      return Diagnostic(
        .warning, file.path,
        "'\(file.path)' is an asset of its own, not a variant of '\(spelling.deletingVariantSuffixes())': "
          + fixes.map(\.explanation).joined(separator: "; ") + "; rename it '\(spelling)'")
    }
  }

  /// One misspelt suffix at the end of a name, and its right spelling.
  private struct NearMiss {
    var wrong: String
    var right: String
    var explanation: String

    init?(endOf stem: String, hasSuffix: Bool) {
      if hasSuffix, stem.last == " " {
        wrong = String(stem.reversed().prefix { $0 == " " })
        right = ""
        explanation = "no space goes before a suffix"
        return
      }
      guard let marker = stem.lastIndex(where: { $0 == "@" || $0 == "~" || $0 == "-" }) else {
        return nil
      }
      let tail = String(stem[stem.index(after: marker)...])
      switch stem[marker] {
      case "@" where Self.isNumber(tail):
        (wrong, right) = ("@" + tail, "@" + tail + "x")
        explanation = "a scale suffix ends in x ('\(right)')"
      case "@" where tail.hasSuffix("X") && Self.isNumber(String(tail.dropLast())):
        (wrong, right) = ("@" + tail, "@" + tail.lowercased())
        explanation = "suffixes are lower-case ('\(right)', not '\(wrong)')"
      case "~" where Self.idiomNames.contains(tail.lowercased()) && tail != tail.lowercased():
        (wrong, right) = ("~" + tail, "~" + tail.lowercased())
        explanation = "suffixes are lower-case ('\(right)', not '\(wrong)')"
      case "-" where tail.hasSuffix("H") && Self.isNumber(String(tail.dropLast())),
        "-" where tail.lowercased() == "hd" && tail != "hd":
        (wrong, right) = ("-" + tail, "-" + tail.lowercased())
        explanation = "suffixes are lower-case ('\(right)', not '\(wrong)')"
      default: return nil
      }
    }

    /// The idioms' suffixes without their `~`.
    private static let idiomNames = Set(
      Device.Idiom.allCases.map { String($0.suffix.dropFirst()) })

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
