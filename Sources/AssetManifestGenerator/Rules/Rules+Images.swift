extension Rule.ID {
  /// The rules of what the files hold: image sizes, damaged headers and copies.
  package enum Images: CaseIterable, Sendable {
    case pointSizeMismatch, heightVariantOversized, imageDamaged, gitLFSPointer,
      fontNamesUnreadable, scaledUp, duplicateContents, duplicateScale
  }
}

extension Rules {
  /// What a build needs of the rule `id`, which is `rule` in its family: its severity, its
  /// report section, why it is fixed (when it is) and its check.
  static func images(_ rule: Rule.ID.Images, _ id: Rule.ID) -> Rule {
    switch rule {
    case .pointSizeMismatch:
      Rule(id, .warning) { input in
        input.located(Checks.inconsistentPointSizes(input.fileGroups, input.images))
      }
    case .heightVariantOversized:
      Rule(id, .warning) { input in
        input.located(Checks.oversizedHeightVariants(input.files, input.images))
      }
    case .imageDamaged, .gitLFSPointer, .fontNamesUnreadable:
      Rule(id, .warning)
    case .scaledUp:
      Rule(id, .off) { input in
        input.located(
          Checks.upscaledAssets(
            input.fileGroups, input.fileTable,
            Coverage(input.fileGroups, input.fileTable, images: input.images)))
      }
    case .duplicateContents, .duplicateScale:
      Rule(id, .warning, topic: .duplicate) { input in
        input.located(Checks.duplicateFiles(input.constants, input.sameContents, reporting: id))
      }
    }
  }
}
