import StandardPathsCore

/// The generator core: layout → image headers, contents and catalogs → screen → parse → group
/// → name → resolve → check → render.
///
/// The layout (`BundleLayout`) and the stages that read files (`ImageScanner`, `ContentScanner`,
/// `CatalogScanner`) read the disk, before this runs; every later stage is a pure function of
/// its input, so the same files give the same bytes whatever order the folders were listed in
/// and wherever they sit on the disk.
package enum ManifestGenerator {
  /// What a generation produced.
  package struct Output: Sendable {
    /// The Swift source, or nil when an error (or, in strict mode, a warning) stops generation.
    package var source: String?
    /// Every finding in `Diagnostic.reportOrder`, each pointing at the file on disk.
    package var diagnostics: [Diagnostic]
    /// The resolve stage's table, for the `table` command.
    package var table: ResolvedTable
    /// The groups, in manifest order.
    package var groups: [AssetGroup]
    /// The generated namespace's types and constants.
    package var tree: NameTree
  }

  /// Runs every stage after the layout on `listing`.
  package static func generate(_ listing: FolderListing, options: GeneratorOptions) -> Output {
    let (kept, screenDiagnostics) = NameScreen.screen(
      listing.files, buildSystem: options.buildSystem)
    let files = kept.map(ParsedFile.init(path:))
    let groups = Localizer.localize(Grouper.group(files))
    let (tree, namingDiagnostics) = Namer.name(
      groups, namespace: options.namespace, chosenNames: options.chosenNames)
    let table = TableResolver.resolve(
      groups, devices: options.devices, developmentLanguage: options.developmentLanguage)
    var diagnostics = screenDiagnostics + namingDiagnostics
    // The checks speak only of the devices the project ships to, and the extra ones it names.
    let shipped = options.shippedDevices.map(Set.init) ?? Set(Device.catalogue)
    let checked = table.keeping { shipped.contains($0) || options.extraDevices.contains($0) }
    diagnostics += Checks.run(
      files: files, groups: groups, table: checked, images: listing.images,
      sameContents: listing.sameContents, options: options)
    diagnostics = diagnostics.map { diagnostic in
      var located = diagnostic
      located.path = listing.locations.location(of: diagnostic.path)
      return located
    }
    diagnostics =
      listing.diagnostics + diagnostics + unknownChosenNames(groups, options)
      + developmentLanguageMismatch(options)
      + Checks.catalogs(listing.catalogs, locations: listing.locations, options: options)
    diagnostics.sort(by: Diagnostic.reportOrder)
    let fails = diagnostics.contains { $0.severity == .error || options.strict }
    let source =
      fails
      ? nil
      : SwiftRenderer.render(
        tree: tree, groups: groups,
        manifest: ManifestEncoder.encode(
          groups, table, images: listing.images,
          developmentLanguage: options.developmentLanguage),
        options: options)
    return Output(
      source: source, diagnostics: diagnostics, table: table, groups: groups, tree: tree)
  }

  /// A warning at the configuration's `developmentLanguage` when Package.swift's
  /// `defaultLocalization` names another language: Bundle falls back to the one, the manifest
  /// to the other.
  private static func developmentLanguageMismatch(_ options: GeneratorOptions) -> [Diagnostic] {
    guard let packageLanguage = options.packageDefaultLocalization,
      let configuration = options.configuration, configuration.sets("developmentLanguage"),
      LanguageTag(packageLanguage) != LanguageTag(options.developmentLanguage)
    else { return [] }
    return [
      configuration.diagnostic(
        .warning, key: "developmentLanguage",
        "'developmentLanguage' is \"\(options.developmentLanguage)\" but Package.swift's "
          + "defaultLocalization is \"\(packageLanguage)\", which SwiftPM writes into the bundle as "
          + "its development region: Bundle falls back to \(packageLanguage), the manifest to "
          + "\(options.developmentLanguage); set them to one language, or remove "
          + "'developmentLanguage' to follow Package.swift")
    ]
  }

  /// Names chosen in the configuration for assets that do not exist, at the line that chose
  /// them.
  private static func unknownChosenNames(_ groups: [AssetGroup], _ options: GeneratorOptions)
    -> [Diagnostic]
  {
    guard let configuration = options.configuration else { return [] }
    let requests = Set(groups.map(\.request))
    // In any order: the pipeline sorts every finding.
    return options.chosenNames.keys.filter { !requests.contains($0) }
      .map {
        configuration.diagnostic(
          .warning, key: $0,
          "'names' maps '\($0)', which is no asset; use an asset's name as 'asset-manifest "
            + "table' lists it (its path in the bundle, without variant suffixes)")
      }
  }
}
