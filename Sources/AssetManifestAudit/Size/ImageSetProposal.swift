import AssetManifestGenerator
import StandardPathsCore

/// The asset catalog image set that would replace an image asset's loose variants: a slot per
/// file a set can hold, its `Contents.json` in Xcode's own format, and the file the project's
/// catalog slot choice (`CatalogSlotChoice`, the one the runtime uses for catalog constants)
/// would give each device.
///
/// The format is Apple's "Asset Catalog Format Reference", Image Set Type
/// (`developer.apple.com/library/archive/documentation/Xcode/Reference/
/// xcode_ref-Asset_Catalog_Format/ImageSetType.html`): an `.imageset` holds `.png`, `.jpg`,
/// `.heic`, `.heif`, `.avci` and `.pdf` files, and its `images` array gives each its `filename`,
/// `idiom` (`universal`, `iphone`, `ipad`, `tv`, `car`, `mac`), `scale` (`1x`, `2x`, `3x`) and,
/// for the 4-inch iPhone's Retina 4 2x slot, `subtype` `retina4`. Xcode writes the keys of each
/// entry in alphabetical order, `"key" : value` with two-space indents, and `info` after
/// `images` with `author` `xcode` and `version` 1; so does this, so that Xcode reads the set as
/// one of its own.
///
/// A loose file a set cannot express stays out of it (`leftOut`): an `-hd` name, a height other
/// than `-568h` (which is `retina4`, and only at 2× on a phone), a scale other than 1×, 2× or
/// 3×, a repeated suffix, another extension (a Mac's `.tiff`), a second file for one slot. Only an asset of its own (not a language folder's) of two or
/// more image files of a kind a set holds is proposed.
package struct ImageSetProposal: Hashable, Sendable {
  /// One entry of the set's `images`.
  package struct Image: Hashable, Sendable {
    /// The loose file's path in the bundle: `Characters/hero@2x~ipad.png`.
    package var path: String
    /// Its name in the set, the loose file's own: `hero@2x~ipad.png`.
    package var filename: String
    /// `universal`, `iphone`, `ipad`, `tv`, `car` or `mac`.
    package var idiom: String
    /// The scale, 1 for a name without a scale suffix.
    package var scale: Double
    /// `retina4` for a `-568h` file, else nil.
    package var subtype: String?
  }

  /// The extensions an image set holds, lowercased.
  static let setExtensions: Set<String> = ["png", "jpg", "jpeg", "heic", "heif", "avci", "pdf"]

  /// The asset the set replaces: `Characters/hero.png`.
  package var request: String
  /// The set's folder inside a catalog: `Characters/hero.imageset`.
  package var folder: String
  /// The set's entries, in the order `Contents.json` lists them.
  package var images: [Image]
  /// The asset's files the set cannot hold, by path.
  package var leftOut: [String]

  /// The set for `group`, or nil when it is not an image asset with variants a set can hold.
  package init?(group: AssetGroup) {
    guard group.role == .asset, group.files.count > 1,
      let type = group.type?.lowercased(), Self.setExtensions.contains(type)
    else { return nil }
    var images: [Image] = []
    var leftOut: [String] = []
    for file in group.files {
      guard let image = Self.image(for: file),
        !images.contains(where: {
          ($0.idiom, $0.scale, $0.subtype) == (image.idiom, image.scale, image.subtype)
        })
      else {
        leftOut.append(file.path)
        continue
      }
      images.append(image)
    }
    guard !images.isEmpty else { return nil }
    request = group.request
    let stem = group.stem
    folder = (group.folder.isEmpty ? "" : group.folder + "/") + stem + ".imageset"
    self.images = images.sorted { lhs, rhs in
      let order = Self.idiomOrder
      let left = (order.firstIndex(of: lhs.idiom) ?? 0, lhs.subtype ?? "", lhs.scale)
      let right = (order.firstIndex(of: rhs.idiom) ?? 0, rhs.subtype ?? "", rhs.scale)
      return left < right
    }
    self.leftOut = leftOut
  }

  /// The idioms in the order Xcode's editor shows their slots.
  static let idiomOrder = ["universal", "iphone", "ipad", "tv", "car", "mac"]

  /// The entry for `file`, or nil when a set cannot express its name.
  static func image(for file: ParsedFile) -> Image? {
    let traits = file.traits
    guard Self.setExtensions.contains(traits.fileExtension.lowercased()) else { return nil }
    let scale = traits.scale ?? 1
    // A set's slots are 1x, 2x and 3x only.
    guard [1, 2, 3].contains(scale) else { return nil }
    let idiom = traits.idiom.map(CatalogSlotChoice.catalogIdiom(of:)) ?? "universal"
    var subtype: String?
    switch traits.modifiers {
    case []: break
    case [.height(568)] where scale == 2 && (idiom == "iphone" || idiom == "universal"):
      subtype = "retina4"
    default: return nil
    }
    // The name after the last slash byte, as the file system reads it.
    let path = file.path
    let name =
      path.utf8.lastIndex(of: UInt8(ascii: "/")).map {
        String(path[path.utf8.index(after: $0)...])
      } ?? path
    return Image(
      path: file.path, filename: name, idiom: subtype == nil ? idiom : "iphone", scale: scale,
      subtype: subtype)
  }

  /// The entries the slot choice weighs: a slot with a subtype is for a trait the choice does
  /// not weigh, so it serves no device.
  package var choiceSlots: [Image] { images.filter { $0.subtype == nil } }

  /// The path of the file the set would give `device`, or nil when no slot serves it.
  package func file(for device: Device) -> String? {
    let slots = choiceSlots
    return CatalogSlotChoice.choose(slots.map { ($0.idiom, $0.scale) }, for: device).map {
      slots[$0].path
    }
  }

  /// The set's `Contents.json`, as Xcode writes it.
  package var contentsJSON: String {
    let entries = images.map { image in
      var members = [
        ("filename", JSONValue.quoted(image.filename)), ("idiom", JSONValue.quoted(image.idiom)),
        ("scale", JSONValue.quoted("\(Int(image.scale))x")),
      ]
      if let subtype = image.subtype { members.append(("subtype", JSONValue.quoted(subtype))) }
      return "    {\n" + members.map { "      \"\($0.0)\" : \($0.1)" }.joined(separator: ",\n")
        + "\n    }"
    }
    return "{\n  \"images\" : [\n" + entries.joined(separator: ",\n") + "\n  ],\n"
      + "  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"
  }
}
