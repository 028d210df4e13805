/// A language as a `.lproj` folder or a preference names it, read into the parts that matching
/// compares: `de-CH`, `pt_BR`, `zh-Hant-TW`, `English`.
public struct LanguageTag: Hashable, Sendable {
  /// The language code, lowercased: `de`, `zh`, `haw`.
  public var language: String
  /// The script, capitalized (`Hant`), as written or as the language and region imply it (a
  /// `zh-TW` is written in `Hant`); nil when neither says.
  public var script: String?
  /// The region, uppercased (`CH`, `419`), or nil.
  public var region: String?

  /// Reads `name`: a language code (two or three letters), then optionally a script (four
  /// letters) and a region (two letters or three digits), separated by `-` or `_`; or one of the
  /// English names that old projects gave their folders (`English.lproj`). Nil for anything
  /// else, `Base` included.
  public init?(_ name: String) {
    if let code = Self.legacyNames[name] {
      self.init(language: code, script: nil, region: nil)
      return
    }
    let parts = name.split(omittingEmptySubsequences: false) { $0 == "-" || $0 == "_" }
    guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy(\.isASCIILetter)
    else { return nil }
    var script: String?
    var region: String?
    for part in parts.dropFirst() {
      if script == nil, region == nil, part.count == 4, part.allSatisfy(\.isASCIILetter) {
        script = part.prefix(1).uppercased() + part.dropFirst().lowercased()
      } else if region == nil,
        (part.count == 2 && part.allSatisfy(\.isASCIILetter))
          || (part.count == 3 && part.allSatisfy(\.isASCIIDigit))
      {
        region = part.uppercased()
      } else {
        return nil
      }
    }
    self.init(language: first.lowercased(), script: script, region: region)
  }

  /// A tag of these parts; the script is implied from the language and region when not given.
  public init(language: String, script: String?, region: String?) {
    self.language = language
    self.region = region
    self.script = script ?? Self.impliedScript(language: language, region: region)
  }

  /// Whether the language code is one that ISO 639 assigns: every three-letter code is taken
  /// as valid, two-letter ones are checked against ISO 639-1, which catches `xx` and `ee_UK`
  /// style slips without a table of thousands.
  public var isKnownLanguage: Bool {
    language.count == 3 || Self.twoLetterLanguageCodes.contains(language)
  }

  /// The only script the language is written in by default, where it depends on the region
  /// (Chinese) or is the common one (Serbian's Cyrillic).
  private static func impliedScript(language: String, region: String?) -> String? {
    switch (language, region) {
    case ("zh", "TW"?), ("zh", "HK"?), ("zh", "MO"?): "Hant"
    case ("zh", _): "Hans"
    case ("sr", _): "Cyrl"
    default: nil
    }
  }

  /// The English names of the first Mac OS X localizations, still valid folder names.
  package static let legacyNames: [String: String] = [
    "English": "en", "French": "fr", "German": "de", "Japanese": "ja", "Spanish": "es",
    "Italian": "it", "Dutch": "nl", "Swedish": "sv", "Danish": "da", "Finnish": "fi",
    "Norwegian": "nb", "Korean": "ko", "Portuguese": "pt", "Russian": "ru", "Polish": "pl",
    "Chinese": "zh",
  ]

  /// ISO 639-1's two-letter codes.
  private static let twoLetterLanguageCodes: Set<String> = Set(
    """
    aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy \
    da de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu \
    hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb \
    lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om \
    or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw \
    ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu
    """.split(separator: " ").map(String.init))
}

extension Character {
  fileprivate var isASCIILetter: Bool { isASCII && isLetter }
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
