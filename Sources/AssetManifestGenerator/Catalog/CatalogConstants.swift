import AssetFileReaders
import StandardPathsCore

/// One image, color or data set of an asset catalog as a typed constant of the generated
/// namespace.
package struct CatalogConstant: Sendable, Equatable {
  /// The set's catalog name, as Xcode names it: its namespace groups' names and its own,
  /// `Icons/star`; the catalog's name is no part of it.
  package var name: String
  /// The set's path in the bundle listing: `Media.xcassets/Icons/star.imageset`.
  package var setPath: String
  /// The catalog's path in the bundle listing: `Media.xcassets`.
  package var catalogPath: String
  /// The nested types its namespace groups become, outermost first: `["Icons"]`.
  package var typePath: [String]
  /// Its Swift name: `star`.
  package var identifier: String
  /// What the generated table holds for it.
  package var entry: CatalogFormat.Entry

  /// `CatalogImage`, `CatalogColor` or `CatalogData`: the runtime type of the constant.
  package var typeName: String {
    switch entry {
    case .image: "CatalogImage"
    case .color: "CatalogColor"
    case .data: "CatalogData"
    }
  }

  /// The constant as Swift code names it under `namespace`: `Assets.Icons.star`.
  package func expression(namespace: String) -> String {
    ([namespace] + typePath + [identifier]).joined(separator: ".")
  }

  /// Where its set's `Contents.json` is on disk, which findings about the set point at.
  package func contentsLocation(in locations: SourceLocations) -> String {
    locations.location(of: catalogPath) + setPath.dropFirst(catalogPath.count) + "/Contents.json"
  }
}

