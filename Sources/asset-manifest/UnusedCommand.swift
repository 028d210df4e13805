import AssetManifestAudit
import AssetManifestCommandLine
import AssetManifestGenerator
import CommandLineArguments
import Foundation

/// `asset-manifest unused DIR --sources PATH...`: the assets no source references.
enum UnusedCommand {
  static let usage = Usage(
    "unused",
    [
      "(DIR | --input DIR | --resources FILE)", "--sources PATH...", "[--test-sources PATH]...",
      "[--baseline FILE | --write-baseline FILE]",
    ],
    overview: """
          Print a warning for each asset that no source references, at its first file,
          with a note for each of its other files. An asset is referenced when its member name
          follows a dot anywhere in the sources (.hero, through any alias, call, key path or
          $0) while every name of its namespace (Assets, Characters) appears in them, or by a
          string literal naming it or one of its files (Assets.manifest.url(forFile:
          "Characters/hero.png"), UIImage(named: "hero"), Bundle.module.url(forResource:
          "hero", ...)) or one of its folders (Bundle.module.urls(forResourcesWithExtension:
          "png", subdirectory: "Characters"), a folder's name anywhere), where the text
          between a string's interpolations that holds a / or a . ("\\(dir)/hero.png") and an
          enum's case names (the raw values of String enums) count as strings, or by the
          configuration's "keep" list (names with * for any characters), for names built at
          run time, which no reading of the sources can see. A folder that is the
          subdirectory: or inDirectory: of a lookup of one resource named by a literal
          (url(forResource: "hero", withExtension: "png", subdirectory: "Characters")) uses
          that resource alone. A source that walks Assets.manifest.assets may use any asset:
          then none is reported, and the summary names the walk's file and line (a walk of
          another namespace's or another module's manifest, LibA.Assets.manifest, is not
          this target's). A string that names a folder keeps the folder's assets; the
          summary counts the assets such strings alone kept outside a lookup of the folder's
          files, and names the strings that kept the most. An asset catalog's image, color or
          data set is referenced by its constant or by its catalog name in a string
          (UIColor(named: "brand"), "Icons/star"), and a font also by a PostScript, family or
          full name (UIFont(name: "Inter-Regular", size: 17)). Storyboards, xibs and property
          lists, among the sources and the resources, are read as well: each attribute value
          and text is a string (image="hero", an Info.plist's launch image). Strings tables,
          Info.plist, privacy manifests and bundles, which the system loads by convention, and
          the color sets Xcode applies by a build setting (AccentColor, WidgetBackground), are
          never judged.
      """,
    options: [
      Option(
        "--sources", "PATH",
        help: "a Swift file, or a folder searched for .swift files, storyboards, xibs and property "
          + "lists (repeatable, links followed); files the generator wrote are skipped, and what "
          + "cannot be read is an error naming it"),
      Option(
        "--test-sources", "PATH",
        help: "test code, read as --sources is, but a walk of every asset there (a test that "
          + "checks each one) uses none (repeatable)"),
      GeneratorArguments.formatOption,
    ] + GeneratorArguments.options + [BaselineOptions.write],
    epilogue: """
          Exit status: 0 audited (an unused asset is a warning), 1 a source cannot be read,
          or with --strict any asset is unused; a --sources path that does not exist is a bad
          argument (2).
      """)

