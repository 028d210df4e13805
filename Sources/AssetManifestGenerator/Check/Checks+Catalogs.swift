import AssetFileReaders
import StandardPathsCore

extension Checks {
  /// The findings of `rule` about asset catalogs, at their files on disk: a `Contents.json` that
  /// cannot be read, and in image sets a slot naming a missing file, a file no slot names, an image whose
  /// size disagrees with its slot's scale, and a set without a 3x image for phones while other
  /// sets of its catalog have one (when the project ships to a 3x phone). App icon sets, color
  /// sets and others are listed, not checked. File names are matched as Xcode matches them on
  /// the case-insensitive disks of Macs.
  static func catalogs(_ input: CheckInput, reporting rule: Rule.ID) -> [Diagnostic] {
    let options = input.options
    let devices = (options.shippedDevices ?? Device.knownDevices) + options.extraDevices
    let shipsThreeXPhones = devices.contains { $0.idiom == .phone && $0.scale == 3 }
    return input.catalogs.flatMap { catalog in
      let disk = input.locations.location(of: catalog.path)
      // Only a slot whose file is there is an image: a slot naming a missing file has its own
      // finding, and gives phones nothing.
      let hasThree =
        shipsThreeXPhones
        && catalog.sets.contains { set in
          set.isImageSet && set.filledSlots.contains { $0.isForPhones && $0.scale == 3 }
        }
      let folders =
        rule == .catalogContentsUnreadable
        ? unreadableFolders(of: catalog, at: disk) : []
      return folders
        + catalog.sets.flatMap { set in
          let folder = disk + set.path.dropFirst(catalog.path.count)
          return check(
            set, folder: folder, catalogName: name(catalog.path), hasThree: hasThree, rule: rule)
        }
    }
  }

  /// The `catalog-contents-unreadable` findings of the `Contents.json` of `catalog` itself and of
  /// its groups, the catalog at `disk`.
  private static func unreadableFolders(of catalog: AssetCatalog, at disk: String) -> [Diagnostic] {
    catalog.unreadableFolders.sorted { UTF8Order.precedes($0.key, $1.key) }.map { path, failure in
      let isGroup = path != catalog.path
      let what = isGroup ? "of the group '\(name(path))'" : "of \(name(catalog.path)) itself"
      // Every platform's reader then drops the namespace alike.
      let effect =
        isGroup
        ? "its \"provides-namespace\" is not read, so its sets' constants are not named after it"
        : "Xcode may refuse the catalog"
      return Diagnostic(
        .catalogContentsUnreadable, disk + path.dropFirst(catalog.path.count) + "/Contents.json",
        "cannot read the Contents.json \(what): \(failure.reason); \(effect); fix the file, or "
          + "delete it and let Xcode write it again", line: failure.line)
    }
  }

  /// The finding for a slot of `set` (`slot` describes it: `universal 2x`, `data`) whose
  /// `filename` is `file`, at `line` of the set's `contents`: a file the set's folder lacks, a
  /// path out of the folder, or a name that differs from the file's only in letter case, which a
  /// Mac's disk finds and a case-sensitive one (Linux, a case-sensitive APFS volume) does not;
  /// nil when the set holds the file as spelt.
  private static func missingFile(
    _ file: String, of set: CatalogSet, slot: String, contents: String, line: Int
  ) -> Diagnostic? {
    guard !set.files.contains(file) else { return nil }
    let named = "the \(slot) slot of '\(set.name)' names '\(file)'"
    if file.contains("/") || file == ".." {
      return Diagnostic(
        .catalogSlotMissingFile, contents,
        "\(named), a path out of \(name(set.path)): a slot names a file of its own set; put "
          + "the file in the set and name it alone", line: line)
    }
    if let kind = set.nonFiles[file] {
      return Diagnostic(
        .catalogSlotMissingFile, contents,
        "\(named), which is \(kind), not a file; replace it with the file itself", line: line)
    }
    if let spelled = set.file(named: file) {
      return Diagnostic(
        .catalogSlotMissingFile, contents,
        "\(named), but the set's file is '\(spelled)': a case-sensitive disk (Linux, a "
          + "case-sensitive APFS volume) finds no '\(file)'; rename the file or the slot's "
          + "filename so that they match", line: line)
    }
    return Diagnostic(
      .catalogSlotMissingFile, contents,
      "\(named), which is not in \(name(set.path)); add the file, or clear the slot in Xcode",
      line: line)
  }

  /// What an unreadable set of a kind that has constants loses: the use site's error names the
  /// constant, not the file.
  private static let noConstant =
    ", and it gets no constant, so code that names it does not compile"

