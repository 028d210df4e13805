import StandardPathsCore

extension Checks {
  /// The idioms of the slots Xcode writes for the devices this package knows: `universal`
  /// and each idiom's own (`CatalogSlotChoice.catalogIdiom(of:)`).
  private static let catalogIdioms =
    ["universal"] + Device.Idiom.allCases.map(CatalogSlotChoice.catalogIdiom(of:))

  /// The findings of `rule` about which image slot each shipped known device gets
  /// (`CatalogSlotChoice`): an image set that some device gets nothing from
  /// (`catalog-device-unserved`), and a slot that no device gets (`catalog-slot-never-chosen`),
  /// as loose files' `never-chosen`. Only slots for any appearance and no other trait are
  /// judged; a set whose filled slots are all for another trait (Xcode's "Localize…" gives
  /// each a locale) serves no device, which is said; a set with no filled slot has other
  /// findings.
  static func catalogChoices(_ input: CheckInput, reporting rule: Rule.ID) -> [Diagnostic] {
    let shipped = input.options.shippedDevices ?? Device.knownDevices
    let devices = Device.knownDevices.filter(shipped.contains)
    return input.catalogs.flatMap { catalog in
      let disk = input.locations.location(of: catalog.path)
      return catalog.sets.flatMap { set -> [Diagnostic] in
        guard set.isImageSet, set.unreadable == nil else { return [] }
        let slots = CatalogConstants.choosableSlots(of: set)
        let folder = disk + set.path.dropFirst(catalog.path.count)
        guard !slots.isEmpty else {
          let traits = Set(set.filledSlots.flatMap(\.traits).map(\.description)).sorted()
          guard rule == .catalogDeviceUnserved, !traits.isEmpty else { return [] }
          return [
            Diagnostic(
              .catalogDeviceUnserved, folder + "/Contents.json",
              "no slot of '\(set.name)' serves any device: its images are only in slots for "
                + "\(traits.joined(separator: ", ")), which the constant does not choose among, so "
                + "its file(for:) and url(for:) answer nil (UIImage(asset:) still gets them from "
                + "a compiled catalog); fill a slot for none of them, or put the images in .lproj "
                + "folders, which the constants choose by language")
          ]
        }
        let pairs = slots.map { (idiom: $0.idiom, scale: $0.scale) }
        let chosen = devices.map { CatalogSlotChoice.choose(pairs, for: $0) }
        if rule == .catalogDeviceUnserved {
          let unserved = zip(devices, chosen).filter { $0.1 == nil }.map { $0.0.description }
          guard !unserved.isEmpty else { return [] }
          return [
            Diagnostic(
              .catalogDeviceUnserved, folder + "/Contents.json",
              "no slot of '\(set.name)' serves \(unserved.joined(separator: ", ")): fill a "
                + "universal slot, or one of \(unserved.count == 1 ? "the device's" : "their") "
                + "idiom")
          ]
        }
        guard rule == .catalogSlotNeverChosen else { return [] }
        let used = Set(chosen.compactMap { $0 })
        return slots.indices.filter { !used.contains($0) }.map { index in
          let idiom = slots[index].idiom
          // `iPad` for `ipad`: a hand edit's slip, told at its slot's line, not at the image.
          if let meant = Self.catalogIdioms.first(where: { $0 == idiom.lowercased() }),
            meant != idiom
          {
            return Diagnostic(
              .catalogSlotNeverChosen, folder + "/Contents.json",
              "no device gets the \(describe(slots[index])) slot of '\(set.name)': '\(idiom)' is "
                + "no idiom, since idioms are lower-case; write '\(meant)'",
              line: slots[index].line)
          }
          return Diagnostic(
            .catalogSlotNeverChosen, folder + "/" + slots[index].filename!,
            "no device gets the \(describe(slots[index])) slot of '\(set.name)'; delete the "
              + "image, or clear the slot in Xcode")
        }
      }
    }
  }
}
