import AssetManifestGenerator

extension Rule.ID.Variants {
  /// The texts of the rules of the variants devices choose.
  var documentation: RuleDocumentation {
    switch self {
    case .neverChosen:
      RuleDocumentation(
        summary: "no device would ever choose a file",
        example:
          "`foo~ipad@2x.png`: \"did you mean 'foo@2x~ipad.png'?\"; `g~car.png`: list `car@1x` in "
          + "`extraDevices`; `g@1x.png`: no device can",
        fix: "rename or remove it, as the message says")
    case .missingFallback:
      RuleDocumentation(
        summary: "some devices cannot resolve an asset at all",
        example: "only `foo~ipad.png`: no file for phones, Macs, TVs",
        fix: "add the plain name (`foo.png`) as the fallback every device can use")
    case .nearMissSuffix:
      RuleDocumentation(
        summary: "a near miss of a suffix, which makes the file an asset of its own",
        example:
          "`hero@3.png`, `hero@2X.png`, `hero_2x.png`, `hero-2x.png`, `hero.2x.png`, "
          + "`hero@2x.png.png`, `hero@2x .png`, `hero~iPad.png`, `hero~ipda.png` (\"did you mean "
          + "'~ipad'?\"), `hero~watch.png` (no such idiom: the idioms are listed), "
          + "`hero-568H@2x.png`, `hero-HD.png`, `hero @2x.png`; a misordered `hero~ipad@2x.png` is "
          + "`never-chosen`",
        fix: "rename it to the spelling the message names (`hero@3x.png`, …), or remove one when "
          + "that spelling exists already")
    case .extensionCaseSplit:
      RuleDocumentation(
        summary: "one asset's extensions differ only in letter case",
        example:
          "`mixed.png` and `mixed@2x.PNG`: two assets, since lookups and probing compare "
          + "extensions exactly (a case-sensitive disk has both)",
        fix: "rename the file to the extension most of the asset uses, which the message names")
    }
  }
}
