import AssetManifestGenerator

extension Rule.ID.Configuration {
  /// The texts of the rules of `asset-manifest.json`.
  var documentation: RuleDocumentation {
    switch self {
    case .configurationSyntax:
      RuleDocumentation(
        summary: "the configuration is no JSON",
        example:
          "a trailing comma, a missing quote or comma, a comment, single quotes: at the line of "
          + "the first mistake, with what JSON wants there",
        fix: "correct the text as the message says")
    case .configurationEncoding:
      RuleDocumentation(
        summary: "the configuration is not UTF-8",
        example:
          "a file saved as UTF-16, which holds zero bytes, or as Latin-1: at the line of the "
          + "first byte that is not UTF-8",
        fix: "save it as UTF-8")
    case .configurationTooLarge:
      RuleDocumentation(
        summary: "the configuration is larger than 4 MiB",
        example: "an image or a resource listing saved under the configuration's name",
        fix: "check that it is the file you meant; give `names` entries only to the assets whose "
          + "name you change")
    case .configurationNotObject:
      RuleDocumentation(
        summary: "the configuration is JSON, but no object",
        example: #"`["Assets"]`"#,
        fix: #"write the settings as one object, such as `{"namespace": "Assets"}`"#)
    case .configurationRepeatedKey:
      RuleDocumentation(
        summary: "a key is set twice (JSON would keep one of the two in silence)",
        example: #"`"strict": true` and later `"strict": false`: at the second"#,
        fix: "remove all but one")
    case .configurationUnknownKey:
      RuleDocumentation(
        summary: "a key the configuration does not have",
        example: #"`"namspace"`: names the known keys"#,
        fix: "correct or remove the key")
    case .configurationInvalidValue:
      RuleDocumentation(
        summary: "a setting's value is not one it takes",
        example: #"`"accessLevel": "open"`, `"strict": "yes"`, a rule set to `"warn"`"#,
        fix: "write a value the message names")
    case .configurationUnknownRule:
      RuleDocumentation(
        summary: "`rules` or `exempt` names a rule there is none of",
        example: #"`"rules": {"never-chosn": "off"}`: "did you mean 'never-chosen'?""#,
        fix: "use an ID `asset-manifest rules` lists")
    case .configurationUnknownFolder:
      RuleDocumentation(
        summary: "`folder` names none of the target's resource entries",
        example: #"`"folder": "Images"` when `Package.swift` declares `.copy("Resources/Images")`"#,
        fix: "name a resource entry as `Package.swift` declares it, or remove `folder`")
    case .configurationUnknownAsset:
      RuleDocumentation(
        summary: "a `names` entry for no asset",
        example: #"`"names": {"gone.png": "x"}`: at its line"#,
        fix: "use an asset's name as `asset-manifest table` lists it, or remove the entry")
    case .configurationUnusedKeep:
      RuleDocumentation(
        summary: "a `keep` entry that holds no asset (`asset-manifest unused`)",
        example: #"`"keep": ["Gone/*"]`"#,
        fix: "name an asset as `asset-manifest table` lists it, with `*` for any characters")
    case .configurationUnusedExempt:
      RuleDocumentation(
        summary: "an `exempt` path that matches no file of the target's resources",
        example:
          #"`"paths": ["Assets/Icons/**"]` for `.copy("Assets")`, whose files are `Icons/…` in their folder"#,
        fix: "write the path relative to the resource folder that holds the files")
    case .configurationLanguageMismatch:
      RuleDocumentation(
        summary: "`developmentLanguage` is not `Package.swift`'s `defaultLocalization`",
        example: #"`"developmentLanguage": "de"` in a package whose default localization is `en`"#,
        fix: "set them to one language, or remove `developmentLanguage` to follow `Package.swift`")
    case .configurationBundleMismatch:
      RuleDocumentation(
        summary:
          "`\"bundle\": \"main\"` in a SwiftPM target, whose resources are in `Bundle.module`",
        example: #"`"bundle": "main"` beside a target that `Package.swift` declares"#,
        fix: "remove `bundle`: `module` is a SwiftPM target's default")
    case .configurationRedundantDevice:
      RuleDocumentation(
        summary: "an `extraDevices` entry that is a known device, or an earlier entry",
        example: #"`"extraDevices": ["pad@2x:768x1024"]`, which is `ipad-retina`"#,
        fix: "name a known device in `devices` if the app ships to it; remove a repeat")
    case .baselineInvalid:
      RuleDocumentation(
        summary: "the findings baseline (`baseline`, `--baseline`) cannot be read",
        example: "a baseline that does not exist yet, or holds a JSON mistake after a merge",
        fix: "write it with `asset-manifest lint --write-baseline FILE`, or correct it")
    }
  }
}
