import AssetManifestGenerator

extension Rule.ID.Resources {
  /// The texts of the rules of the resource folders as a whole.
  var documentation: RuleDocumentation {
    switch self {
    case .xcodeCompiledFile:
      RuleDocumentation(
        summary: "a file Xcode compiles, inside a resource folder",
        example:
          "`.xcstrings`, `.storyboard`, `.xib`, `.xcdatamodeld`: left out, naming what Xcode makes "
          + "of it and the API that loads it (an `.xcassets` catalog is read and checked instead)",
        fix: "load it with the API the message names; it is no asset")
    case .sourceInResources:
      RuleDocumentation(
        summary:
          "a Swift file, `asset-manifest.json` or the findings baseline inside a resource folder",
        example:
          "`Assets/Helper.swift`, `Assets/asset-manifest.json`, `Assets/baseline.json`: left out",
        fix: "move it next to the target's Swift files (list the configuration in `exclude:`)")
    case .folderUnreadable:
      RuleDocumentation(
        summary: "a folder cannot be read or entered",
        example: "a folder without read or search permission: its files are left out",
        fix: "make it readable (`chmod u+rx`)")
    case .fileUnreadable:
      RuleDocumentation(
        summary: "a file cannot be read",
        example: "a file without read permission: left out, its image size not checked, or not "
          + "compared for duplicates; a file deleted during the run: build again",
        fix: "make it readable (`chmod u+r`)")
    case .symbolicLinkLoop:
      RuleDocumentation(
        summary: "a symbolic link loops",
        example:
          "`a.png` → `b.png` → `a.png`, or a link to a folder that holds it: names the links "
          + "of the loop and the one that closes it",
        fix: "make one of the links point at a file, or remove it")
    case .brokenSymbolicLink:
      RuleDocumentation(
        summary: "a symbolic link leads nowhere",
        example: "`gone.png` → `nowhere.png`, which does not exist",
        fix: "remove the link or fix its target")
    case .symbolicLinkOutside:
      RuleDocumentation(
        summary: "a symbolic link leaves the folder",
        example: "`logo.png` → `/Users/me/Desktop/logo.png`: not followed",
        fix: "copy the file in instead")
    case .specialFile:
      RuleDocumentation(
        summary: "a named pipe, socket or device inside a resource folder",
        example: "a FIFO: left out and never opened (reading it could stop the build)",
        fix: "move it out of the resources")
    case .resourceListInvalid:
      RuleDocumentation(
        summary: "the resource list the plugins pass cannot be read",
        example: "a `--resources` file that is not the plugins' JSON, or an `.xcfilelist` naming "
          + "`$(VARIABLE)` that is not set",
        fix: "fix the list as the message says")
    }
  }
}