  static func run(_ raw: [String]) throws(UsageError) -> Int32 {
    let arguments = try Arguments(raw, options: usage.options)
    try arguments.exclusive("--baseline", "--write-baseline")
    let baselinePath = try BaselineOptions.path(arguments)
    let format = GeneratorArguments.format(arguments)
    let sourcePaths = arguments.values("--sources")
    guard !sourcePaths.isEmpty else {
      throw UsageError("unused needs the app's sources: --sources PATH (a folder or a file)")
    }
    var references = try references(in: sourcePaths)
    let testPaths = arguments.values("--test-sources")
    if !testPaths.isEmpty {
      var tests = try Self.references(in: testPaths, option: "--test-sources")
      tests.found.walkLocations = [:]
      references.found.formUnion(tests.found)
      references.files += tests.files
    }
    // Its audit needs the settings: without them it reports only what stopped it, not the
    // lint's findings, which the audit never prints.
    guard
      let prepared = try GeneratorArguments.prepare(
        arguments, directory: try arguments.directory(),
        failures: BaselineOptions.failures(arguments, format: format, withFindings: false))
    else { return ExitStatus.failure }
    let options = prepared.options
    references = Self.adding(resourcesOf: prepared.listing, to: references)
    let output = ManifestGenerator.generate(prepared.listing, options: options)
    let audit = UnusedAssets.find(
      groups: output.groups, tree: output.tree, options: options, references: references.found,
      locations: prepared.listing.locations, catalogSets: output.catalogConstants,
      fonts: prepared.listing.fonts,
      target: prepared.target)
    if let path = baselinePath {
      return BaselineOptions.record(
        audit.findings, to: path, by: "unused", reports: reports, prepared: prepared,
        format: format)
    }
    // Settled by the configuration's rules, in report order, less the baseline's.
    let (findings, hidden, fixed) =
      options.baseline?.hiding(audit.findings, reports: reports) ?? (audit.findings, 0, 0)
    GeneratorArguments.report(
      findings, strict: options.strict, format: format,
      baseline: BaselineOptions.fingerprints(options))
    let notJudged =
      Self.walkNote(audit.walk, namespace: options.namespace)
      + Self.folderNote(audit.keptByFolder)
    Output.error(
      "\(Output.counted(output.groups.filter(\.isConstant).count + output.catalogConstants.count, "asset")), "
        + "\(Output.counted(findings.count, "finding")) in "
        + Output.counted(references.files, "source file") + notJudged
        + BaselineOptions.summary((hidden, fixed), options: options))
    // An unreadable source folder is an error: sources may be missing from the audit.
    let failed = options.strict ? !findings.isEmpty : findings.contains { $0.severity == .error }
    return failed ? ExitStatus.failure : ExitStatus.success
  }

  /// The rules whose findings the audit reports: the unused-asset audit's.
  static func reports(_ rule: Rule.ID) -> Bool { Rules.rule(rule).topic == .unused }

  /// What the summary adds when a source walks every asset: where, so that the walk can be
  /// found and narrowed.
  static func walkNote(_ walk: SwiftReferences.Location?, namespace: String) -> String {
    guard let walk else { return "" }
    return " (\(OneLine.escaped(walk.description)) walks \(namespace).manifest.assets, so every "
      + "asset counts as used)"
  }

  /// What the summary adds when strings that name a folder, outside a lookup of its files, alone
  /// kept its assets from the report: how many, and the strings that kept the most (three, then
  /// a count), quoted as findings quote names, so that one that only happens to say a folder's
  /// name (a title that says "Icons") can be found.
  static func folderNote(_ keptByFolder: [String: Int]) -> String {
    guard !keptByFolder.isEmpty else { return "" }
    let ranked = keptByFolder.sorted { lhs, rhs in
      lhs.value != rhs.value ? lhs.value > rhs.value : UTF8Order.precedes(lhs.key, rhs.key)
    }
    var named = ranked.prefix(3).map { "'\(OneLine.escaped($0.key))' (\($0.value))" }
    if ranked.count > 3 { named.append("\(ranked.count - 3) more") }
    let count = keptByFolder.values.reduce(0, +)
    let counts = count == 1 ? "1 asset counts" : "\(count) assets count"
    return " (\(counts) as used only because a string names a folder that holds "
      + "\(count == 1 ? "it" : "them"): \(named.joined(separator: ", ")); a string that only "
      + "says a folder's name keeps its assets too, so search the sources and resources for it)"
  }

  /// `references` with the strings of the storyboards, xibs and property lists among the
  /// resources of `listing`, which name images as the sources do.
  static func adding(
    resourcesOf listing: FolderListing, to references: (found: SwiftReferences, files: Int)
  ) -> (found: SwiftReferences, files: Int) {
    let resources = SourceFiles.references(ofResourcesIn: listing)
    var found = references.found
    found.formUnion(resources.found)
    return (found, references.files + resources.files)
  }

  /// The references of every Swift file at or below `paths`, but the generated ones; what
  /// cannot be read is in `found.problems`, which the audit reports.
  static func references(in paths: [String], option: String = "--sources") throws(UsageError)
    -> (found: SwiftReferences, files: Int)
  {
    for path in paths where !SourceFiles.exists(path) {
      throw UsageError("\(option) names '\(path)', which does not exist")
    }
    return SourceFiles.references(in: paths)
  }
}
