/// The generator core: scan → screen → parse → group → name → resolve → check → render.
///
/// Every stage but the scan is a pure function of its input, so the same files give the same
/// bytes whatever order the folder was listed in and wherever it sits on the disk.
package enum ManifestGenerator {
  /// What a generation produced.
  package struct Output: Sendable {
    /// The Swift source, or nil when an error (or, in strict mode, a warning) stops generation.
    package var source: String?
    /// Every finding in `Diagnostic.reportOrder`, each with its path as the user gave the folder.
    package var diagnostics: [Diagnostic]
    /// The resolve stage's table, for the `table` command.
    package var table: ResolvedTable
    /// The groups, in manifest order.
    package var groups: [AssetGroup]
  }

  /// Runs every stage after the scan on `listing`.
  package static func generate(_ listing: FolderListing, options: GeneratorOptions) -> Output {
    let (kept, screenDiagnostics) = NameScreen.screen(listing.files)
    var diagnostics = listing.diagnostics + screenDiagnostics
    let files = kept.map(ParsedFile.init(path:))
    let groups = Grouper.group(files)
    let (tree, namingDiagnostics) = Namer.name(groups)
    let table = TableResolver.resolve(groups, devices: options.devices)
    diagnostics += namingDiagnostics
    diagnostics += Checks.run(files: files, groups: groups, table: table, options: options)
    diagnostics = diagnostics.map { diagnostic in
      var prefixed = diagnostic
      prefixed.path = options.diagnosticPrefix + diagnostic.path
      return prefixed
    }
    diagnostics.sort(by: Diagnostic.reportOrder)
    let fails = diagnostics.contains { $0.severity == .error || options.strict }
    let source =
      fails
      ? nil
      : SwiftRenderer.render(
        tree: tree, groups: groups,
        manifest: ManifestEncoder.encode(groups, table, options: options), options: options)
    return Output(source: source, diagnostics: diagnostics, table: table, groups: groups)
  }
}
