extension Rules {
  /// The rules of asset catalogs' sets (`.xcassets`) and of their constants.
  static let catalogs: [Rule] = [
    Rule(
      id: .catalogContentsUnreadable, level: .warning,
      summary: "an image set's `Contents.json` cannot be read",
      example: "a `Contents.json` that does not parse, or none",
      fix: "fix the file, or delete the set and make it again in Xcode",
      topic: .catalog,
      check: { Checks.catalogs($0, reporting: .catalogContentsUnreadable) }),
    Rule(
      id: .catalogSlotMissingFile, level: .warning,
      summary: "a set's slot names a file that is not in the set, or spells it otherwise",
      example: "the 2x slot names `moon@2x.png`, which the folder lacks, or which is a symbolic "
        + "link or a named pipe; a data set names `../secret.json`; a slot names `Star.png` "
        + "over the file `star.png`",
      fix: "add the file (the file itself, not a link), or clear the slot in Xcode",
      topic: .catalog,
      check: { Checks.catalogs($0, reporting: .catalogSlotMissingFile) }),
    Rule(
      id: .catalogFileInNoSlot, level: .warning,
      summary: "a file of an image set that no slot names",
      example: "`star-old.png` beside the set's images: the app does not get it",
      fix: "drag it into a slot of the set in Xcode, or delete it",
      topic: .catalog,
      check: { Checks.catalogs($0, reporting: .catalogFileInNoSlot) }),
    Rule(
      id: .catalogSlotSize, level: .warning,
      summary: "an image set's image disagrees in size with its slot's scale",
      example: "a 2x slot holding the 1x image",
      fix: "put an image of the size the message names in the slot, or move this one to the "
        + "slot of its scale",
      topic: .catalog,
      check: { Checks.catalogs($0, reporting: .catalogSlotSize) }),
    Rule(
      id: .catalogMissing3x, level: .warning,
      summary: "an image set has no 3x phone image while other sets of its catalog have one",
      example: "3x iPhones scale its 2x image up (only when the project ships to a 3x phone)",
      fix: "add a 3x image",
      topic: .catalog,
      check: { Checks.catalogs($0, reporting: .catalogMissing3x) }),
    Rule(
      id: .catalogNameClash, level: .error,
      summary: "a catalog set and a loose file, a folder or another set would get one Swift name",
      example: "`Media.xcassets/star.imageset` and `star.png` beside the catalog: both "
        + "`Assets.star`",
      fix: "rename one, or put the set in a group that provides a namespace (Xcode's inspector: "
        + "Provides Namespace)",
      topic: .catalog,
      fixedReason: "the generated file would declare the name twice, and not compile"),
    Rule(
      id: .catalogDeviceUnserved, level: .warning,
      summary: "an image set has no slot for a device the project ships to",
      example: "a set with only `iphone` slots: iPads and Macs get no image",
      fix: "fill a universal slot, or one of the device's idiom",
      topic: .catalog,
      check: { Checks.catalogChoices($0, reporting: .catalogDeviceUnserved) }),
    Rule(
      id: .catalogSlotNeverChosen, level: .warning,
      summary: "an image set's slot that no device the project ships to gets",
      example: "a universal 2x slot beside the `iphone` and `ipad` slots of every scale",
      fix: "delete the image, or clear the slot in Xcode",
      topic: .catalog,
      check: { Checks.catalogChoices($0, reporting: .catalogSlotNeverChosen) }),
    Rule(
      id: .catalogNotCompiled, level: .warning,
      summary: "an asset catalog that the build copies as it is, so no `Assets.car` holds it",
      example: "`Media.xcassets` inside `.copy(\"Resources\")`: `UIImage(named:)` finds none of "
        + "its sets, and its constants answer from its raw files",
      fix: "declare the catalog with `.process(...)`, out of any folder declared with "
        + "`.copy(...)` (in Xcode: a member of the target, not inside a folder reference)",
      topic: .catalog,
      check: Checks.catalogCompilation),
    Rule(
      id: .catalogColorComponent, level: .error,
      summary: "a color set's component that is no component of its space, no number, or out "
        + "of range",
      example: "`\"red\": \"nan\"`, `\"red\": \"1.5\"` in `srgb`, a component named `evil`",
      fix: "write each component as Xcode does (`0.500`, `0x80`, `128`) and in range (0 to 1, "
        + "any for an `extended-` space), or pick the color again in Xcode",
      topic: .catalog,
      check: Checks.colorComponents),
  ]
}
