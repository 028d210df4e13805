import AssetFileReaders
import Foundation

/// The catalog stage: reads each asset catalog the layout listed (a `.xcassets` folder is one
/// item of the listing), its sets' `Contents.json` files and the headers of their images.
/// With the layout, the image and the content stages, one of the stages that read the disk.
package enum CatalogScanner {
  /// `listing` with `catalogs` filled in.
  package static func read(_ listing: FolderListing) -> FolderListing {
    var result = listing
    for path in listing.files where isCatalog(path) {
      let disk = listing.locations.location(of: path)
      let (sets, namespaces, unreadable) = sets(in: disk, path: path)
      // A slot's image that reads as no format may be what a clone left of it.
      for set in sets {
        for name in set.files where ImageScanner.isImage(name) && set.images[name] == nil {
          let file = listing.locations.location(of: set.path + "/" + name)
          if let pointer = GitLFSPointer.finding(ofFileAt: file, kind: "image") {
            result.diagnostics.append(pointer)
          }
        }
      }
      var catalog = AssetCatalog(
        path: path, sets: sets, namespaces: namespaces, isCopied: listing.isCopied(path))
      catalog.unreadableFolders = unreadable
      result.catalogs.append(catalog)
    }
    return result
  }

  /// Whether `path` is an asset catalog.
  package static func isCatalog(_ path: String) -> Bool {
    path.lowercased().hasSuffix(".xcassets")
  }

  /// The kinds of set Xcode makes, by folder extension; any other folder (a group, a sprite
  /// atlas, `Onboarding 2.0`) holds sets.
  static let setKinds: Set<String> = [
    "imageset", "appiconset", "colorset", "dataset", "symbolset", "launchimage", "brandassets",
    "imagestack", "stickerpack", "stickersequence", "sticker", "iconset", "textureset",
    "cubetextureset", "mipmapset", "arresourcegroup", "arimageset", "arobject",
    "complicationset", "solidimagestack", "gcdashboardimage", "gcleaderboard",
    "gcleaderboardset", "gcachievement",
  ]

  /// The sets below the catalog folder `disk`: a folder whose extension is a kind of set is one,
  /// any other folder a group of sets, at any depth. Links are not followed, so a loop cannot
  /// hold the build; the walk keeps its own stack, so a deep tree cannot exhaust the thread's.
  private static func sets(in disk: String, path: String) -> (
    [CatalogSet], namespaces: Set<String>, unreadable: [String: CatalogContents.Failure]
  ) {
    var sets: [CatalogSet] = []
    var namespaces: Set<String> = []
    var unreadable: [String: CatalogContents.Failure] = [:]
    // Entries still to visit, the next one last: a group to read (kind nil) or a set, in the
    // order a recursive walk would take them (depth first, each folder's names in byte order).
    var pending: [(disk: String, path: String, kind: String?)] = [(disk, path, nil)]
    while let entry = pending.popLast() {
      if let kind = entry.kind {
        sets.append(set(at: entry.disk, path: entry.path, kind: kind))
        continue
      }
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: entry.disk) else {
        continue
      }
      // The catalog's own file says nothing the constants use; it is read for its mistakes, as
      // Xcode reads it. A group's may give its sets' names its own as a prefix.
      switch contentsData(at: entry.disk + "/Contents.json").map({
        $0.flatMap { CatalogContents.providesNamespace($0, misspells: misspellsNamespace) }
      }) {
      case .success(true)? where entry.path != path: namespaces.insert(entry.path)
      case .failure(let failure)?: unreadable[entry.path] = failure
      default: break
      }
      var children: [(disk: String, path: String, kind: String?)] = []
      for name in names.sorted(by: UTF8Order.precedes) where !name.hasPrefix(".") {
        let childDisk = entry.disk + "/" + name
        guard fileType(of: childDisk) == .typeDirectory else { continue }
        let type = name.split(separator: ".", omittingEmptySubsequences: false).dropFirst().last
          .map { $0.lowercased() }
        children.append(
          (childDisk, entry.path + "/" + name, type.flatMap { setKinds.contains($0) ? $0 : nil }))
      }
      pending += children.reversed()
    }
    return (sets, namespaces, unreadable)
  }

  /// Whether a group's property is a slip of `provides-namespace` (`provides-namspace`,
  /// `providesNamespace`): at most three edits, few for a key of eighteen characters.
  private static func misspellsNamespace(_ key: String) -> Bool {
    NearestName.distance(Array(key.lowercased()), Array("provides-namespace")) <= 3
  }

  private static func set(at disk: String, path: String, kind: String) -> CatalogSet {
    var set = CatalogSet(path: path, kind: kind)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: disk)) ?? []
    for name in names.sorted(by: UTF8Order.precedes) where name != "Contents.json" {
      // Told by lstat, which neither opens the entry (a named pipe would hold the build) nor
      // follows a link out of the set.
      if let kind = FolderEntries.entryKind(of: disk + "/" + name) {
        set.nonFiles[name] = kind
      } else if !name.hasPrefix(".") {
        set.files.append(name)
      }
    }
    for name in set.files where ImageScanner.isImage(name) {
      if case .image(let facts)? = ImageScanner.reading(ofFileAt: disk + "/" + name) {
        set.images[name] = facts
      }
    }
    switch contentsData(at: disk + "/Contents.json").map({ $0.flatMap(CatalogContents.read) }) {
    case .success(let contents)?:
      set.slots = contents.slots
      set.colors = contents.colors
      (set.dataFile, set.dataFileLine) = (contents.dataFile, contents.dataFileLine)
    case .failure(let failure)?:
      (set.unreadable, set.unreadableLine) = (failure.reason, failure.line)
    case nil:
      // What is there instead, so that a folder or a pipe of that name is not looked for as a
      // missing file; told by lstat, as the set's files are, since no link is followed.
      let file = disk + "/Contents.json"
      set.unreadable =
        FolderEntries.isGone(file)
        ? "the set has no Contents.json"
        : "its Contents.json is "
          + (FolderEntries.entryKind(of: file)
            ?? "a file it cannot read; make it readable (chmod u+r)")
    }
    return set
  }

  /// The bytes of the `Contents.json` at `file`, or why they are not read (larger than any
  /// Xcode writes); nil when there is no regular file to read.
  private static func contentsData(at file: String) -> Result<Data, CatalogContents.Failure>? {
    // A named pipe called Contents.json would hold the build in open(): only a file is read.
    let attributes = try? FileManager.default.attributesOfItem(atPath: file)
    guard attributes?[.type] as? FileAttributeType == .typeRegular else { return nil }
    // JSONSerialization takes about seventy times a file's size in memory: a set's file is a
    // few kilobytes, and a larger one is refused before it is read.
    let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
    guard size <= maximumContentsSize else {
      return .failure(
        CatalogContents.Failure(
          "it is \(size) bytes, and a set's Contents.json is a few kilobytes (at most "
            + "\(maximumContentsSize / 1024) KB are read)"))
    }
    return FileManager.default.contents(atPath: file).map { .success($0) }
  }

  /// The largest `Contents.json` read: a hundred times the largest Xcode writes (an app icon
  /// set of every size, about 10 KB).
  static let maximumContentsSize = 1 << 20

  /// The entry's own type, a link not followed.
  private static func fileType(of disk: String) -> FileAttributeType? {
    (try? FileManager.default.attributesOfItem(atPath: disk))?[.type] as? FileAttributeType
  }
}