  /// The findings of `rule` about one set: each kind is looked for only when asked for.
  private static func check(
    _ set: CatalogSet, folder: String, catalogName: String, hasThree: Bool, rule: Rule.ID
  ) -> [Diagnostic] {
    let contents = folder + "/Contents.json"
    if let reason = set.unreadable {
      guard rule == .catalogContentsUnreadable else { return [] }
      return [
        Diagnostic(
          .catalogContentsUnreadable, contents,
          "cannot read the Contents.json of '\(set.name)': \(reason); Xcode shows the set "
            + "empty or stops the build\(set.hasConstantKind ? noConstant : ""); fix the file, or "
            + "delete the set and make it again in Xcode",
          line: set.unreadableLine)
      ]
    }
    if set.isDataSet, rule == .catalogSlotMissingFile, let file = set.dataFile {
      return missingFile(
        file, of: set, slot: "data", contents: contents, line: set.dataFileLine
      ).map { [$0] }
        ?? []
    }
    guard set.isImageSet else { return [] }
    var findings: [Diagnostic] = []
    let files = Dictionary(set.files.map { ($0.lowercased(), $0) }) { first, _ in first }
    for slot in set.slots where rule == .catalogSlotMissingFile {
      guard let file = slot.filename,
        let finding = missingFile(
          file, of: set, slot: describe(slot), contents: contents, line: slot.line)
      else { continue }
      findings.append(finding)
    }
    let named = Set(set.slots.compactMap { $0.filename?.lowercased() })
    for file in set.files where rule == .catalogFileInNoSlot && !named.contains(file.lowercased()) {
      // A hand edit's `"filenme": "logo.png"`: a slot names the file under another key.
      let slips = set.slots.lazy.filter { $0.filename == nil }.compactMap { slot in
        slot.traits.first {
          $0.value.lowercased() == file.lowercased()
            && NearestName.distance(Array($0.name), Array("filename")) <= 2
        }.map { (slot: slot, key: $0.name) }
      }
      if let (slot, key) = slips.first {
        findings.append(
          Diagnostic(
            .catalogFileInNoSlot, contents,
            "no slot of '\(set.name)' names '\(file)': a slot gives it under the key '\(key)', "
              + "not 'filename'; correct the key", line: slot.line))
        continue
      }
      findings.append(
        Diagnostic(
          .catalogFileInNoSlot, folder + "/" + file,
          "no slot of '\(set.name)' names this file, so the app does not get it; drag it into "
            + "a slot of the set in Xcode, or delete it"))
    }
    // Slots that differ in anything but their scale (idiom, locale, size class, appearance)
    // may rightly hold images of different sizes.
    let families =
      rule == .catalogSlotSize ? Dictionary(grouping: set.slots) { [$0.idiom, $0.variant] } : [:]
    for (key, slots) in families.sorted(by: { $0.key.lexicographicallyPrecedes($1.key) }) {
      let idiom = key[0]
      let family = slots.compactMap { slot -> Sized? in
        guard let name = slot.filename, let file = files[name.lowercased()],
          let scale = slot.scale, let facts = set.images[file], facts.pages == 1
        else { return nil }
        return Sized(path: file, facts: facts, scale: scale)
      }
      for (odd, reference) in oddSizes(family) {
        let expected = odd.expectedSize(from: reference)
        findings.append(
          Diagnostic(
            .catalogSlotSize, folder + "/" + odd.path,
            "\(odd.path) fills the \(idiom) \(number(odd.scale))x slot of '\(set.name)' but is "
              + "\(odd.facts.size) px; \(reference.path) (\(reference.facts.size) in the "
              + "\(number(reference.scale))x slot) implies \(expected.width)×\(expected.height); "
              + "put an image of that size in the slot, or move this one to the slot of its scale"
          ))
      }
    }
    let phoneScales = set.filledSlots.filter(\.isForPhones).map(\.scale)
    // A set that names a 3x file has one, or a finding for the missing file that says to add it.
    let namesThree = set.slots.contains { $0.isForPhones && $0.scale == 3 && $0.filename != nil }
    if rule == .catalogMissing3x, hasThree, !namesThree, !phoneScales.isEmpty,
      !phoneScales.contains(nil),
      !phoneScales.contains(3)
    {
      let highest = phoneScales.compactMap { $0 }.max() ?? 1
      findings.append(
        Diagnostic(
          .catalogMissing3x, contents,
          "'\(set.name)' has no 3x image for phones while other image sets of \(catalogName) "
            + "have one, so 3x iPhones scale its \(number(highest))x image up; add a 3x image"))
    }
    return findings
  }

  /// `universal 2x`, `iphone 3x (dark, high contrast)`: the slot as a finding names it, told
  /// apart from the other slots of its idiom and scale.
  static func describe(_ slot: CatalogSlot) -> String {
    let base = slot.scale.map { "\(slot.idiom) \(number($0))x" } ?? slot.idiom
    return base + (slot.traitDescription.isEmpty ? "" : " (\(slot.traitDescription))")
  }
}
