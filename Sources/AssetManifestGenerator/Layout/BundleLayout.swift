import Foundation

/// The layout stage: where every file of a target's resource entries lands in the bundle.
///
/// This is the one place that knows how SwiftPM and Xcode lay out resources; the plugins only
/// say which rule each entry follows, and every later stage sees paths in the bundle.
package enum BundleLayout {
  /// Folders that a build copies as one item and that are never walked into: bundles, compiled
  /// interfaces, documents that are folders, and catalogs that Xcode compiles.
  package static let opaqueFolderExtensions: Set<String> = [
    "bundle", "framework", "nib", "rtfd", "scnassets", "sketch", "xcassets", "xcdatamodeld",
    "xcmappingmodel",
  ]

  /// The folders `.process(...)` keeps as one item: SwiftPM flattens the files of the others
  /// (a `Foo.bundle/x.png` lands at the root as `x.png`, as a build showed), but not a catalog.
  package static let processedOpaqueFolderExtensions: Set<String> = ["xcassets"]

  /// Whether a folder named `name` is one item rather than a folder of items.
  package static func isOpaqueFolder(
    _ name: String, extensions: Set<String> = opaqueFolderExtensions
  ) -> Bool {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
    return extensions.contains(name[name.index(after: dot)...].lowercased())
  }

  /// Lists every file of `entries` by its path in the bundle.
  ///
  /// - Throws: `ScanError` when an entry is missing, or a `contents` entry is not a folder.
  package static func listing(
    of entries: [ResourceEntry], includeHidden: Bool = false, buildSystem: BuildSystem = .swiftPM
  ) throws(ScanError) -> FolderListing {
    // Files of folders copied whole are located through their folder; the others one by one.
    var placed: [(bundle: String, disk: String, locatedByFolder: Bool)] = []
    var diagnostics: [Diagnostic] = []
    var locations = SourceLocations()
    var copiedItems: Set<String> = []
    for entry in entries.sorted(by: { UTF8Order.precedes($0.path, $1.path) }) {
      let name = lastComponent(of: entry.path)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: entry.path, isDirectory: &isDirectory) else {
        throw .missing(path: entry.path)
      }
      guard isDirectory.boolValue, !isOpaqueFolder(name) else {
        guard entry.rule != .contents else {
          throw isDirectory.boolValue ? .oneItem(path: entry.path) : .notAFolder(path: entry.path)
        }
        if let kind = FolderEntries.status(of: entry.path)?.special {
          diagnostics.append(FolderEntries.leftOut(kind, at: entry.path))
          continue
        }
        // A file's paths are relative to its folder.
        locations.addRoot(parent(of: entry.path))
        let bundle = bundlePath(ofFile: entry.path, rule: entry.rule, buildSystem: buildSystem)
        if isCopiedItem(entry, buildSystem: buildSystem) { copiedItems.insert(bundle) }
        placed.append((bundle, entry.path, false))
        continue
      }
      locations.addRoot(entry.path)
      let opaque =
        entry.rule == .process ? processedOpaqueFolderExtensions : opaqueFolderExtensions
      let scan = try FolderScanner.scan(
        URL(fileURLWithPath: entry.path),
        options: .init(includeHidden: includeHidden, opaqueFolderExtensions: opaque))
      diagnostics += scan.diagnostics.map { finding in
        var located = finding
        located.path = SourceLocations.join(entry.path, finding.path)
        return located
      }
      switch entry.rule {
      case .copy, .contents:
        let root = entry.rule == .copy ? name : ""
        if entry.rule == .copy { copiedItems.insert(root) }
        locations.addFolder(bundle: root, disk: entry.path)
        placed += scan.files.map {
          (SourceLocations.join(root, $0), SourceLocations.join(entry.path, $0), true)
        }
      case .process:
        // Each file's path from the entry's own folder, so that a file directly in an entry
        // that is a language folder (`en.lproj`) has that folder as its parent, as in SwiftPM.
        placed += scan.files.map {
          (
            bundlePath(
              ofFile: SourceLocations.join(name, $0), rule: .process, buildSystem: buildSystem),
            SourceLocations.join(entry.path, $0), false
          )
        }
      }
    }
    let (leftOut, clashes) = EquivalentSpellings.find(in: placed.map(\.bundle))
    diagnostics += clashes.map {
      equivalenceError(
        $0, kept: placed[$0.keptIndex], other: placed[$0.otherIndex], buildSystem: buildSystem)
    }
    var files: [String] = []
    var seen: [String: String] = [:]
    for (index, (bundle, disk, locatedByFolder)) in placed.enumerated()
    where !leftOut.contains(index) {
      if let first = seen[bundle] {
        diagnostics.append(
          Diagnostic(
            .bundlePathClash, disk,
            "'\(first)' and '\(disk)' land on the same path in the bundle, '\(bundle)', "
              + "because \(buildSystem.flatteningRule); rename one, or "
              + buildSystem.keepingSubfolders))
        continue
      }
      seen[bundle] = disk
      files.append(bundle)
      if !locatedByFolder { locations.addFile(bundle: bundle, disk: disk) }
    }
    var listing = FolderListing(files: files, diagnostics: diagnostics, locations: locations)
    listing.copiedItems = copiedItems
    return listing
  }

  /// Whether the build copies `entry`, a file or an opaque folder, as it is. The plugins hand a
  /// folder over as `.copy`, but a catalog they hand over as an item of its own is one the build
  /// compiles: SwiftPM lists a catalog that `.process(...)` declares as one item, as Xcode lists
  /// a catalog of a group. Only a `Package.swift` that declares that very catalog with
  /// `.copy(...)` makes it a copied one.
  private static func isCopiedItem(_ entry: ResourceEntry, buildSystem: BuildSystem) -> Bool {
    guard entry.rule == .copy else { return false }
    guard CatalogScanner.isCatalog(entry.path) else { return true }
    guard buildSystem == .swiftPM,
      case .declared(.copy, _, _, _) = DeclaredLayout.of(folder: entry.path)
    else { return false }
    return true
  }

  /// Where a single file (or opaque folder) lands: its name, kept under its `*.lproj` folder
  /// when `.process` localizes it.
  ///
  /// SwiftPM's rules (Sources/PackageLoading/TargetSourcesBuilder.swift and
  /// Sources/PackageModel/Resource.swift): a processed file is localized when its parent
  /// folder's extension is exactly `lproj`; it lands at `<localization>.lproj/<name>`, where the
  /// localization is the folder's name without the extension, lower-cased unless it is `Base`
  /// (`pt-BR.lproj` becomes `pt-br.lproj`, `German.lproj` `german.lproj`). Xcode's own build
  /// copies a group's `.lproj` folders under the names they have.
  static func bundlePath(
    ofFile path: String, rule: ResourceEntry.Rule, buildSystem: BuildSystem = .swiftPM
  ) -> String {
    let components = path.split(separator: "/", omittingEmptySubsequences: true)
    let name = components.last.map(String.init) ?? path
    guard rule == .process, components.count >= 2 else { return name }
    let parent = components[components.count - 2]
    guard buildSystem == .swiftPM else {
      return parent.lowercased().hasSuffix(".lproj") ? parent + "/" + name : name
    }
    guard parent.hasSuffix(".lproj") else { return name }
    let localization = parent.dropLast(".lproj".count)
    let folder = localization == "Base" ? String(localization) : localization.lowercased()
    return folder + ".lproj/" + name
  }

  /// The error for two spellings of one name: the files (or folders) on disk, their names with
  /// the differing characters escaped, and the fix.
  private static func equivalenceError(
    _ clash: EquivalentSpellings.Clash, kept: (bundle: String, disk: String, locatedByFolder: Bool),
    other: (bundle: String, disk: String, locatedByFolder: Bool), buildSystem: BuildSystem
  ) -> Diagnostic {
    let spellings = "one name in two Unicode spellings, which Swift and every lookup take for one"
    guard clash.isFolder else {
      // Named in the bundle, as findings name assets, unless they meet from two folders, which
      // only their paths on disk tell apart.
      let together = parent(of: kept.disk) == parent(of: other.disk)
      let (keptName, otherName) =
        together
        ? UnicodeSpelling.contrast(kept.bundle, other.bundle)
        : UnicodeSpelling.contrast(kept.disk, other.disk)
      let meeting = together ? "" : " (they meet because \(buildSystem.flatteningRule))"
      return Diagnostic(
        .unicodeSpellingClash, other.disk,
        "'\(keptName)' and '\(otherName)' are \(spellings), so one file would hide the "
          + "other\(meeting); rename one of them, typing its name anew, or remove it")
    }
    // Each folder on disk: its file's path without the components below the clash, which may
    // be more for one file than for the other.
    func folder(_ file: (bundle: String, disk: String, locatedByFolder: Bool), _ spelled: String)
      -> String
    {
      let below = file.bundle.split(separator: "/").count - spelled.split(separator: "/").count
      return (0..<below).reduce(file.disk) { path, _ in parent(of: path) }
    }
    let (keptName, otherName) = UnicodeSpelling.contrast(clash.kept, clash.other)
    return Diagnostic(
      .unicodeSpellingClash, folder(other, clash.other),
      "the folders '\(keptName)' and '\(otherName)' are \(spellings), so their files would "
        + "merge into one namespace; the second's files are left out: move them into the first, "
        + "or rename one folder, typing its name anew")
  }

  private static func parent(of path: String) -> String {
    path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
  }

  private static func lastComponent(of path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}
