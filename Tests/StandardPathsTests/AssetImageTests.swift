import AssetManifestGenerator
import Dispatch
import Foundation
@_spi(AssetManifestGenerated) import StandardPaths
import TestSupport
import Testing

/// From a constant to the file an image is made of, on Linux: which file, at which scale and
/// size, its bytes, and the cache of decoded images that the UIKit and AppKit glue share.
@Suite("Images of assets")
struct AssetImageTests {
  /// Real PNGs in a folder, through the generator (headers read from the files), read back as
  /// an app reads its generated manifest.
  struct Bundle {
    let folder: TemporaryFolder
    let manifest: AssetManifest

    static let files: [String: (width: Int, height: Int)] = [
      "hero.png": (4, 3), "hero@2x.png": (8, 6), "hero@2x~ipad.png": (10, 6),
      "logo-hd.png": (8, 8), "pad~ipad.png": (2, 2),
    ]

    init() throws {
      folder = try TemporaryFolder(files: [])
      for (name, size) in Self.files {
        try TinyPNG.data(width: size.width, height: size.height)
          .write(to: folder.url.appendingPathComponent(name))
      }
      // The read stages as `asset-manifest generate` runs them.
      let listing = try AssetReader.read([ResourceEntry(path: folder.url.path, rule: .contents)])
      #expect(listing.diagnostics.isEmpty, "\(listing.diagnostics)")
      let output = ManifestGenerator.generate(listing, options: GeneratorOptions())
      let encoded = ManifestEncoder.encode(output.groups, output.table, images: listing.images)
      manifest = ImmortalManifests.keep(
        try AssetManifest(
          decoding: encoded.names, table: encoded.table, sizes: encoded.sizes,
          resourceURL: folder.url))
    }

    /// The file `name` as some known device gets it.
    func chosenFile(named name: String) -> AssetImageFile? {
      (0..<manifest.count).lazy.flatMap { group in
        Device.knownDevices.compactMap { Asset(manifest, group).imageFile(for: $0) }
      }.first { $0.url.lastPathComponent == name }
    }

    func asset(_ request: String) -> Asset {
      let group = (0..<manifest.count).first { Asset(manifest, $0).name == request }
      return Asset(manifest, group!)
    }
  }

  @Test func theFileItsScaleAndSizeInPoints() throws {
    let bundle = try Bundle()
    defer { bundle.folder.remove() }
    let hero = bundle.asset("hero.png")
    let cases: [(Device, String, Double, Device.ScreenSize)] = [
      (.iphone, "hero.png", 1, .init(width: 4, height: 3)),
      (.iphoneRetina, "hero@2x.png", 2, .init(width: 4, height: 3)),
      // UIKit would read no scale from `~ipad` alone; the name says 2×, and so do we.
      (.ipadRetina, "hero@2x~ipad.png", 2, .init(width: 5, height: 3)),
    ]
    for (device, name, scale, points) in cases {
      let file = try #require(hero.imageFile(for: device))
      #expect(file.url.lastPathComponent == name)
      #expect(file.scale == scale)
      #expect(file.pointSize == points)
      #expect(file.pointSize == hero.pointSize(for: device))
      #expect(file.decodedByteCount == Bundle.files[name].map { $0.width * $0.height * 4 })
    }
    // `-hd` is 2× on a phone and 1× on a pad: same file, two scales.
    let logo = bundle.asset("logo.png")
    #expect(logo.imageFile(for: .iphoneRetina)?.scale == 2)
    #expect(logo.imageFile(for: .ipad)?.scale == 1)
    #expect(logo.imageFile(for: .ipad)?.pointSize == .init(width: 8, height: 8))
    #expect(bundle.asset("pad.png").imageFile(for: .iphone) == nil)
  }

  @Test func dataIsTheChosenFilesBytes() throws {
    let bundle = try Bundle()
    defer { bundle.folder.remove() }
    let hero = bundle.asset("hero.png")
    #expect(try hero.data(for: .ipadRetina) == TinyPNG.data(width: 10, height: 6))
    #expect(try hero.data(for: .iphone) == TinyPNG.data(width: 4, height: 3))
    #expect(try bundle.asset("pad.png").data(for: .iphone) == nil)
    try FileManager.default.removeItem(at: bundle.folder.url.appendingPathComponent("hero.png"))
    #expect(throws: (any Error).self) { try hero.data(for: .iphone) }
  }

