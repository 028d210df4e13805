import AssetManifestGenerator

extension Rule.ID.Localization {
  /// The texts of the rules of language folders (`*.lproj`).
  var documentation: RuleDocumentation {
    switch self {
    case .missingLanguageFallback:
      RuleDocumentation(
        summary:
          "a localized resource that neither the development language, `Base.lproj` nor a file "
          + "outside the language folders holds",
        example:
          "only `de.lproj/help.html` and `fr.lproj/help.html`: a Japanese user gets nothing; names "
          + "the languages that lack it",
        fix: "add the file to the development language's folder (`en.lproj`) or `Base.lproj`")
    case .languageFolderUnknown:
      RuleDocumentation(
        summary: "a language folder named after no language",
        example: "`xx_YY.lproj`, `english.lproj` (`English.lproj` is a valid old name)",
        fix: "name it with a language code, such as `de`, `pt-BR` or `zh-Hans`")
    case .languageFolderInvalid:
      RuleDocumentation(
        summary: "a language folder's name is one no language code could have",
        example: "`de DE.lproj`, `de,fr.lproj`, `-.lproj`: the manifest's table could not hold it",
        fix: "rename it with a language code, such as `de`, `pt-BR` or `zh-Hans`")
    case .languageFolderTwice:
      RuleDocumentation(
        summary: "one resource in two folders of one language",
        example: "`de.lproj/Art/a.png` and `Art/de.lproj/a.png`; `de.lproj` and `German.lproj`",
        fix: "keep the folder the message names and move the other's files into it")
    }
  }
}
