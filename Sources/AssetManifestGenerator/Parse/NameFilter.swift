import StandardPathsCore

/// The first look at the listed names: files no generated code could carry or no lookup could
/// reach are left out here, each with a diagnostic that says how to rename it.
package enum NameFilter {
  /// The paths in `listing` worth parsing, and why the others were left out; `baseline` is the
  /// path in the bundle of the findings baseline the run reads, when it is among them.
  package static func screen(
    _ paths: [String], buildSystem: BuildSystem = .swiftPM, baseline: String? = nil
  ) -> (kept: [String], diagnostics: [Diagnostic]) {
    var diagnostics = hiddenCharacterWarnings(paths)
    let kept = paths.filter { path in
      if path.unicodeScalars.contains(where: Self.isControlCharacter) {
        diagnostics.append(
          Diagnostic(
            .nameControlCharacter, path,
            "file name holds a control character (tab, new line, …); rename the file"))
        return false
      }
      // A catalog is no loose file: the catalog stage reads, checks and names its sets
      // (`CatalogConstants`).
      if CatalogScanner.isCatalog(path) { return false }
      if path == baseline {
        diagnostics.append(
          Diagnostic(
            .sourceInResources, path,
            "this is the findings baseline, which the checks read, not an asset: the manifest "
              + "leaves it out, yet the build copies it into the app; move it out of the resource "
              + "folder (next to asset-manifest.json) and give its new path as \"baseline\" in "
              + "asset-manifest.json (or --baseline)"))
        return false
      }
      if let (rule, reason) = notAnAsset(path, buildSystem: buildSystem) {
        diagnostics.append(Diagnostic(rule, path, reason))
        return false
      }
      // An enum per folder: Swift compiles 256 levels of nesting, and an asset's own
      // declaration and the namespace take some.
      let folders = path.utf8.count(where: { $0 == UInt8(ascii: "/") })
      if folders > maximumFolderDepth {
        diagnostics.append(
          Diagnostic(
            .foldersTooDeep, path,
            "this file lies \(folders) folders deep, and the generated code nests an enum per "
              + "folder, past the levels Swift compiles; the manifest leaves it out: move it "
              + "within \(maximumFolderDepth) folders of the resource folder"))
        return false
      }
      if isNameless(path) {
        diagnostics.append(
          Diagnostic(
            .nameOnlySuffixes, path,
            "nothing comes before the suffixes, so it is no variant of any name and gets no "
              + "constant: the manifest leaves it out (only its whole name finds it on the disk); "
              + "rename it, for example to 'image\(fileName(of: path))'"))
        return false
      }
      return true
    }
    return (kept, diagnostics)
  }

  /// The most folders a file may lie below its resource folder: the generated code nests an
  /// enum per folder, and Swift stops at 256 levels (252 folders compiled, 253 did not).
  package static let maximumFolderDepth = 200

  /// A warning for each file or folder whose name holds a character that reorders text or
  /// shows nothing, once for a folder whatever it holds: its files stay assets, named without it.
  /// Whether `scalar` is a control character, Unicode's category Cc: C0, DEL and C1 (U+0085,
  /// the next-line character, among them).
  package static func isControlCharacter(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  private static func hiddenCharacterWarnings(_ paths: [String]) -> [Diagnostic] {
    var warned = Set<String>()
    var diagnostics: [Diagnostic] = []
    for path in paths where HiddenCharacters.occur(in: path) {
      let components = path.split(separator: "/")
      guard let depth = components.firstIndex(where: { HiddenCharacters.occur(in: $0) }) else {
        continue
      }
      let named = components[...depth].joined(separator: "/")
      guard warned.insert(named).inserted else { continue }
      let kind = depth == components.count - 1 ? "file" : "folder"
      diagnostics.append(
        Diagnostic(
          .nameHiddenCharacters, named,
          "this \(kind)'s name, '\(HiddenCharacters.escaped(String(components[depth])))', holds "
            + "characters that reorder text or show nothing, so a reader sees another name than "
            + "the one it has (the generated code names it without them); rename it without them"))
    }
    return diagnostics
  }

  /// Why a file is left out although its name is fine, and the rule it falls under, or nil for
  /// an asset.
  private static func notAnAsset(_ path: String, buildSystem: BuildSystem) -> (Rule.ID, String)? {
    let name = fileName(of: path)
    if name == "asset-manifest.json" {
      let move =
        buildSystem == .xcode
        ? "move it into the folder named after the target, out of any folder reference and the "
          + "Copy Bundle Resources phase"
        : "move it next to the target's Swift files and list it in the target's exclude: [...]"
      return (
        .sourceInResources,
        "the configuration is read only beside the target's sources, not inside a resource "
          + "folder, so this file is neither read nor an asset; " + move
      )
    }
    let type = name.fullPathExtension.lowercased()
    if let compiled = xcodeCompiled[type] {
      return (
        .xcodeCompiledFile,
        "Xcode compiles .\(type) files into \(compiled.product), so this file is no asset and is "
          + "left out; \(compiled.use)"
      )
    }
    if type == "swift" {
      return (
        .sourceInResources,
        "a Swift file is source code, not an asset, so it is left out; "
          + buildSystem.removingFromResources
      )
    }
    return nil
  }

  /// The files Xcode compiles into something else, with what it makes of them and the API that
  /// reads the result.
  private static let xcodeCompiled: [String: (product: String, use: String)] = [
    "xcstrings": (
      "localized .strings tables", "read its strings with String(localized:) or NSLocalizedString"
    ),
    "storyboard": (
      "a compiled .storyboardc",
      "load it with UIStoryboard(name:bundle:) or NSStoryboard(name:bundle:)"
    ),
    "xib": ("a compiled .nib", "load it with UINib(nibName:bundle:) or Bundle.loadNibNamed"),
    "xcdatamodeld": (
      "a compiled model (.momd)",
      "load it with NSPersistentContainer(name:) or NSManagedObjectModel(contentsOf:)"
    ),
    "xcmappingmodel": (
      "a compiled mapping (.cdm)",
      "load it with NSMappingModel(from:forSourceModel:destinationModel:)"
    ),
  ]

  /// Whether the name is only suffixes and an extension (`@2x.png`, `~ipad.png`, `-hd.png`):
  /// stripping them leaves a bare extension, which would read as a hidden file.
  private static func isNameless(_ path: String) -> Bool {
    let name = fileName(of: path)
    return !name.hasPrefix(".") && fileName(of: path.deletingVariantSuffixes()).hasPrefix(".")
  }

  private static func fileName(of path: String) -> String {
    path.lastSlash.map { String(path[path.index(after: $0)...]) } ?? path
  }
}
