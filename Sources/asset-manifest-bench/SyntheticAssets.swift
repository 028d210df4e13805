import Foundation

/// The synthetic asset sets the benchmark measures: the same variant mix as
/// `Scripts/synthetic-assets.sh`, 3.3 files per asset.
enum SyntheticAssets {
  /// The file names of `count` assets.
  static func files(assets count: Int) -> [String] {
    var files: [String] = []
    files.reserveCapacity(count * 4)
    for index in 0..<count {
      let name = "Set\(index / 1000)/Folder\(index / 100)/asset_\(index)"
      let suffixes: [String] =
        switch index % 10 {
        case 0, 1, 2, 3: [".png", "@2x.png", "@3x.png"]
        case 4: [".png", "@2x.png", "~ipad.png", "@2x~ipad.png"]
        case 5: [".png", "@2x.png", "-568h@2x.png", "-667h@2x.png"]
        case 6: [".png", "-hd.png", "-hd@2x.png"]
        case 7: [".jpg", "@2x.jpg", "@3x.jpg", "~mac.jpg"]
        case 8: [".nib", "-568h.nib", "~ipad.nib"]
        default: [".obj.gz", "@2x.obj.gz"]
        }
      files += suffixes.map { name + $0 }
    }
    return files
  }

  /// Every file of `Media.xcassets`, a synthetic asset catalog of `count` sets as Xcode writes
  /// one, with its bytes. Of every ten sets, six are universal 1x/2x/3x image sets, one adds
  /// iPad 1x/2x slots, one fills iPhone 2x/3x, iPad 2x and a universal 2x slot (for the Mac and
  /// the TV), one is a color set (any and dark) and one a data set: 3.8 files a set with its
  /// `Contents.json`. Every known device gets a slot of every image set and every slot is
  /// some device's, so the checks find nothing, as in a catalog that ships. The sets sit in
  /// groups of 100 (`Section3/Group31/image_3100.imageset`), every fourth group providing a
  /// namespace. An image holds the first 24 bytes of a PNG of its slot's size, all that the
  /// catalog stage reads of it, so that the size check compares real sizes; a data set's file
  /// is empty, as the catalog stage only lists it.
  static func catalog(sets count: Int) -> [String: Data] {
    let catalog = "Media.xcassets/"
    var files = [catalog + "Contents.json": contentsJSON([])]
    for group in 0..<(count + 99) / 100 {
      let section = catalog + "Section\(group / 10)/"
      files[section + "Contents.json"] = contentsJSON([])
      let namespace = "  \"properties\" : {\n    \"provides-namespace\" : true\n  }"
      files[section + "Group\(group)/Contents.json"] = contentsJSON(
        [], after: group % 4 == 0 ? [namespace] : [])
    }
    for index in 0..<count {
      let group = catalog + "Section\(index / 1000)/Group\(index / 100)/"
      switch index % 10 {
      case 8:
        let colors = [color(red: index % 1000, dark: false), color(red: index % 1000, dark: true)]
        files[group + "color_\(index).colorset/Contents.json"] = contentsJSON([
          "  \"colors\" : [\n" + colors.joined(separator: ",\n") + "\n  ]"
        ])
      case 9:
        let set = group + "data_\(index).dataset/"
        files[set + "data_\(index).json"] = Data()
        files[set + "Contents.json"] = contentsJSON([
          "  \"data\" : [\n" + entry(["filename": "data_\(index).json", "idiom": "universal"])
            + "\n  ]"
        ])
      default:
        let slots: [(idiom: String, scale: Int)] =
          switch index % 10 {
          case 6: [("universal", 1), ("universal", 2), ("universal", 3), ("ipad", 1), ("ipad", 2)]
          case 7: [("universal", 2), ("iphone", 2), ("iphone", 3), ("ipad", 2)]
          default: [("universal", 1), ("universal", 2), ("universal", 3)]
          }
        let set = group + "image_\(index).imageset/"
        var entries: [String] = []
        for slot in slots {
          let idiom = slot.idiom == "universal" ? "" : "~" + slot.idiom
          let file = "image_\(index)" + (slot.scale == 1 ? "" : "@\(slot.scale)x") + idiom + ".png"
          files[set + file] = pngHeader(side: 16 * slot.scale)
          entries.append(entry(["filename": file, "idiom": slot.idiom, "scale": "\(slot.scale)x"]))
        }
        files[set + "Contents.json"] = contentsJSON([
          "  \"images\" : [\n" + entries.joined(separator: ",\n") + "\n  ]"
        ])
      }
    }
    return files
  }

  /// A `Contents.json` as Xcode writes it, keys in order and two spaces an indent: `fields`
  /// (each written out, indented by two), the `info` every such file has, then `after`.
  private static func contentsJSON(_ fields: [String], after: [String] = []) -> Data {
    let info = "  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }"
    return Data(("{\n" + (fields + [info] + after).joined(separator: ",\n") + "\n}\n").utf8)
  }

  /// An entry of a `Contents.json` list whose values are all strings, indented as Xcode does.
  private static func entry(_ fields: [String: String]) -> String {
    let lines = fields.keys.sorted().map { "      \"\($0)\" : \"\(fields[$0]!)\"" }
    return "    {\n" + lines.joined(separator: ",\n") + "\n    }"
  }

  /// A color set's universal color, for any appearance or dark, in sRGB.
  private static func color(red: Int, dark: Bool) -> String {
    let appearance =
      dark
      ? "      \"appearances\" : [\n        {\n          \"appearance\" : \"luminosity\",\n"
        + "          \"value\" : \"dark\"\n        }\n      ],\n"
      : ""
    let components = [
      ("alpha", "1.000"), ("blue", dark ? "0.900" : "0.300"), ("green", "0.500"),
      ("red", "0.\(String(1000 + red).dropFirst())"),
    ].map { "          \"\($0.0)\" : \"\($0.1)\"" }
    return "    {\n" + appearance + "      \"color\" : {\n        \"color-space\" : \"srgb\",\n"
      + "        \"components\" : {\n" + components.joined(separator: ",\n") + "\n        }\n"
      + "      },\n      \"idiom\" : \"universal\"\n    }"
  }

  /// The PNG signature and the start of the `IHDR` chunk of a `side`×`side` image: what the
  /// image header reader reads (the rest of the chunk, its checksum and the pixels it does not).
  private static func pngHeader(side: Int) -> Data {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    let size = (0..<4).map { UInt8(truncatingIfNeeded: side >> (24 - 8 * $0)) }
    return Data(signature + [0, 0, 0, 13] + Array("IHDR".utf8) + size + size)
  }

  /// Creates `files` below a new temporary folder and returns it: each with its bytes in
  /// `contents`, else empty.
  static func materialise(_ files: [String], contents: [String: Data] = [:]) throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("asset-manifest-bench-\(UUID().uuidString)")
    var folders = Set<String>()
    for file in files {
      let folder = (file as NSString).deletingLastPathComponent
      if folders.insert(folder).inserted {
        try FileManager.default.createDirectory(
          at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
      }
      // Not `FileManager.createFile`, which writes a temporary file and renames it: that doubles
      // the file-system calls of a setup that creates tens of thousands of files.
      try (contents[file] ?? Data()).write(to: root.appendingPathComponent(file))
    }
    return root
  }
}
