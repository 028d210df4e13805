import AssetManifestGenerator

extension Rule.ID.Output {
  /// The texts of the rules of writing the generated file.
  var documentation: RuleDocumentation {
    switch self {
    case .outputStale:
      RuleDocumentation(
        summary: "`generate --check` finds the checked-in file missing or out of date",
        example: "an asset added since the file was generated",
        fix: "generate the file again (`swift package generate-asset-manifest`)")
    case .outputNameTaken:
      RuleDocumentation(
        summary: "another file of the target has the generated file's name",
        example: "`Sources/App/Sub/Assets.generated.swift`: two files of one name in a target",
        fix: "rename it, or name the generated file with `output` in the configuration")
    case .outputNotGenerated:
      RuleDocumentation(
        summary: "the output file was not written by `asset-manifest`",
        example: "`--output` naming one of your own sources: it is left as it is",
        fix: "name another output file (`output` in the configuration)")
    case .outputFolderMissing:
      RuleDocumentation(
        summary: "the output file's folder does not exist, or a file stands where it should be",
        example: "`--output Generated/Assets.swift` without a `Generated` folder, or with a file "
          + "named `Generated`",
        fix: "create the folder first, or name an output in a folder")
    case .outputUnwritable:
      RuleDocumentation(
        summary: "the generated file cannot be written",
        example: "a read-only folder or a full disk",
        fix: "make the folder writable, or free space")
    }
  }
}
