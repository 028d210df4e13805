import AssetManifestGenerator
import Foundation
import TestSupport
import Testing

/// Hostile input: names and entries that could break the manifest's table or stop the build.
@Suite("Special files and language names")
struct SpecialFileTests {
  /// A named pipe among the resources is a finding, never opened: opening it would wait for a
  /// writer, and the build with it, for ever.
  @Test func aNamedPipeIsLeftOutAndNeverOpened() throws {
    let folder = try TemporaryFolder(files: ["Images/hero.png"])
    defer { folder.remove() }
    let pipe = folder.url.appendingPathComponent("Images/x.png").path
    #expect(mkfifo(pipe, 0o644) == 0)
    let scan = try FolderScanner.scan(
      folder.url.appendingPathComponent("Images"), options: .init(includeHidden: false))
    #expect(scan.files == ["hero.png"])
    #expect(
      scan.diagnostics.map(\.description) == [
        "x.png:1: warning: a named pipe (FIFO), not a file, left out and never opened (reading "
          + "it could stop the build); move it out of the resources [special-file]"
      ])
    // Given as an entry of its own, as SwiftPM lists a processed file.
    let layout = try BundleLayout.listing(of: [ResourceEntry(path: pipe, rule: .process)])
    #expect(layout.files.isEmpty)
    #expect(layout.diagnostics.map(\.severity) == [.warning])
  }

  /// A file its folder listed that is gone when a stage comes to read it (deleted during the
  /// run) is told that it vanished, not that it is a broken link or unreadable, as it once was.
  /// A listing that names files that are not there stands for the race, without running one.
  @Test func aFileGoneSinceTheListingIsToldItVanished() throws {
    let folder = try TemporaryFolder(files: [])
    defer { folder.remove() }
    var locations = SourceLocations()
    locations.addFolder(bundle: "", disk: folder.url.path)
    let listing = FolderListing(
      files: ["gone.png", "gone.ttf", "gone.txt"], diagnostics: [], locations: locations)
    let found = ContentScanner.read(FontScanner.read(ImageScanner.read(listing))).diagnostics
      .map { $0.description.replacingOccurrences(of: folder.url.path + "/", with: "") }
    let vanished =
      ":1: warning: this file vanished during the run (deleted or moved after its folder was "
      + "listed), so "
    #expect(
      found == [
        "gone.png" + vanished + "its image size is not checked; build again [file-unreadable]",
        "gone.ttf" + vanished
          + "its constant has no PostScript name; build again [font-names-unreadable]",
        "gone.txt" + vanished
          + "it is not compared with the other files for duplicates; build again "
          + "[file-unreadable]",
      ], "\(found)")
    // The walk: an entry listed but not there, not even as a link, vanished; a link to
    // nothing is still a broken link.
    #expect(FolderEntries.reachability(of: folder.url.path + "/gone.png") == .vanished)
    let link = folder.url.appendingPathComponent("link.png").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "nowhere.png")
    #expect(FolderEntries.reachability(of: link) == .dangling(target: "nowhere.png"))
  }

  /// The table lists languages between spaces and commas: a language folder whose name holds
  /// any other character is an error before anything is generated.
  @Test func aLanguageFolderNameOutsideTheCodesAlphabetIsAnError() {
    let output = Fixtures.generate([
      "a b.lproj/t.txt", "x,y.lproj/t.txt", "line\nbreak.lproj/t.txt", "en.lproj/t.txt",
    ])
    #expect(output.source == nil)
    #expect(
      output.diagnostics.filter { $0.severity == .error }.map(\.path).sorted() == [
        "a b.lproj/t.txt", "line\nbreak.lproj/t.txt", "x,y.lproj/t.txt",
      ])
  }

  /// A catalog's groups are read at any depth: a set 100 groups down is listed, not lost.
  @Test func aSetDeepInGroupsIsRead() throws {
    let groups = (0..<100).map { "g\($0)" }.joined(separator: "/")
    let set = "Media.xcassets/\(groups)/Deep.imageset"
    let folder = try TemporaryFolder(files: [set + "/Contents.json", set + "/deep.png"])
    defer { folder.remove() }
    try Data(#"{"images": [{"idiom": "universal", "filename": "deep.png", "scale": "1x"}]}"#.utf8)
      .write(to: folder.url.appendingPathComponent(set + "/Contents.json"))
    let listing = CatalogScanner.read(
      try BundleLayout.listing(of: [ResourceEntry(path: folder.url.path, rule: .contents)]))
    #expect(listing.catalogs.flatMap(\.sets).map(\.path) == [set])
  }

  /// Folders that differ only in letter case merge on a Mac or an iPhone, as two such files
  /// would collide: the same error, naming both, once (not again for the folders below).
  @Test func foldersThatDifferOnlyInCaseAreAnError() {
    let output = Fixtures.generate(["Art/a.png", "art/b.png", "Art/Sub/c.png", "art/SUB/d.png"])
    #expect(output.source == nil)
    #expect(
      output.diagnostics.filter { $0.severity == .error }.map(\.description) == [
        "art/SUB/d.png:1: error: the folders 'Art' and 'art' differ only in letter case, so macOS "
          + "and iOS file systems hold them as one folder and their files meet; rename one of "
          + "them, or move its files into the other [case-collision]"
      ])
  }
}
