import AssetManifestGenerator

extension Rule.ID.Catalogs {
  /// The texts of the rules of asset catalogs' sets (`.xcassets`) and of their constants.
  var documentation: RuleDocumentation {
    switch self {
    case .catalogContentsUnreadable:
      RuleDocumentation(
        summary: "a set's, a group's or the catalog's `Contents.json` cannot be read: the set "
          + "gets no constant, the group no namespace",
        example: "a `Contents.json` that does not parse (a trailing comma), repeats a key, or "
          + "lists a `colors` entry that is no object; a set without one; a group's "
          + "`provides-namspace`, a slip of the key that makes it a namespace",
        fix: "fix the file, or delete the set and make it again in Xcode")
    case .catalogSlotMissingFile:
      RuleDocumentation(
        summary: "a set's slot names a file that is not in the set, or spells it otherwise",
        example: "the 2x slot names `moon@2x.png`, which the folder lacks, or which is a symbolic "
          + "link or a named pipe; a data set names `../secret.json`; a slot names `Star.png` "
          + "over the file `star.png`",
        fix: "add the file (the file itself, not a link), or clear the slot in Xcode")
    case .catalogFileInNoSlot:
      RuleDocumentation(
        summary: "a file of an image set that no slot names",
        example: "`star-old.png` beside the set's images: the app does not get it; a slot that "
          + "gives it under a slip of the key, `filenme`",
        fix: "drag it into a slot of the set in Xcode, or delete it; for a slip of the key, "
          + "correct it to `filename`")
    case .catalogSlotSize:
      RuleDocumentation(
        summary: "an image set's image disagrees in size with its slot's scale",
        example: "a 2x slot holding the 1x image",
        fix: "put an image of the size the message names in the slot, or move this one to the "
          + "slot of its scale")
    case .catalogMissing3x:
      RuleDocumentation(
        summary: "an image set has no 3x phone image while other sets of its catalog have one",
        example: "3x iPhones scale its 2x image up (only when the project ships to a 3x phone)",
        fix: "add a 3x image")
    case .catalogNameClash:
      RuleDocumentation(
        summary: "a catalog set and a loose file, a folder or another set of its kind would get "
          + "one Swift name (sets of two kinds are named by their kind instead)",
        example: "`Media.xcassets/star.imageset` and `star.png` beside the catalog: both "
          + "`Assets.star`",
        fix: "rename one, or put the set in a group that provides a namespace (Xcode's inspector: "
          + "Provides Namespace)")
    case .catalogDeviceUnserved:
      RuleDocumentation(
        summary: "an image set has no slot for a device the project ships to",
        example: "a set with only `iphone` slots: iPads and Macs get no image; a set whose every "
          + "slot is for a locale (Xcode's *Localize…*), which the constant does not choose by",
        fix: "fill a universal slot, or one of the device's idiom")
    case .catalogSlotNeverChosen:
      RuleDocumentation(
        summary: "an image set's slot that no device the project ships to gets",
        example: "a universal 2x slot beside the `iphone` and `ipad` slots of every scale; a slot "
          + "whose idiom is `iPad`, not `ipad`",
        fix: "delete the image, or clear the slot in Xcode")
    case .catalogNotCompiled:
      RuleDocumentation(
        summary: "an asset catalog that the build copies as it is, so no `Assets.car` holds it",
        example: "`Media.xcassets` inside `.copy(\"Resources\")`: `UIImage(named:)` finds none of "
          + "its sets, and its constants answer from its raw files",
        fix: "declare the catalog with `.process(...)`, out of any folder declared with "
          + "`.copy(...)` (in Xcode: a member of the target, not inside a folder reference)")
    case .catalogColorComponent:
      RuleDocumentation(
        summary: "a color set's component that is no component of its space, missing, no number "
          + "or out of range, or a color space Xcode does not write (an entry of an idiom "
          + "alone, Xcode's \"no color\" as its app template writes `AccentColor`, is none: the "
          + "constant leaves it out)",
        example: "`\"red\": \"nan\"`, `\"red\": \"1.5\"` in `srgb`, a component named `evil`, "
          + "`srgb` with only `red`, the space `cmyk`",
        fix: "write each component as Xcode does (`0.500`, `0x80`, `128`) and in range (0 to 1, "
          + "any for an `extended-` space), or pick the color again in Xcode")
    }
  }
}
