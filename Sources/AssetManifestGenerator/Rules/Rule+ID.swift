extension Rule {
  /// Every rule's ID, in the order `asset-manifest rules` and the README list them: stable, so
  /// that a configuration that names one keeps working. Each is a case of its family too
  /// (`family`), whose switches declare the rule: `Rules.all` holds one rule per ID.
  package enum ID: String, CaseIterable, Sendable {
    // Names and files.
    case ambiguousVariants = "ambiguous-variants"
    case caseCollision = "case-collision"
    case bundlePathClash = "bundle-path-clash"
    case nameControlCharacter = "name-control-character"
    case unicodeSpellingClash = "unicode-spelling-clash"
    case nameHiddenCharacters = "name-hidden-characters"
    case chosenNamesClash = "chosen-names-clash"
    case swiftNameClash = "swift-name-clash"
    case swiftNameReserved = "swift-name-reserved"
    case mixedUnicodeForms = "mixed-unicode-forms"
    case nameOnlySuffixes = "name-only-suffixes"
    case nameNotUTF8 = "name-not-utf8"
    // Variants.
    case neverChosen = "never-chosen"
    case missingFallback = "missing-fallback"
    case nearMissSuffix = "near-miss-suffix"
    case extensionCaseSplit = "extension-case-split"
    // Images and their bytes.
    case pointSizeMismatch = "point-size-mismatch"
    case heightVariantOversized = "height-variant-oversized"
    case imageDamaged = "image-damaged"
    case fontNamesUnreadable = "font-names-unreadable"
    case scaledUp = "scaled-up"
    case duplicateContents = "duplicate-contents"
    case duplicateScale = "duplicate-scale"
    // Localization.
    case missingLanguageFallback = "missing-language-fallback"
    case languageFolderUnknown = "language-folder-unknown"
    case languageFolderInvalid = "language-folder-invalid"
    case languageFolderTwice = "language-folder-twice"
    // Asset catalogs.
    case catalogContentsUnreadable = "catalog-contents-unreadable"
    case catalogSlotMissingFile = "catalog-slot-missing-file"
    case catalogFileInNoSlot = "catalog-file-in-no-slot"
    case catalogSlotSize = "catalog-slot-size"
    case catalogMissing3x = "catalog-missing-3x"
    case catalogNameClash = "catalog-name-clash"
    case catalogDeviceUnserved = "catalog-device-unserved"
    case catalogSlotNeverChosen = "catalog-slot-never-chosen"
    case catalogNotCompiled = "catalog-not-compiled"
    case catalogColorComponent = "catalog-color-component"
    // The resource folders.
    case xcodeCompiledFile = "xcode-compiled-file"
    case sourceInResources = "source-in-resources"
    case folderUnreadable = "folder-unreadable"
    case fileUnreadable = "file-unreadable"
    case symbolicLinkLoop = "symbolic-link-loop"
    case brokenSymbolicLink = "broken-symbolic-link"
    case symbolicLinkOutside = "symbolic-link-outside"
    case specialFile = "special-file"
    case resourceListInvalid = "resource-list-invalid"
    // The unused-asset audit.
    case unusedAsset = "unused-asset"
    case sourceUnreadable = "source-unreadable"
    case sourceNotAFile = "source-not-a-file"
    case catalogMoveChangesFile = "catalog-move-changes-file"
    // The configuration.
    case configurationSyntax = "configuration-syntax"
    case configurationEncoding = "configuration-encoding"
    case configurationTooLarge = "configuration-too-large"
    case configurationNotObject = "configuration-not-object"
    case configurationRepeatedKey = "configuration-repeated-key"
    case configurationUnknownKey = "configuration-unknown-key"
    case configurationInvalidValue = "configuration-invalid-value"
    case configurationUnknownRule = "configuration-unknown-rule"
    case configurationUnknownFolder = "configuration-unknown-folder"
    case configurationUnknownAsset = "configuration-unknown-asset"
    case configurationUnusedKeep = "configuration-unused-keep"
    case configurationLanguageMismatch = "configuration-language-mismatch"
    case baselineInvalid = "baseline-invalid"
    // The generated file.
    case outputStale = "output-stale"
    case outputNameTaken = "output-name-taken"
    case outputNotGenerated = "output-not-generated"
    case outputFolderMissing = "output-folder-missing"
    case outputUnwritable = "output-unwritable"
    // The build plugins' own findings, about the package rather than its assets.
    case pluginWithoutRuntime = "plugin-without-runtime"
    case pluginAndCheckedInManifest = "plugin-and-checked-in-manifest"
    case pluginWithoutResources = "plugin-without-resources"
    case pluginUnhandledResources = "plugin-unhandled-resources"
  }
}
