import AssetManifestGenerator
import CommandLineArguments
import Foundation
import StandardPathsCore

/// The options every command that reads the assets takes (`generate`, `lint`, `table`, `size`,
/// `report`, `unused`), and the layout stage they all start with.
package enum GeneratorArguments {
  /// The options `prepare` reads, in the order the usages list them, after a command's own.
  package static let options = [
    Option("--input", "DIR", help: "the folder of assets"),
    Option(
      "--resources", "FILE",
      help: #"a target's resource entries: the JSON the plugins write, {"target": NAME, "#
        + #""targetDirectory": DIR, "resources": [{"path": PATH, "rule": "copy"|"process"|"#
        + #""contents"}]}, or an Xcode file list (.xcfilelist): one path per line, relative to "#
        + "FILE's folder, $(VAR) from the environment; a folder is copied whole, a file processed"),
    Option(
      "--config", "FILE",
      help: "the configuration (keys: asset-manifest generate --help), which options given here "
        + "win over; default: the build's, asset-manifest.json beside the target's sources"),
    Option(
      "--strict",
      help: "treat warnings as errors, as a strict build does: print them so (lint, unused and "
        + "generate then fail; table, size and report still exit 0)"),
    Option(
      "--layout", "LAYOUT", choices: ["relative", "copy", "process"],
      help: #"how DIR lands in the bundle: process (SwiftPM .process("DIR"): every file at the "#
        + #"bundle's top, *.lproj folders kept), copy (SwiftPM .copy("DIR"), an Xcode folder "#
        + "reference: paths start with DIR's name) or relative (paths below DIR, sub-folders "
        + "kept); default: as the Package.swift above DIR declares DIR as a target's resources (a "
        + "note says so), else relative"),
    Option(
      "--bundle", "BUNDLE", choices: GeneratorOptions.BundleSource.allCases.map(\.rawValue),
      help: "where the files are at run time: module (Bundle.module), main (Bundle.main) or "
        + "none; default: the configuration's 'bundle', else main with --build-system xcode and "
        + "module otherwise"),
    Option("--namespace", "NAME", help: "the generated namespace (default: Assets)"),
    Option(
      "--build-system", "SYSTEM", choices: BuildSystem.allCases.map(\.rawValue),
      help: "whose layout advice speaks of: swiftpm (Package.swift, the default) or xcode "
        + "(folder references, Copy Bundle Resources)"),
    Option(
      "--baseline", "FILE",
      help: "leave out the warnings this baseline records (asset-manifest lint --write-baseline), "
        + "so that only new ones print; default: the configuration's 'baseline'"),
  ]

  /// The input as the later stages want it.
  package struct Prepared {
    package var listing: FolderListing
    package var options: GeneratorOptions
    /// The files the command checks, to which its baseline's entries are confined.
    package var scope: FindingBaseline.Scope
    /// The target whose resources these are, when the input names it: a package's resource
    /// list's target, or the target whose folder `DIR` is, by the name `Package.swift` gives.
    package var target: String?
  }

  /// Reads the configuration and lays out the input: `DIR` (the positional or `--input`) or the
  /// plugin's `--resources FILE`; with `contents` false, reads no file's contents (`size`).
  ///
  /// - Returns: nil when the input itself is wrong; the diagnostics are printed, as text, or by
  ///   `failures` when given: the errors of the configuration, the baseline or the list, then
  ///   the assets' own findings under the settings that are valid.
  package static func prepare(
    _ arguments: Arguments, directory: String?, contents: Bool = true,
    failures: ((_ errors: [Diagnostic], _ findings: [Diagnostic]) -> Void)? = nil
  ) throws(UsageError) -> Prepared? {
    let failures = failures ?? { report($0 + $1, strict: false) }
    // One precedence for every option: the command line, then the configuration, then the
    // defaults, of which the bundle follows the build system (an Xcode app reads its own).
    // --build-system and --bundle hold one of their choices: the parser refuses any other.
    var options = GeneratorOptions()
    if let system = arguments.value("--build-system").flatMap(BuildSystem.init) {
      options.buildSystem = system
    }
    options.bundle = options.buildSystem == .xcode ? .main : .module
    // Every command checks as the build on this machine does: where there is no Xcode, there is
    // no actool to compile a catalog.
    #if !canImport(Darwin)
      options.compilesProcessedCatalogs = false
    #endif
    // A resource list is read first: the build's configuration is beside its target's sources.
    var list: ResourceList?
    if directory == nil, let file = arguments.value("--resources") {
      guard arguments.value("--layout") == nil else {
        throw UsageError("--layout applies to a folder; a --resources file gives each entry's")
      }
      guard let read = try readResourceList(file, failures: failures) else { return nil }
      list = read
    }
    var configurationErrors: [Diagnostic] = []
    if let path = arguments.value("--config")
      ?? (directory ?? list?.targetDirectory).flatMap(targetConfiguration)
    {
      if let why = FolderEntries.whyNotAFile(path) {
        throw UsageError(
          "the configuration '\(OneLine.escaped(path))' \(why); pass an asset-manifest.json file")
      }
      guard let data = FileManager.default.contents(atPath: path) else {
        throw UsageError(
          "cannot read the configuration file '\(OneLine.escaped(path))'; make it readable "
            + "(chmod u+r)")
      }
      if let refusal = ConfigurationFile.sizeError(path: path, size: data.count) {
        configurationErrors = [refusal]
      } else {
        configurationErrors = options.apply(
          configuration: ConfigurationFile(path: path, bytes: Array(data)))
      }
    }
    if let bundle = arguments.value("--bundle").flatMap(GeneratorOptions.BundleSource.init) {
      options.bundle = bundle
    }
    if let namespace = arguments.value("--namespace") {
      guard GeneratorOptions.isUsableNamespace(namespace) else {
        throw UsageError(
          "--namespace must be a Swift type name that is not a keyword, not '\(namespace)'")
      }
      options.namespace = namespace
    }
    if arguments.has("--strict") { options.strict = true }
    if let path = arguments.value("--baseline") { options.baselinePath = path }
    // A baseline being written is not read: it may not exist yet, or hold what was fixed.
    if let path = options.baselinePath, arguments.value("--write-baseline") == nil {
      switch FindingBaseline.read(path) {
      case .success(let baseline): options.baseline = baseline
      case .failure(let error): configurationErrors.append(error.diagnostic)
      }
    }
    var entries: [ResourceEntry]
    // What the command reads: DIR (a resource folder, or a target's folder for all of its
    // resources), or the target the list names, or the entries its 'folder' key keeps.
    var read: [String]
    var target: String?
    switch (directory, arguments.value("--resources")) {
    case (let directory?, nil):
      read = [directory]
      // A target's folder is read as its build reads it: the configuration's `folder` too.
      let declared = DeclaredLayout.resources(ofTarget: directory)
      let keepsFolder =
        options.folder != nil && arguments.value("--layout") == nil && declared != nil
      entries = try self.entries(
        arguments.value("--layout"), directory: directory, notes: !keepsFolder)
      if let target = otherFolders(of: directory) {
        options.readsPartOfTarget = true
        // What needs the whole target would be judged on part of it: a baseline written so
        // would drop the entries of findings it cannot see (a duplicate in another folder).
        guard arguments.value("--write-baseline") == nil else {
          throw UsageError(
            "'\(OneLine.escaped(directory))' is one of the resource folders of the target in "
              + "'\(OneLine.escaped(target))', and a baseline is written from all of them (a "
              + "finding may need another folder, as a duplicate does); pass '"
              + "\(OneLine.escaped(target))' with --write-baseline")
        }
        Output.error(
          "note: '\(OneLine.escaped(directory))' is one of the resource folders of the target in "
            + "'\(OneLine.escaped(target))'; the configuration's asset names and a baseline's "
            + "fixed entries are judged only when the whole target is read (pass "
            + "'\(OneLine.escaped(target))')")
      }
      options.adopt(package: PackageManifest.nearest(above: directory)?.manifest)
      // A folder a package holds but no target of it does (an example Xcode app in a library's
      // repository) is built by Xcode.
      options.isPackageTarget =
        declared != nil || DeclaredLayout.targetFolder(holding: directory) != nil
      let name = URL(fileURLWithPath: directory).standardizedFileURL.lastPathComponent
      options.origin = "'\(OneLine.escaped(name))'"
      target = declared?.target
      options.regeneration = "run asset-manifest generate again"
      // `folder` comes only from a configuration.
      if keepsFolder, let folder = options.folder, let configuration = options.configuration {
        let list = ResourceList(target: name, targetDirectory: directory, resources: entries)
        guard
          let kept = kept(
            list, folder: folder, configuration: configuration, errors: configurationErrors,
            failures: failures)
        else { return nil }
        (entries, read) = (kept, kept.map(\.path))
        Output.error(
          "\(OneLine.escaped(configuration.path)):\(configuration.line(ofKey: "folder")): note: "
            + "reading only '\(OneLine.escaped(folder))' of the target's resources, as its "
            + "'folder' says")
      } else if let folder = options.folder, let configuration = options.configuration {
        // Said, since a `folder` that does not apply would otherwise look obeyed.
        let why =
          declared == nil
          ? "'\(OneLine.escaped(directory))' is not a target's folder that a Package.swift "
            + "declares, and 'folder' names one of a target's resource entries; pass the "
            + "target's folder to read only that entry"
          : "--layout reads '\(OneLine.escaped(directory))' as one folder; leave out --layout to "
            + "read only that entry"
        Output.error(
          "\(OneLine.escaped(configuration.path)):\(configuration.line(ofKey: "folder")): note: "
            + "'folder' ('\(OneLine.escaped(folder))') does not apply here: \(why)")
      }
    case (nil, _?):
      guard let list else { return nil }
      // An `.xcfilelist` is named after no target: only a package's list names its target.
      target = list.packageManifest == nil ? nil : list.target
      options.origin = "target '\(OneLine.escaped(list.target))'"
      options.adopt(package: list.packageManifest.flatMap { PackageManifest(path: $0) })
      options.isPackageTarget = list.packageManifest != nil
      guard let folder = options.folder, let configuration = options.configuration else {
        read = [list.targetDirectory]
        entries = list.resources
        break
      }
      guard
        let kept = kept(
          list, folder: folder, configuration: configuration, errors: configurationErrors,
          failures: failures)
      else { return nil }
      (entries, read) = (kept, kept.map(\.path))
    default:
      throw UsageError(
        "give the assets either as a folder (DIR or --input DIR) or as --resources FILE")
    }
    do {
      let listing = try AssetReader.read(
        entries, buildSystem: options.buildSystem, contents: contents)
      guard configurationErrors.isEmpty else {
        // The assets' own findings too, with the settings that are valid, so that one run
        // shows everything there is to fix.
        let findings = ManifestGenerator.generate(listing, options: options).diagnostics
        failures(configurationErrors, findings)
        return nil
      }
      // A run over part of a target checks no entry: what it cannot see is not fixed.
      let scope = FindingBaseline.Scope(
        options.readsPartOfTarget ? [] : read + [options.configuration?.path].compactMap { $0 })
      if var baseline = options.baseline {
        baseline.scope = scope
        baseline.leftAlone = options.entriesLeftAlone(in: baseline, locations: listing.locations)
        options.baseline = baseline
      }
      return Prepared(listing: listing, options: options, scope: scope, target: target)
    } catch {
      throw UsageError("\(error)")
    }
  }

  /// The entries of `list` that the configuration's `folder` keeps, as the build keeps them;
  /// nil when it keeps none, after giving `failures` the `errors` and the finding that says so.
  private static func kept(
    _ list: ResourceList, folder: String, configuration: ConfigurationFile, errors: [Diagnostic],
    failures: (_ errors: [Diagnostic], _ findings: [Diagnostic]) -> Void
  ) -> [ResourceEntry]? {
    let entries = list.entries(declaredAs: folder)
    guard entries.isEmpty else { return entries }
    let declared = list.resources.map { list.declaredName(of: $0) }.sorted(by: UTF8Order.precedes)
    failures(
      errors + [
        configuration.diagnostic(
          .configurationUnknownFolder, key: "folder",
          "'folder' names '\(folder)', which holds none of the resources of target "
            + "'\(list.target)'; name one of its resource entries as Package.swift declares "
            + "it (\(declared.joined(separator: ", "))), or remove 'folder' to scan them all")
      ], [])
    return nil
  }

  /// The configuration the build reads for the assets in `directory`: the `asset-manifest.json`
  /// beside the sources of the target that holds them, with a note that says so; nil when there
  /// is none.
  private static func targetConfiguration(_ directory: String) -> String? {
    guard let target = DeclaredLayout.targetFolder(holding: directory) else { return nil }
    let path = (target as NSString).appendingPathComponent("asset-manifest.json")
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    Output.error(
      "\(OneLine.escaped(path)):1: note: reading the configuration of the target that holds "
        + "'\(OneLine.escaped(directory))', as the build does (pass --config to read another)")
    return path
  }

  /// The folder of the target of which `directory` is one resource folder among others, as its
  /// manifest declares them; nil when it is a target's folder, or all of its target's resources.
  private static func otherFolders(of directory: String) -> String? {
    let folder = URL(fileURLWithPath: directory).standardizedFileURL.pathComponents
    guard let target = DeclaredLayout.targetFolder(holding: directory),
      case let depth = folder.count - URL(fileURLWithPath: target).pathComponents.count, depth > 0,
      let declared = DeclaredLayout.resources(ofTarget: target)?.declarations,
      declared.count > 1
    else { return nil }
    // The target's folder as the user spells the one given: `Sources/Game` for
    // `Sources/Game/Art`.
    var typed = directory
    for _ in 0..<depth { typed = (typed as NSString).deletingLastPathComponent }
    return typed.isEmpty ? "." : typed
  }

  /// The resource entries the folder `directory` stands for, as every command reads it: the
  /// resources a target's manifest declares in it when it is a target's own folder, else the
  /// folder itself with the rule `--layout` names or its manifest declares (`layout(_:directory:)`).
  /// With `notes`, prints the notes that say which declaration was read.
  package static func entries(_ layout: String?, directory: String, notes: Bool)
    throws(UsageError) -> [ResourceEntry]
  {
    // A set's or a group's folder read alone would list Contents.json and the images as loose
    // assets, and call the catalog's baseline entries fixed.
    let components = URL(fileURLWithPath: directory).standardizedFileURL.pathComponents
    if let index = components.dropLast().lastIndex(where: {
      $0.lowercased().hasSuffix(".xcassets")
    }) {
      let catalog = NSString.path(withComponents: Array(components[...index]))
      throw UsageError(
        "'\(OneLine.escaped(directory))' is inside the asset catalog '\(OneLine.escaped(catalog))', "
          + "whose sets are read with the catalog; pass the catalog, or the folder that holds it")
    }
    if layout == nil, let target = DeclaredLayout.resources(ofTarget: directory) {
      return try targetResources(target, directory: directory, notes: notes)
    }
    let read = try self.layout(layout, directory: directory)
    if notes, let note = read.note { Output.error(note) }
    return [ResourceEntry(path: directory, rule: read.rule)]
  }

  /// The resources of the target whose own folder is `directory`, as its manifest declares
  /// them, with a note that says which folders are read; a usage error when it declares none,
  /// since a target's sources are no resources.
  private static func targetResources(
    _ target: (manifest: String, target: String?, declarations: [DeclaredLayout.Declaration]),
    directory: String,
    notes: Bool
  ) throws(UsageError) -> [ResourceEntry] {
    let folder = OneLine.escaped(directory)
    guard !target.declarations.isEmpty else {
      throw UsageError(
        "'\(folder)' is a target's folder, whose sources are no resources, and "
          + "\(OneLine.escaped(target.manifest)) declares no resource folder in it; pass the "
          + "folder that holds the assets, or --layout relative to read this one as it is")
    }
    for declaration in target.declarations where notes {
      let one = OneLine.escaped((directory as NSString).appendingPathComponent(declaration.path))
      Output.error(
        "\(OneLine.escaped(target.manifest)):\(declaration.line): note: '\(folder)' is a "
          + "target's folder; reading its resources \(OneLine.escaped(declaration.text)) as the "
          + "build does (pass '\(one)' to read that one alone)")
    }
    return target.declarations.map {
      ResourceEntry(
        path: (directory as NSString).appendingPathComponent($0.path), rule: $0.rule ?? .process)
    }
  }

  /// The rule for the folder `directory`: the one `--layout` names (one of its choices, which
  /// the parser checked), else the one the `Package.swift` above it declares (`DeclaredLayout`),
  /// else `relative`; with a note that says where a declared one was read, and an error when the
  /// declaration is ambiguous.
  package static func layout(_ layout: String?, directory: String) throws(UsageError) -> (
    rule: ResourceEntry.Rule, note: String?
  ) {
    // Of the choices the parser leaves, `relative` is the one that names no rule: the contents'.
    if let layout { return (ResourceEntry.Rule(rawValue: layout) ?? .contents, nil) }
    switch DeclaredLayout.of(folder: directory) {
    case .undeclared: return (.contents, nil)
    case .ambiguous(let reason): throw UsageError(reason)
    case .declared(let rule, let declaration, let manifest, let line):
      return (
        rule,
        "\(OneLine.escaped(manifest)):\(line): note: reading '\(OneLine.escaped(directory))' as "
          + "\(OneLine.escaped(declaration)) declares it (--layout \(rule.rawValue)); pass --layout "
          + "to read it otherwise"
      )
    }
  }

  /// The resource list at `path`, or nil after giving `failures` why it cannot be used.
  private static func readResourceList(
    _ path: String, failures: (_ errors: [Diagnostic], _ findings: [Diagnostic]) -> Void
  ) throws(UsageError) -> ResourceList? {
    // A list that is not there is a mistyped argument, as a configuration that is not there is.
    if let why = FolderEntries.whyNotAFile(path) {
      throw UsageError(
        "the resource list '\(OneLine.escaped(path))' \(why); pass the JSON a plugin writes or "
          + "an .xcfilelist")
    }
    // An archive given by mistake is refused before it is read whole, at a configuration's
    // limit: a list of 4 MiB names some 40,000 paths.
    let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int ?? 0
    guard size <= ConfigurationFile.maximumSize else {
      failures(
        [
          Diagnostic(
            .resourceListInvalid, path,
            "this file is \(size) bytes, beyond the \(ConfigurationFile.maximumSize) (4 MiB) a "
              + "resource list may hold; pass the JSON a plugin writes or an .xcfilelist")
        ], [])
      return nil
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw UsageError(
        "cannot read the resource list '\(OneLine.escaped(path))'; make it readable (chmod u+r)")
    }
    // An image given by mistake would otherwise be read as a file list, its bytes quoted as
    // paths; a list in another encoding is refused too, as Xcode and the plugins write UTF-8.
    guard !data.contains(0), let text = String(data: data, encoding: .utf8) else {
      failures(
        [
          Diagnostic(
            .resourceListInvalid, path,
            "this file is not UTF-8 text (it holds a zero byte or bytes UTF-8 does not allow), "
              + "so it is neither the JSON a plugin writes nor an Xcode file list (.xcfilelist); "
              + "pass one of those, saved as UTF-8")
        ], [])
      return nil
    }
    let read = ResourceListReader.read(
      text, path: path,
      environment: ProcessInfo.processInfo.environment
    ) { entry in
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: entry, isDirectory: &isDirectory) else {
        return nil
      }
      return isDirectory.boolValue
    }
    switch read {
    case .success(let list): return list
    case .failure(let failure):
      failures([failure.diagnostic], [])
      return nil
    }
  }

  /// Prints every diagnostic on standard error, where SwiftPM and Xcode pick them up; in strict
  /// mode warnings print as the errors they are.
  package static func report(_ diagnostics: [Diagnostic], strict: Bool) {
    for diagnostic in diagnostics { Output.error(diagnostic.printed(strict: strict)) }
  }
}
