extension Rules {
  /// The rules of `asset-manifest.json`, at the line of the setting they are about. None can be
  /// turned off: each reports a mistake in the file that would stay hidden.
  static let configuration: [Rule] = [
    Rule(
      id: .configurationSyntax, level: .error,
      summary: "the configuration is no JSON",
      example:
        "a trailing comma, a missing quote or comma, a comment, single quotes: at the line of "
        + "the first mistake, with what JSON wants there",
      fix: "correct the text as the message says", fixedReason: configurationReason),
    Rule(
      id: .configurationEncoding, level: .error,
      summary: "the configuration is not UTF-8",
      example: "a file saved as UTF-16, which holds zero bytes",
      fix: "save it as UTF-8", fixedReason: configurationReason),
    Rule(
      id: .configurationTooLarge, level: .error,
      summary: "the configuration is larger than 4 MiB",
      example: "an image or a resource listing saved under the configuration's name",
      fix: "check that it is the file you meant; give `names` entries only to the assets whose "
        + "name you change",
      fixedReason: configurationReason),
    Rule(
      id: .configurationNotObject, level: .error,
      summary: "the configuration is JSON, but no object",
      example: #"`["Assets"]`"#,
      fix: #"write the settings as one object, such as `{"namespace": "Assets"}`"#,
      fixedReason: configurationReason),
    Rule(
      id: .configurationRepeatedKey, level: .error,
      summary: "a key is set twice (JSON would keep one of the two in silence)",
      example: #"`"strict": true` and later `"strict": false`: at the second"#,
      fix: "remove all but one", fixedReason: configurationReason),
    Rule(
      id: .configurationUnknownKey, level: .error,
      summary: "a key the configuration does not have",
      example: #"`"namspace"`: names the known keys"#,
      fix: "correct or remove the key", fixedReason: configurationReason),
    Rule(
      id: .configurationInvalidValue, level: .error,
      summary: "a setting's value is not one it takes",
      example: #"`"accessLevel": "open"`, `"strict": "yes"`, a rule set to `"warn"`"#,
      fix: "write a value the message names", fixedReason: configurationReason),
    Rule(
      id: .configurationUnknownRule, level: .error,
      summary: "`rules` or `exempt` names a rule there is none of",
      example: #"`"rules": {"never-chosn": "off"}`: "did you mean 'never-chosen'?""#,
      fix: "use an ID `asset-manifest rules` lists", fixedReason: configurationReason),
    Rule(
      id: .configurationUnknownFolder, level: .error,
      summary: "`folder` names none of the target's resource entries",
      example: #"`"folder": "Images"` when `Package.swift` declares `.copy("Resources/Images")`"#,
      fix: "name a resource entry as `Package.swift` declares it, or remove `folder`",
      fixedReason: configurationReason),
    Rule(
      id: .configurationUnknownAsset, level: .warning,
      summary: "a `names` entry for no asset",
      example: #"`"names": {"gone.png": "x"}`: at its line"#,
      fix: "use an asset's name as `asset-manifest table` lists it, or remove the entry",
      fixedReason: configurationReason,
      check: { input in Checks.unknownChosenNames(input.groups, input.options) }),
    Rule(
      id: .configurationUnusedKeep, level: .warning,
      summary: "a `keep` entry that holds no asset (`asset-manifest unused`)",
      example: #"`"keep": ["Gone/*"]`"#,
      fix: "name an asset as `asset-manifest table` lists it, with `*` for any characters",
      topic: .unused, fixedReason: configurationReason),
    Rule(
      id: .configurationLanguageMismatch, level: .warning,
      summary: "`developmentLanguage` is not `Package.swift`'s `defaultLocalization`",
      example: #"`"developmentLanguage": "de"` in a package whose default localization is `en`"#,
      fix: "set them to one language, or remove `developmentLanguage` to follow `Package.swift`",
      fixedReason: configurationReason,
      check: { input in Checks.developmentLanguageMismatch(input.options) }),
    Rule(
      id: .baselineInvalid, level: .error,
      summary: "the findings baseline (`baseline`, `--baseline`) cannot be read",
      example: "a baseline that does not exist yet, or holds a JSON mistake after a merge",
      fix: "write it with `asset-manifest lint --write-baseline FILE`, or correct it",
      fixedReason: configurationReason),
  ]
}
