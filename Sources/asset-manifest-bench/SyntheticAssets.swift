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

  /// Creates `files` (empty) below a new temporary folder and returns it.
  static func materialise(_ files: [String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("asset-manifest-bench-\(UUID().uuidString)")
    var folders = Set<String>()
    for file in files {
      let folder = (file as NSString).deletingLastPathComponent
      if folders.insert(folder).inserted {
        try FileManager.default.createDirectory(
          at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
      }
      let path = root.appendingPathComponent(file).path
      guard FileManager.default.createFile(atPath: path, contents: nil) else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
      }
    }
    return root
  }
}