  /// What the glue caches: a decoded image per file and scale.
  final class Decoded: Sendable {
    let byteCount: Int
    let scale: Double
    init(_ data: Data, _ file: AssetImageFile) {
      byteCount = data.count
      scale = file.scale
    }
  }

  @Test func eachFileIsDecodedOnceAtEachScale() throws {
    let bundle = try Bundle()
    defer { bundle.folder.remove() }
    let cache = DecodedImageCache<Decoded>()
    let decodes = Locked(0)
    func image(_ asset: String, _ device: Device) -> Decoded? {
      bundle.asset(asset).imageFile(for: device).flatMap { file in
        cache.image(for: file) { data, file in
          decodes.withLock { $0 += 1 }
          return Decoded(data, file)
        }
      }
    }
    let first = try #require(image("hero.png", .iphoneRetina))
    #expect(image("hero.png", .iphoneRetina) === first)
    #expect(image("hero.png", .iphone568h) === first, "another device, the same file")
    #expect(decodes.withLock { $0 } == 1)
    #expect(first.scale == 2)
    #expect(first.byteCount == TinyPNG.data(width: 8, height: 6).count)
    #expect(image("logo.png", .iphoneRetina)?.scale == 2)
    #expect(image("logo.png", .ipad)?.scale == 1, "the same file at another scale")
    #expect(decodes.withLock { $0 } == 3)
    cache.removeAllImages()
    #expect(image("hero.png", .iphoneRetina) !== first)
    #expect(decodes.withLock { $0 } == 4)
  }

  @Test func failuresAreNotRemembered() throws {
    let bundle = try Bundle()
    defer { bundle.folder.remove() }
    let cache = DecodedImageCache<Decoded>()
    let file = try #require(bundle.asset("hero.png").imageFile(for: .iphone))
    let attempts = Locked(0)
    let refuse: (Data, AssetImageFile) -> Decoded? = { _, _ in
      attempts.withLock { $0 += 1 }
      return nil
    }
    #expect(cache.image(for: file, decode: refuse) == nil)
    #expect(cache.image(for: file, decode: refuse) == nil)
    #expect(attempts.withLock { $0 } == 2)
    #expect(cache.image(for: file) { Decoded($0, $1) } != nil)
    try FileManager.default.removeItem(at: file.url)
    cache.removeAllImages()
    #expect(cache.image(for: file, decode: refuse) == nil, "a missing file decodes nothing")
    #expect(attempts.withLock { $0 } == 2)
  }

  /// Each image is charged what it weighs decoded, so a cost limit keeps the cache within it.
  @Test func theCostLimitCountsDecodedBytes() throws {
    let bundle = try Bundle()
    defer { bundle.folder.remove() }
    let cache = DecodedImageCache<Decoded>()
    let files = try ["hero@2x.png", "hero@2x~ipad.png", "logo-hd.png"].map {
      try #require(bundle.chosenFile(named: $0))
    }
    let costs = files.map { $0.decodedByteCount! }
    #expect(costs == [8 * 6 * 4, 10 * 6 * 4, 8 * 8 * 4])
    cache.totalCostLimit = costs[1] + costs[2]
    let decodes = Locked(0)
    for file in files + files {
      _ = cache.image(for: file) {
        decodes.withLock { $0 += 1 }
        return Decoded($0, $1)
      }
    }
    // All three do not fit, so some file was decoded again on the second pass.
    #expect(decodes.withLock { $0 } > 3)
  }

  /// A table whose rows show the same asset, from eight threads at once: every row gets the
  /// image of the chosen file, and the file is decoded at most once a thread.
  @Test func rowsOfATableShareOneDecodedImage() throws {
    let bundle = try Bundle()
    defer { bundle.folder.remove() }
    let cache = DecodedImageCache<Decoded>()
    let hero = bundle.asset("hero.png")
    let decodes = Locked(0)
    let wrong = Locked(0)
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<1_000 {
        let image = hero.imageFile(for: .ipadRetina).flatMap { file in
          cache.image(for: file) { data, file in
            decodes.withLock { $0 += 1 }
            return Decoded(data, file)
          }
        }
        if image?.byteCount != TinyPNG.data(width: 10, height: 6).count {
          wrong.withLock { $0 += 1 }
        }
      }
    }
    #expect(wrong.withLock { $0 } == 0)
    #expect((1...8).contains(decodes.withLock { $0 }))
  }
}
