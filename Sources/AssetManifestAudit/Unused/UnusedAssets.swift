import AssetFileReaders
import AssetManifestGenerator

/// The audit of unused assets: the constants that no source names, neither by the constant
/// (`Assets.Characters.hero`) nor by a string that looks the asset up (`"Characters/hero"`,
/// `UIImage(named: "hero")`, `Bundle.module.url(forResource: "hero", withExtension: "png")`),
/// and that the configuration's `keep` list does not hold. The same goes for the asset
/// catalogs' image, color and data sets (looked up by their catalog name: `UIColor(named:
/// "brand")`) and for fonts (looked up by a PostScript, family or full name as well:
/// `UIFont(name: "Inter-Regular", size: 17)`). An image or color set is also used by the member
/// Xcode's generated asset symbols give it (`Image(.starFill)`, `UIColor(resource: .accent)`:
/// see `XcodeAssetSymbols`).
///
/// It errs towards "used": a string naming any file of an asset, its name in any folder, or
/// one of its folders (`urls(forResourcesWithExtension: "png", subdirectory: "Flags")`, a
/// folder's name in a variable) keeps it, since a file reported unused gets deleted; and
/// resources the system loads by convention (`Localizable.strings`, `InfoPlist.strings`,
/// privacy manifests, bundles) are never judged. Only the folder of a lookup of one
/// resource by a literal name (`url(forResource: "badge", withExtension: "png",
/// subdirectory: "Art/ui")`) names no folder's files: `SwiftTokens` does not keep it.
package enum UnusedAssets {
  /// A warning per unused asset at its first file on disk, with a note per other file (its
  /// variants, which go with it), and a warning per `keep` entry that holds no asset, with the
  /// severities and exemptions of the configuration's rules, in report order; and where a
  /// source walks `Assets.manifest.assets`, which may use any asset, so that none is reported:
  /// the first such line, which the summary names; and the strings that alone kept assets from
  /// the report by naming their folder, with how many each kept, which the summary names too,
  /// since such a string may be incidental (a title that says "Icons"). An asset a lookup of
  /// its folder's files uses (`urls(forResourcesWithExtension: "png", subdirectory: "Icons")`),
  /// or whose finding the rules would hide, is not counted. `catalogSets` are the
  /// catalogs' constants, reported at their `Contents.json`; `fonts` the names read from the font
  /// files, by path; `target` the target whose assets these are, when known, whose module a walk
  /// may name.
  package static func find(
    groups: [AssetGroup], tree: NameTree, options: GeneratorOptions, references: SwiftReferences,
    locations: SourceLocations = SourceLocations(), catalogSets: [CatalogConstant] = [],
    fonts: [String: FontNames] = [:], target: String? = nil
  ) -> (findings: [Diagnostic], walk: SwiftReferences.Location?, keptByFolder: [String: Int]) {
    let expressions = Dictionary(
      tree.constantExpressions(prefix: options.namespace).map {
        ($0.group, $0.expression.filter { $0 != "`" })
      }, uniquingKeysWith: { first, _ in first })
    let walk = references.walk(
      namespace: options.namespace, module: target.map(SwiftReferences.moduleName(ofTarget:)))
    var kept = walk != nil ? Set(groups.indices) : []
    var findings = references.problems.map {
      Diagnostic($0.isError ? .sourceUnreadable : .sourceNotAFile, $0.path, $0.message)
    }
    var keep = KeepPatterns(options.keptAssets)
    kept.formUnion(keep.matching(groups))
    let keptSets = Set(
      catalogSets.indices.filter {
        walk != nil || keep.keeps(catalogSets[$0].name, stem: nil)
      })
    // A pattern may name an asset of a folder a run over part of the target did not read.
    if let configuration = options.configuration, !options.readsPartOfTarget {
      for pattern in options.keptAssets where !keep.matched.contains(pattern) {
        findings.append(
          configuration.diagnostic(
            .configurationUnusedKeep, key: "keep",
            "'keep' names '\(pattern)', which is no asset; name an asset as 'asset-manifest "
              + "table' lists it (its path in the bundle, without variant suffixes), with * for "
              + "any characters"))
      }
    }
    var keptByFolder: [String: Int] = [:]
    for (index, group) in groups.enumerated()
    where group.isConstant && !kept.contains(index) && !isLoadedByConvention(group) {
      let expression = expressions[index] ?? ""
      let fontNames = group.files.flatMap { file in
        (fonts[file.path]?.faces ?? []).flatMap { [$0.postScriptName, $0.family, $0.fullName] }
      }.filter { !$0.isEmpty }
      guard !Self.mayBeUsed(expression, names: fileNames(of: group).union(fontNames), references)
      else { continue }
      if let mention = folderMention(of: group, references) {
        let location = locations.location(of: group.files[0].path)
        if case .string(let folder) = mention,
          !options.hides(.unusedAsset, atFile: location, locations: locations)
        {
          keptByFolder[folder, default: 0] += 1
        }
        continue
      }
      let fontName = fontNames.first.map { ", or its font's name \"\($0)\"" } ?? ""
      var finding = Diagnostic(
        .unusedAsset, locations.location(of: group.files[0].path),
        "'\(group.request)' is never referenced: no source names \(expression) or a string "
          + "that looks it up (\"\(group.stem)\"\(fontName)); delete its files, or add it to "
          + "\"keep\" in asset-manifest.json if the app builds its name at run time")
      finding.notes = group.files.dropFirst().map {
        Diagnostic.Note(
          path: locations.location(of: $0.path), "a file of '\(group.request)', unused with it")
      }
      findings.append(finding)
    }
    // Xcode's generated asset symbols name image and color sets by members of their own.
    let memberKeys =
      catalogSets.contains(where: \.hasXcodeAssetSymbol)
      ? XcodeAssetSymbols.keys(ofMembers: references.members) : []
    for (index, set) in catalogSets.enumerated()
    where !keptSets.contains(index) && !isAppliedByXcode(set) {
      let expression = set.expression(namespace: options.namespace).filter { $0 != "`" }
      guard !Self.mayBeUsed(expression, names: [set.name], references),
        !(set.hasXcodeAssetSymbol
          && XcodeAssetSymbols.mayName(setNamed: set.name, memberKeys: memberKeys))
      else { continue }
      findings.append(
        Diagnostic(
          .unusedAsset, set.contentsLocation(in: locations),
          "'\(set.name)' (\(set.kindDescription)) is never referenced: no source names "
            + "\(expression) or a string that looks it up (\"\(set.name)\"); delete the set, or "
            + "add it to \"keep\" in asset-manifest.json if the app builds its name at run time"))
    }
    return (options.applyingRules(findings, locations: locations), walk, keptByFolder)
  }

  /// Whether Xcode, not the app's code, applies the set: the color sets its templates name in
  /// the build settings that make a target's tint (`ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`,
  /// `AccentColor`) and a widget's background (`WidgetBackground`). Xcode writes them into the
  /// built `Info.plist` (`NSAccentColorName`), where no source says them; a set renamed in the
  /// build settings needs a `keep` entry.
  static func isAppliedByXcode(_ set: CatalogConstant) -> Bool {
    guard case .color = set.entry else { return false }
    return ["AccentColor", "WidgetBackground"].contains(set.name)
  }

  /// Whether the sources may use an asset: they may name its constant `expression`, or hold a
  /// string literal, escaped or not, that is one of `names`.
  private static func mayBeUsed(
    _ expression: String, names: Set<String>, _ references: SwiftReferences
  ) -> Bool {
    mayName(expression, references) || !names.isDisjoint(with: references.literals)
      || !names.isDisjoint(with: references.unescapedLiterals)
  }

  /// Whether the system, not the app's code, loads the asset: strings tables it reads by name,
  /// privacy manifests, bundles. Fonts are judged: an app names a font to use it.
  static func isLoadedByConvention(_ group: AssetGroup) -> Bool {
    let name = Checks.name(group.request)
    let type = (group.type ?? "").lowercased()
    return ["Localizable.strings", "Localizable.stringsdict", "InfoPlist.strings", "Info.plist"]
      .contains(name) || ["xcprivacy", "bundle"].contains(type)
  }

  /// Whether the sources may name the constant `expression` (`Assets.Characters.hero`): its
  /// member (`hero`) is read as a member somewhere (after a `.`, or anywhere in a file that
  /// extends a type), and every name of its namespace (`Assets`, `Characters`) is in the code.
  ///
  /// A static member is named only after a `.` (a type, an alias, `$0`, a call, a key path) or,
  /// bare, inside its type's extension; and reaching a namespace needs its name written
  /// somewhere. So no compiled use is missed, whatever the expression it goes through; a
  /// member name used for something else keeps the asset, which errs towards "used".
  static func mayName(_ expression: String, _ references: SwiftReferences) -> Bool {
    let names = expression.split(separator: ".").map(String.init)
    guard let member = names.last, references.members.contains(member) else { return false }
    return names.dropLast().allSatisfy { references.identifiers.contains($0) }
  }

  /// How the sources name one of the asset's folders, when they do.
  private enum FolderMention {
    /// A lookup of the folder's files names it: the asset is used.
    case lookup
    /// A string names it, which may be incidental: the one to blame.
    case string(String)
  }

  /// How the sources name a run of the asset's folders (`Art`, `Flags`, `Art/Flags`), which a
  /// lookup of a folder's files names; nil when they name none. The string blamed is the run of
  /// the most folders, the deepest of equals, so that a title that says a parent's name is
  /// blamed for no more than it covers.
  private static func folderMention(of group: AssetGroup, _ references: SwiftReferences)
    -> FolderMention?
  {
    let folders = group.folder.split(separator: "/")
    var blamed: (run: String, count: Int, end: Int)?
    for start in folders.indices {
      for end in start..<folders.count {
        let run = folders[start...end].joined(separator: "/")
        guard references.literals.contains(run) || references.unescapedLiterals.contains(run)
        else { continue }
        if references.lookedUpFolders.contains(run) { return .lookup }
        if let best = blamed, (best.count, best.end) >= (end - start + 1, end) { continue }
        blamed = (run, end - start + 1, end)
      }
    }
    return blamed.map { .string($0.run) }
  }

  /// The strings that may name the asset's files in a lookup: its name and each file's path,
  /// from any folder down, with and without the extension (the last one, and all of `obj.gz`).
  private static func fileNames(of group: AssetGroup) -> Set<String> {
    var names = Set<String>()
    for path in [group.request] + group.files.map(\.path) {
      let components = path.split(separator: "/")
      for start in components.indices {
        let name = components[start...].joined(separator: "/")
        names.insert(name)
        let last = components[components.count - 1]
        if let dot = last.firstIndex(of: "."), dot != last.startIndex {
          names.insert(String(name.dropLast(last.distance(from: dot, to: last.endIndex))))
        }
        if let dot = last.lastIndex(of: "."), dot != last.startIndex {
          names.insert(String(name.dropLast(last.distance(from: dot, to: last.endIndex))))
        }
      }
    }
    return names
  }
}

extension CatalogConstant {
  /// Whether Xcode's generated asset symbols give the set a member: image and color sets do,
  /// data sets do not.
  fileprivate var hasXcodeAssetSymbol: Bool {
    switch entry {
    case .image, .color: true
    case .data: false
    }
  }
}
