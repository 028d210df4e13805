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
      return catalog.sets.flatMap { set in
        let folder = disk + set.path.dropFirst(catalog.path.count)
        return check(
          set, folder: folder, catalogName: name(catalog.path), hasThree: hasThree, rule: rule)
      }
    }
  }

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
            + "empty or stops the build, so fix the file, or delete the set and make it again in "
            + "Xcode")
      ]
    }
    guard set.isImageSet else { return [] }
    var findings: [Diagnostic] = []
    let files = Dictionary(set.files.map { ($0.lowercased(), $0) }) { first, _ in first }
    for slot in set.slots where rule == .catalogSlotMissingFile {
      guard let file = slot.filename, files[file.lowercased()] == nil else { continue }
      findings.append(
        Diagnostic(
          .catalogSlotMissingFile, contents,
          "the \(describe(slot)) slot of '\(set.name)' names '\(file)', which is not in "
            + "\(name(set.path)); add the file, or clear the slot in Xcode"))
    }
    let named = Set(set.slots.compactMap { $0.filename?.lowercased() })
    for file in set.files where rule == .catalogFileInNoSlot && !named.contains(file.lowercased()) {
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

  static func describe(_ slot: CatalogSlot) -> String {
    slot.scale.map { "\(slot.idiom) \(number($0))x" } ?? slot.idiom
  }
}
