extension Rules {
  /// The rules of the variants devices choose.
  static let variants: [Rule] = [
    Rule(
      id: .neverChosen, level: .warning,
      summary: "no device would ever choose a file",
      example:
        "`foo~ipad@2x.png`: \"did you mean 'foo@2x~ipad.png'?\"; `g~car.png`: list `car@1x` in "
        + "`extraDevices`; `g@1x.png`: no device can",
      fix: "rename or remove it, as the message says",
      check: { input in
        input.located(
          Checks.unreachableFiles(
            input.fileGroups, input.fileTable,
            ambiguous: Set(input.sameVariantClusters.flatMap { $0.files.map(\.path) })))
      }),
    Rule(
      id: .missingFallback, level: .warning,
      summary: "some devices cannot resolve an asset at all",
      example: "only `foo~ipad.png`: no file for phones, Macs, TVs",
      fix: "add the plain name (`foo.png`) as the fallback every device can use",
      check: { input in
        input.located(Checks.unresolvedGroups(input.fallbackGroups, input.fallbackTable))
      }),
    Rule(
      id: .nearMissSuffix, level: .warning,
      summary: "a near miss of a suffix, which makes the file an asset of its own",
      example:
        "`hero@3.png`, `hero@2X.png`, `hero_2x.png`, `hero-2x.png`, `hero.2x.png`, "
        + "`hero@2x.png.png`, `hero@2x .png`, `hero~iPad.png`, `hero~ipda.png` (\"did you mean "
        + "'~ipad'?\"), `hero~watch.png` (no such idiom: the idioms are listed), "
        + "`hero-568H@2x.png`, `hero-HD.png`, `hero @2x.png`; a misordered `hero~ipad@2x.png` is "
        + "`never-chosen`",
      fix: "rename it to the spelling the message names (`hero@3x.png`, …), or remove one when "
        + "that spelling exists already",
      check: { input in input.located(Checks.nearMisses(input.files)) }),
    Rule(
      id: .extensionCaseSplit, level: .warning,
      summary: "one asset's extensions differ only in letter case",
      example:
        "`mixed.png` and `mixed@2x.PNG`: two assets, since lookups and probing compare "
        + "extensions exactly (a case-sensitive disk has both)",
      fix: "rename the file to the extension most of the asset uses, which the message names",
      check: { input in input.located(Checks.extensionCaseSplits(input.fileGroups)) }),
  ]
}
