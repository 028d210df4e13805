import AssetManifestGenerator

extension Rule.ID.Names {
  /// The texts of the rules of file and folder names, and of the Swift names made from them.
  var documentation: RuleDocumentation {
    switch self {
    case .ambiguousVariants:
      RuleDocumentation(
        summary: "two files of one asset mean the same variant",
        example:
          "`foo@2x.png` and `foo@2.0x.png`; `foo-568h.png` and `foo-568.0h.png`; `foo@2x-568h.png` "
          + "and `foo-568h@2x.png`: names the devices affected (those that get one of them, "
          + "\"which get 'foo-568h@2x.png' and never 'foo@2x-568h.png'\")",
        fix: "keep one of the files, spelled as the message says; the other gets no second finding")
    case .caseCollision:
      RuleDocumentation(
        summary: "names in one folder, or two folders, differ only in letter case",
        example: "`Hero.png` and `hero.png`; the folders `Art/` and `art/`",
        fix: "rename one, or move the files of one folder into the other: macOS and iOS file "
          + "systems hold them as one")
    case .bundlePathClash:
      RuleDocumentation(
        summary: "two files land on one path in the bundle",
        example:
          "`a/x.png` and `b/x.png` in two Xcode groups, or in a `--resources` list (SwiftPM "
          + "refuses them under `.process` itself, with a message of its own)",
        fix: "rename one, or copy their folder whole to keep the sub-folders")
    case .nameControlCharacter:
      RuleDocumentation(
        summary: "a file name holds a control character",
        example: "a tab or new line: the file is left out",
        fix: "rename the file")
    case .unicodeSpellingClash:
      RuleDocumentation(
        summary: "one file or folder name in two Unicode spellings",
        example:
          "`café.png` with `é` as one code point and as `e` + U+0301, or two such folders (whose "
          + "files would merge): names both, the differing characters escaped "
          + "(`'caf\\u{E9}.png' and 'cafe\\u{301}.png'`); the spelling first in byte order is "
          + "kept, the other left out",
        fix: "rename one, typing its name anew, or remove it")
    case .nameHiddenCharacters:
      RuleDocumentation(
        summary: "a name holds a character that reorders text or shows nothing",
        example:
          "U+202A-U+202E, U+2066-U+2069, U+200B-U+200F, U+2060, U+FEFF, U+061C (the \"Trojan "
          + "Source\" characters): named with them escaped; the Swift name drops them, and the "
          + "generated source holds them only as `\\u{...}` escapes",
        fix: "rename it without them")
    case .chosenNamesClash:
      RuleDocumentation(
        summary: "two names chosen under `names` are the same",
        example: #"`"names": {"a.png": "icon", "b.png": "icon"}`"#,
        fix: "choose different names")
    case .swiftNameClash:
      RuleDocumentation(
        summary: "two assets or folders, or catalog sets of two kinds, would get the same Swift "
          + "name",
        example: "`foo-bar.png` and `foo_bar.png`: renamed `fooBarPng` and `foo_bar`; the color "
          + "set and the image set `background`: `backgroundColor` and `backgroundImage`",
        fix: "choose the names under `names` in the configuration, or rename the folders or "
          + "sets")
    case .swiftNameReserved:
      RuleDocumentation(
        summary: "a file, folder or catalog set name Swift reserves",
        example: "`self.png` is named `self_`, a folder `Type` is `Type_`, a set `Self.imageset` "
          + "is `self_`",
        fix: "choose another name under `names`, or rename the folder or set")
    case .mixedUnicodeForms:
      RuleDocumentation(
        summary: "an asset's variants spell its name in different Unicode forms",
        example: "`café.png` composed, `café@2x.png` decomposed: probing on Linux misses one",
        fix: "rename them so that all use one form")
    case .nameOnlySuffixes:
      RuleDocumentation(
        summary: "a name is only suffixes",
        example: "`@2x.png`, `~ipad.png`, `-hd.png`: left out",
        fix: "rename it, for example to `image@2x.png`")
    case .nameNotUTF8:
      RuleDocumentation(
        summary: "a file name is not valid UTF-8",
        example: "`bad\\xFF.png`: left out, the bytes shown escaped",
        fix: "rename it")
    case .foldersTooDeep:
      RuleDocumentation(
        summary: "a file lies more folders deep than the generated code can nest",
        example: "a file 201 folders down: an enum per folder would pass Swift's 256 levels",
        fix: "move it within 200 folders of the resource folder")
    }
  }
}