/// The catalog constants stage: a typed constant for every image, color and data set of the
/// listing's asset catalogs, named as Xcode names the set (a group whose `Contents.json` says
/// `"provides-namespace": true` prefixes its sets' names; any other group adds nothing), and the
/// findings of names that clash with a loose file's.
package enum CatalogConstants {
  /// The constants of `catalogs`' readable image, color and data sets, in path order. A set
  /// whose path holds a control character is left out: `unnamable` makes it an error. Where
  /// sets of several kinds would get one Swift name, each kind that has one set of the name
  /// is named by its kind too (`backgroundImage`, `backgroundColor`), unless another set has
  /// that name: `UIImage(named:)` and `UIColor(named:)` tell them apart, so Xcode takes them,
  /// and teams coming from SwiftGen (a namespace per catalog) have them. Two sets of one kind
  /// keep their name, which `clashes` makes an error, as `UIImage(named:)` cannot tell them
  /// apart either.
  package static func constants(_ catalogs: [AssetCatalog]) -> [CatalogConstant] {
    var constants = named(catalogs)
    let keys = constants.map { $0.typePath + [$0.identifier] }
    let taken = Set(keys)
    for indices in Dictionary(grouping: constants.indices, by: { keys[$0] }).values
    where Set(indices.map { constants[$0].typeName }).count > 1 {
      for (kind, members) in Dictionary(grouping: indices, by: { constants[$0].typeName })
      where members.count == 1 {
        let index = members[0]
        // From the identifier, which Swift can spell, not the set's name (`🦄`, `class`).
        let plain = constants[index].identifier.trimmingCharacters(in: ["`"])
        let suffixed = SwiftIdentifier.member(plain + "-" + kind.dropFirst("Catalog".count))
        guard !taken.contains(constants[index].typePath + [suffixed]) else { continue }
        constants[index].identifier = suffixed
      }
    }
    return constants
  }

  /// The Swift name the set's own name gives, before `constants` names it by its kind.
  private static func plainIdentifier(_ constant: CatalogConstant) -> String {
    SwiftIdentifier.member(String(constant.name.split(separator: "/").last ?? ""))
  }

  /// Each set's constant, named as Xcode names the set.
  private static func named(_ catalogs: [AssetCatalog]) -> [CatalogConstant] {
    catalogs.flatMap { catalog in
      catalog.sets.compactMap { set -> CatalogConstant? in
        guard set.unreadable == nil, set.hasConstantKind,
          !set.path.unicodeScalars.contains(where: NameFilter.isControlCharacter)
        else { return nil }
        let groups = set.path.dropFirst(catalog.path.count + 1).split(separator: "/").dropLast()
        var namespaces: [String] = []
        var groupPath = catalog.path
        for group in groups {
          groupPath += "/" + group
          if catalog.namespaces.contains(groupPath) { namespaces.append(String(group)) }
        }
        let name = (namespaces + [set.name]).joined(separator: "/")
        return CatalogConstant(
          name: name, setPath: set.path, catalogPath: catalog.path,
          typePath: namespaces.map(SwiftIdentifier.type),
          identifier: SwiftIdentifier.member(set.name),
          entry: entry(of: set, named: name, in: catalog))
      }
    }
  }

  /// The `name-control-character` errors of the catalogs' sets, and of the files in their sets,
  /// whose names hold a control character (tab, line break, …), as loose files' are: such a set
  /// can be no constant, and would otherwise be left out in silence. And the
  /// `name-hidden-characters` warnings of sets whose paths hold characters that reorder text or
  /// show nothing (bidi controls, zero-width spaces). Each at its place on disk, as `locations`
  /// finds it; a set is named once, whatever number of its files are so named.
  package static func unnamable(_ catalogs: [AssetCatalog], locations: SourceLocations)
    -> [Diagnostic]
  {
    catalogs.flatMap { catalog in
      let disk = locations.location(of: catalog.path)
      return catalog.sets.flatMap { set -> [Diagnostic] in
        let folder = disk + set.path.dropFirst(catalog.path.count)
        let relative = set.path.dropFirst(catalog.path.count + 1)
        if relative.unicodeScalars.contains(where: NameFilter.isControlCharacter) {
          return [
            Diagnostic(
              .nameControlCharacter, folder,
              "the catalog set '\(relative)' holds a control character (tab, new line, …) in "
                + "its path, so it can be no constant; rename it, or its group, in Xcode")
          ]
        }
        if HiddenCharacters.occur(in: relative) {
          return [
            Diagnostic(
              .nameHiddenCharacters, folder,
              "the catalog set '\(HiddenCharacters.escaped(String(relative)))' holds characters "
                + "that reorder text or show nothing in its path, so a reader sees another name "
                + "than the one UIImage(named:) needs (the generated code names it without "
                + "them); rename it, or its group, in Xcode")
          ]
        }
        return set.files.filter { $0.unicodeScalars.contains(where: NameFilter.isControlCharacter) }
          .map { file in
            Diagnostic(
              .nameControlCharacter, folder + "/" + file,
              "this file of the catalog set '\(set.name)' holds a control character (tab, new "
                + "line, …) in its name; rename the file, and the slot's filename with it")
          }
      }
    }
  }

  /// The table entry of `set`.
  static func entry(of set: CatalogSet, named name: String, in catalog: AssetCatalog)
    -> CatalogFormat.Entry
  {
    let folder = String(set.path.dropFirst(catalog.path.count + 1))
    switch set.kind {
    case "colorset":
      return .color(name: name, catalog: catalog.path, colors: colors(of: set))
    case "dataset":
      // The file as the disk spells it, so that a case-sensitive disk finds it too; none when
      // the set holds no such file (`catalog-slot-missing-file` says so).
      return .data(
        name: name, catalog: catalog.path,
        file: set.dataFile.flatMap(set.file(named:)).map { folder + "/" + $0 })
    default:
      let slots = tableSlots(of: set).compactMap { entry in
        set.file(named: entry.slot.filename!).map {
          CatalogFormat.Slot(
            idiom: entry.slot.idiom, scale: entry.slot.scale, appearance: entry.appearance,
            file: folder + "/" + $0)
        }
      }
      return .image(name: name, catalog: catalog.path, slots: slots, answers: answers(slots))
    }
  }

  /// The slots a `Device` may get for some appearance: those holding a file that is in the set,
  /// for no trait but an appearance (any, dark, high contrast, or both), each once.
  static func tableSlots(of set: CatalogSet) -> [(slot: CatalogSlot, appearance: String)] {
    var seen = Set<CatalogSlot>()
    return set.filledSlots.compactMap { slot in
      guard slot.traits.isEmpty, let appearance = appearance(of: slot.appearances),
        seen.insert(slot).inserted
      else { return nil }
      return (slot, appearance)
    }
  }

  /// The slots a `Device` gets when no appearance is asked for: those holding a file that is in
  /// the set, for any appearance and no other trait, each once.
  package static func choosableSlots(of set: CatalogSet) -> [CatalogSlot] {
    tableSlots(of: set).filter { $0.appearance == "any" }.map(\.slot)
  }

  /// Each known device's slot index among `slots`, in the order of the known devices, chosen
  /// among the slots for any appearance.
  package static func answers(_ slots: [CatalogFormat.Slot]) -> [Int?] {
    Device.knownDevices.map { CatalogSlotChoice.choose(slots, for: $0) }
  }

  /// A color set's universal colors (else those of its first idiom) for any appearance, dark,
  /// high contrast and both: their components read as numbers in 0…1, or the system color
  /// they name.
  static func colors(of set: CatalogSet) -> [CatalogFormat.Color] {
    let idiom =
      set.colors.contains { $0.idiom == "universal" } ? "universal" : set.colors.first?.idiom
    var seen = Set<String>()
    return set.colors.compactMap { color -> CatalogFormat.Color? in
      guard color.idiom == idiom, color.traits.isEmpty, !color.isUnset,
        let appearance = appearance(of: color.appearances), seen.insert(appearance).inserted
      else { return nil }
      let components = color.components.compactMap { trait in
        componentValue(trait.value).map { (name: trait.name, value: $0) }
      }
      return CatalogFormat.Color(
        appearance: appearance, colorSpace: color.colorSpace, components: components,
        systemColor: color.reference, platform: color.platform)
    }
  }

  /// `any`, `dark`, `high-contrast` or `dark-high-contrast` for a slot's or a color's
  /// appearances; nil for another (`light`).
  private static func appearance(of traits: [CatalogTrait]) -> String? {
    var dark = false
    var high = false
    for trait in traits {
      switch (trait.name, trait.value) {
      case ("luminosity", "dark"): dark = true
      case ("contrast", "high"): high = true
      default: return nil
      }
    }
    return dark ? (high ? "dark-high-contrast" : "dark") : (high ? "high-contrast" : "any")
  }

  /// A component as Xcode writes it, as a number: a decimal (`0.500`, `-0.25` in an extended
  /// space) as is; `0x80` and `128` (a byte, 0…255) divided by 255; nil for any other text,
  /// which Swift's `Double` would read (`nan`, `inf`, `1e20`, the hexadecimal float `-0x80`).
  package static func componentValue(_ text: String) -> Double? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    let bytes = Array(trimmed.utf8)
    let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
    if trimmed.lowercased().hasPrefix("0x") {
      let digits = trimmed.dropFirst(2)
      guard (1...2).contains(digits.count) else { return nil }
      return Int(digits, radix: 16).map { Double($0) / 255 }
    }
    let unsigned = bytes.first == UInt8(ascii: "-") ? bytes.dropFirst() : bytes[...]
    let parts = unsigned.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
    guard !unsigned.isEmpty, parts.count <= 2, parts.allSatisfy({ $0.allSatisfy(isDigit) }),
      parts.contains(where: { !$0.isEmpty }), parts[0].count <= 9
    else { return nil }
    if parts.count == 1, let integer = Int(trimmed), integer > 1 {
      return integer <= 255 ? Double(integer) / 255 : nil
    }
    return Double(trimmed)
  }

  /// The `catalog-name-clash` errors: a set whose Swift name is a loose asset's constant, a
  /// folder's type, the namespace's `manifest`, or another set's; the `swift-name-clash`
  /// warnings of the sets `constants` named by their kind; and the `swift-name-reserved`
  /// warnings of sets named otherwise since Swift reserves their name. Each at the set's
  /// `Contents.json` as `locate` finds it on disk.
  package static func clashes(
    _ constants: [CatalogConstant], tree: NameTree, groups: [AssetGroup], namespace: String,
    locate: (CatalogConstant) -> String = { $0.setPath + "/Contents.json" }
  ) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    // The sets `constants` named by their kind, with the others of their name: one warning a
    // name, as loose files' renamings.
    let byName = Dictionary(grouping: constants) { $0.typePath + [plainIdentifier($0)] }
    for (key, sets) in byName.sorted(by: { $0.key.lexicographicallyPrecedes($1.key) })
    where sets.contains(where: { $0.identifier != plainIdentifier($0) }) {
      let sets = sets.sorted { $0.setPath < $1.setPath }
      let shared = ([namespace] + key).joined(separator: ".")
      findings.append(
        Diagnostic(
          .swiftNameClash, locate(sets[0]),
          "the catalog sets \(sets.map { "'\($0.setPath)'" }.joined(separator: " and ")) would "
            + "\(sets.count == 2 ? "both" : "all") be named '\(shared)', so they are named "
            + sets.map { "'\($0.expression(namespace: namespace))'" }.joined(separator: ", ")
            + " (their catalog names, which UIImage(named:) and the like take, stay as they "
            + "are); to choose other names, rename a set in Xcode"))
    }
    // `Self.imageset` is `self_`, as a loose `self.png` is, and told as the loose file is.
    for constant in constants {
      guard let original = SwiftIdentifier.reservedOriginal(of: constant.identifier),
        constant.name.split(separator: "/").last?.contains("_") == false
      else { continue }
      findings.append(
        Diagnostic(
          .swiftNameReserved, locate(constant),
          "the catalog set '\(constant.setPath)' is named "
            + "'\(constant.expression(namespace: namespace))', since '\(original)' means something "
            + "else in Swift or in the generated code; to choose another name, rename the set in "
            + "Xcode"))
    }
    var taken: [[String]: CatalogConstant] = [:]
    for constant in constants {
      let key = constant.typePath + [constant.identifier]
      let expression = constant.expression(namespace: namespace)
      if let other = taken[key] {
        findings.append(
          Diagnostic(
            .catalogNameClash, locate(constant),
            "the catalog sets '\(other.setPath)' and '\(constant.setPath)' would both be named "
              + "'\(expression)'; rename one, or put one in a group that provides a namespace"))
        continue
      }
      taken[key] = constant
      var node: NameTree? = tree
      for type in constant.typePath { node = node?.children.first { $0.typeName == type } }
      guard let node else { continue }
      if constant.typePath.isEmpty, constant.identifier == "manifest" {
        findings.append(
          Diagnostic(
            .catalogNameClash, locate(constant),
            "the catalog set '\(constant.setPath)' would be named '\(expression)', the "
              + "namespace's manifest; rename the set"))
      }
      if let loose = node.constants.first(where: { $0.identifier == constant.identifier }) {
        findings.append(
          Diagnostic(
            .catalogNameClash, locate(constant),
            "the catalog set '\(constant.setPath)' and the file '\(groups[loose.group].request)' "
              + "would both be named '\(expression)'; rename one, or put the set in a group that "
              + "provides a namespace"))
      }
      if let folder = node.children.first(where: { $0.typeName == constant.identifier }) {
        findings.append(
          Diagnostic(
            .catalogNameClash, locate(constant),
            "the catalog set '\(constant.setPath)' and the folder '\(folder.folder)' would both "
              + "be named '\(expression)'; rename one"))
      }
    }
    return findings
  }
}
