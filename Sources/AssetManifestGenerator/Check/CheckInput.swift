import AssetFileReaders

/// What every check of the assets sees: the parsed files, the groups and the resolved table,
/// what the files hold, and the options; with the views several checks share, made once.
///
/// Findings about assets name paths in the bundle, as the groups do; `located(_:)` turns them
/// into the files on disk, which SwiftPM and Xcode show.
package struct CheckInput {
  /// Every file the screen kept, parsed.
  package let files: [ParsedFile]
  /// The groups, in manifest order: assets, localized assets and their localizations.
  package let groups: [AssetGroup]
  /// The resolved table of every group, with only the columns of the devices the checks speak
  /// of (those the project ships to, and the extra ones).
  package let table: ResolvedTable
  /// What each image's header says, by path in the bundle.
  package let images: [String: ImageFacts]
  /// Sets of paths whose files hold the same bytes.
  package let sameContents: [[String]]
  /// The asset catalogs.
  package let catalogs: [AssetCatalog]
  /// Where each path in the bundle is on disk.
  package let locations: SourceLocations
  /// The options, the configuration's among them.
  package let options: GeneratorOptions

  /// The groups that hold files, each localization a group of its own (a localized asset only
  /// gathers them), for the checks of files.
  let fileGroups: [AssetGroup]
  /// The table's rows of `fileGroups`.
  let fileTable: ResolvedTable
  /// The groups whose every device should get a file, asked of the constants, since a device
  /// that one language folder does not serve falls back to the next. A localized asset that no
  /// device gets without a language of the user's is left to `missing-language-fallback`,
  /// which says what to add.
  let fallbackGroups: [AssetGroup]
  /// The table's rows of `fallbackGroups`.
  let fallbackTable: ResolvedTable
  /// The groups that get a constant (a localized asset holds the files of all its
  /// localizations).
  let constants: [AssetGroup]
  /// The files of each of `fileGroups` that mean the same variant, each cluster with its row.
  let sameVariantClusters: [(row: Int, files: [ParsedFile])]

  /// The input of the checks of `listing`'s files, parsed into `files` and `groups`, resolved
  /// into `table`.
  package init(
    files: [ParsedFile], groups: [AssetGroup], table: ResolvedTable, listing: FolderListing,
    options: GeneratorOptions
  ) {
    self.files = files
    self.groups = groups
    self.table = table
    images = listing.images
    sameContents = listing.sameContents
    catalogs = listing.catalogs
    locations = listing.locations
    self.options = options
    let rows = groups.indices.filter { groups[$0].holdsFiles }
    fileGroups = rows.map { groups[$0] }
    fileTable = table.keepingRows(rows)
    let fallbackRows = groups.indices.filter {
      groups[$0].role == .asset
        || (groups[$0].role == .localizedAsset && table.answers[$0].contains { $0 != nil })
    }
    fallbackGroups = fallbackRows.map { groups[$0] }
    fallbackTable = table.keepingRows(fallbackRows)
    constants = groups.filter(\.isConstant)
    sameVariantClusters = Checks.sameVariantClusters(fileGroups)
  }

  /// `findings` about paths in the bundle, each at its file (or folder) on disk.
  package func located(_ findings: [Diagnostic]) -> [Diagnostic] {
    findings.map { finding in
      var located = finding
      located.path = locations.location(of: finding.path)
      return located
    }
  }
}
