import Foundation
import StandardPathsCore

/// The generator core: layout → image headers, contents and catalogs → screen → parse → group
/// → name → resolve → check → settle → render.
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
    /// Every finding in `Diagnostic.reportOrder`, each pointing at the file on disk, as the
    /// configuration's rules settle them.
    package var diagnostics: [Diagnostic]
    /// The resolve stage's table, for the `table` command.
    package var table: ResolvedTable
    /// The groups, in manifest order.
    package var groups: [AssetGroup]
    /// The generated namespace's types and constants.
    package var tree: NameTree
    /// The constants of the asset catalogs' image, color and data sets.
    package var catalogConstants: [CatalogConstant] = []
    /// How many warnings the baseline hid, and how many of its entries of the generator's
    /// rules matched none (fixed since it was written).
    package var baselineCounts = (hidden: 0, fixed: 0)
  }

  /// The stages that read only names: screen, parse, group and localize, then the table of
  /// every device (for `size`, which needs no check and no source).
  package static func resolve(_ listing: FolderListing, options: GeneratorOptions) -> (
    files: [ParsedFile], groups: [AssetGroup], table: ResolvedTable, screened: [Diagnostic]
  ) {
    // The baseline read from a resource folder would ship as an asset, with a constant. Only
    // files of its name are located: a folder of 100,000 files is no 100,000 path operations.
    // Either path may be relative to the working folder (`lint DIR --baseline FILE`).
    let baseline = options.baselinePath.flatMap { path in
      let disk = URL(fileURLWithPath: path).standardizedFileURL
      return listing.files.first {
        ($0 == disk.lastPathComponent || $0.hasSuffix("/" + disk.lastPathComponent))
          && URL(fileURLWithPath: listing.locations.location(of: $0)).standardizedFileURL == disk
      }
    }
    let (kept, screened) = NameFilter.screen(
      listing.files, buildSystem: options.buildSystem, baseline: baseline)
    let files = kept.map(ParsedFile.init(path:))
    let groups = Localizer.localize(Grouper.group(files))
    let table = TableResolver.resolve(
      groups, devices: options.devices, developmentLanguage: options.developmentLanguage)
    return (files, groups, table, screened)
  }

  /// Runs every stage after the layout on `listing`.
  package static func generate(_ listing: FolderListing, options: GeneratorOptions) -> Output {
    let (files, groups, table, screenDiagnostics) = resolve(listing, options: options)
    let (tree, namingDiagnostics) = Namer.name(
      groups, namespace: options.namespace, chosenNames: options.chosenNames)
    let catalogConstants = CatalogConstants.constants(listing.catalogs)
    let catalogClashes = CatalogConstants.clashes(
      catalogConstants, tree: tree, groups: groups, namespace: options.namespace
    ) { $0.contentsLocation(in: listing.locations) }
    // The checks speak only of the devices the project ships to, and the extra ones it names.
    let shipped = options.shippedDevices.map(Set.init) ?? Set(Device.knownDevices)
    let checked = table.keeping { shipped.contains($0) || options.extraDevices.contains($0) }
    let input = CheckInput(
      files: files, groups: groups, table: checked, listing: listing, options: options)
    // The registry's checks, each only when its rule is on.
    let checks = Rules.all.flatMap { rule in
      options.level(of: rule.id) == .off ? [] : rule.check?(input) ?? []
    }
    let settled = options.applyingRules(
      listing.diagnostics + input.located(screenDiagnostics + namingDiagnostics) + checks
        + catalogClashes
        + CatalogConstants.unnamable(listing.catalogs, locations: listing.locations),
      locations: listing.locations)
    let (diagnostics, hidden, fixed) =
      options.baseline?.hiding(settled) { Rules.rule($0).topic != .unused } ?? (settled, 0, 0)
    let fails = diagnostics.contains { $0.severity == .error || options.strict }
    let source =
      fails
      ? nil
      : SwiftRenderer.render(
        tree: tree, groups: groups,
        manifest: ManifestEncoder.encode(
          groups, table, images: listing.images, fonts: listing.fonts,
          developmentLanguage: options.developmentLanguage),
        catalogSets: catalogConstants.count, options: options)
        + SwiftRenderer.renderCatalogConstants(catalogConstants, tree: tree, options: options)
    return Output(
      source: source, diagnostics: diagnostics, table: table, groups: groups, tree: tree,
      catalogConstants: catalogConstants, baselineCounts: (hidden, fixed))
  }
}
