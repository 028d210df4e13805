import AssetManifestGenerator
import Foundation
@_spi(AssetManifestGenerated) import StandardPaths
import TestSupport
import Testing

@Suite("The encoded manifest agrees with probing")
struct ManifestAgreementTests {
  static let stems = ["a", "b", "dir/a", "my.image", "é", "x y"]
  static let suffixes = [
    "", "@2x", "@3x", "-hd", "-568h@2x", "-667h@2x", "-736h@3x", "~ipad", "@2x~ipad", "~mac",
    "@2x~mac", "-hd@2x", "~iphone", "@2x~iphone", "~tv", "-568h", "@1.5x",
  ]
  static let extensions = [".png", ".nib", ".tiff", ".obj.gz", ".jpg"]

  @Test func randomFolders() throws {
    var random = SeededGenerator(seed: SeededGenerator.configuredSeed)
    for _ in 0..<SeededGenerator.rounds(default: 25) {
      let count = Int.random(in: 1...30, using: &random)
      var files = Set<String>()
      for _ in 0..<count {
        files.insert(
          Self.stems.randomElement(using: &random)! + Self.suffixes.randomElement(using: &random)!
            + Self.extensions.randomElement(using: &random)!)
      }
      try check(files)
    }
  }

  private func check(_ files: Set<String>) throws {
    let output = ManifestGenerator.generate(
      FolderListing(files: Array(files), diagnostics: []), options: GeneratorOptions())
    guard output.source != nil else { return }
    let temporary = try TemporaryFolder(files: files)
    defer { temporary.remove() }
    let folder = temporary.url
    let encoded = ManifestEncoder.encode(output.groups, output.table)
    let manifest = ImmortalManifests.keep(
      try AssetManifest(decoding: encoded.names, table: encoded.table, resourceURL: nil))
    let probe = FileResolver(folder: folder, caching: .never)
    let base = probe.folder.path + "/"
    let devices =
      Device.knownDevices + [try Device(specification: "pad@1.5x:800x1280")]
    for (index, group) in output.groups.enumerated() {
      let asset = Asset(manifest, index)
      for device in devices {
        let probed = probe.normalizedPath(forFile: group.request, ofType: group.type, on: device)
          .map { String($0.dropFirst(base.count)) }
        #expect(
          asset.path(for: device) == probed, "\(group.request) on \(device) in \(files.sorted())")
        #expect(manifest.path(forFile: group.request, ofType: group.type, on: device) == probed)
        let plain = probe.normalizedPath(forFile: group.request, on: device)
          .map { String($0.dropFirst(base.count)) }
        #expect(manifest.path(forFile: group.request, on: device) == plain)
      }
    }
  }
}
