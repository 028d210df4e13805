import Foundation
import SampleAssetCatalog
import StandardPaths
import TestSupport
import Testing

@testable import ProcessedAssetCatalog

@Suite("Plugin output in the built bundle")
struct BuiltBundleTests {
  static let repositoryRoot = Repository.root
  static let sampleAssets = repositoryRoot.appendingPathComponent("SampleAssets")

  @Test(
    "every path a constant returns exists in the bundle",
    arguments: Device.knownDevices.compactMap(\.name))
  func pathsExist(deviceName: String) throws {
    let device = try #require(Device.named(deviceName))
    for asset in SampleAssetCatalog.allAssets + ProcessedAssetCatalog.allAssets {
      let url = try #require(asset.url(for: device), "\(asset.name) on \(deviceName)")
      #expect(FileManager.default.fileExists(atPath: url.path), "\(url.path)")
      let path = try #require(asset.path(for: device))
      #expect(url.path.hasSuffix("/" + path))
    }
  }

  /// From a constant to the bytes an image is made of, in the bundle SwiftPM built: the chosen
  /// file's bytes, its scale from its name, and its size in points from its header.
  @Test(
    "every constant gives the chosen file's bytes, scale and size",
    arguments: Device.knownDevices.compactMap(\.name))
  func imageFiles(deviceName: String) throws {
    let device = try #require(Device.named(deviceName))
    for asset in SampleAssetCatalog.allAssets + ProcessedAssetCatalog.allAssets {
      let file = try #require(asset.imageFile(for: device), "\(asset.name) on \(deviceName)")
      #expect(file.url == asset.url(for: device))
      #expect(try asset.data(for: device) == Data(contentsOf: file.url))
      #expect(file.scale == file.url.lastPathComponent.scaleFromSuffix(on: device))
      if let pixels = file.pixelSize {
        #expect(file.pointSize?.width == Double(pixels.width) / file.scale)
      }
    }
  }

  /// Every variant of `hero` draws as large in points: 40 on phones, 56 on pads, whatever the
  /// scale (the sample's pixels: 40, 80, 120 on phones, 56 and 112 on pads).
  @Test func variantsOfOneAssetHaveOnePointSize() throws {
    let hero = SampleAssets.Characters.hero
    for device in [Device.iphone, .iphoneRetina, .iphone16, .ipad, .ipadRetina] {
      let side: Double = device.idiom == .pad ? 56 : 40
      #expect(hero.imageFile(for: device)?.pointSize == .init(width: side, height: side))
    }
  }

  @Test(
    "constants and string lookups agree with probing",
    arguments: Device.knownDevices.compactMap(\.name))
  func agreesWithProbing(deviceName: String) throws {
    let device = try #require(Device.named(deviceName))
    // Asset names are paths in the bundle, where `.copy("SampleAssets")` keeps the folder.
    let probe = FileResolver(
      folder: Self.repositoryRoot.appendingPathComponent("Examples/SampleAssetCatalog"),
      caching: .never)
    let base = probe.folder.path + "/"
    for asset in SampleAssetCatalog.allAssets {
      let type = asset.name.fullPathExtension
      let probed = probe.normalizedPath(forFile: asset.name, ofType: type, on: device)
        .map { String($0.dropFirst(base.count)) }
      #expect(asset.path(for: device) == probed, "\(asset.name) on \(deviceName)")
      #expect(asset.manifest.path(forFile: asset.name, ofType: type, on: device) == probed)
      let absolute = asset.manifest.normalizedPath(forFile: asset.name, ofType: type, on: device)
      #expect(absolute == asset.url(for: device)?.path)
    }
    for request in [
      "SampleAssets/Image1", "SampleAssets/Characters/hero@2x.png",
      "SampleAssets/Characters/hero.tiff", "SampleAssets/ViewController",
    ] {
      let type = request.hasSuffix("ViewController") ? "nib" : "png"
      let probed = probe.normalizedPath(forFile: request, ofType: type, on: device)
        .map { String($0.dropFirst(base.count)) }
      #expect(
        SampleAssets.manifest.path(forFile: request, ofType: type, on: device) == probed,
        "\(request) on \(deviceName)")
    }
  }

  @Test func processedFoldersAreFlattened() throws {
    #expect(Assets.star.path(for: .ipad) == "star~ipad.png")
    #expect(Assets.star.path(for: .iphoneRetina) == "star@2x.png")
    #expect(Assets.logo.path(for: .ipadRetina) == "logo-hd@2x.png")
    #expect(Assets.star.name == "star.png")
    #expect(Assets.manifest.assets.map(\.name) == ["logo.png", "star.png"])
  }

  @Test func customDevicesResolveInMemory() throws {
    let device = try Device(specification: "phone@3x:390x844")
    #expect(SampleAssets.Characters.hero.path(for: device) == "SampleAssets/Characters/hero@3x.png")
    #expect(SampleAssets.Characters.hero.scale(for: device) == 3)
    let widescreen = try Device(specification: "phone@2x:320x568")
    #expect(SampleAssets.image1.path(for: widescreen) == "SampleAssets/Image1-568h@2x.png")
  }

  /// The sizes are those of the files on disk (`hero.png` 40×40, `hero@2x.png` 80×80,
  /// `hero~ipad.png` 56×56), read by the plugin's build and answered from the manifest.
  @Test func pointSizesComeFromThePixelsAndTheScale() {
    let hero = SampleAssets.Characters.hero
    #expect(hero.pointSize(for: .iphone568h) == .init(width: 40, height: 40), "hero@2x.png")
    #expect(hero.pointSize(for: .iphone) == .init(width: 40, height: 40), "hero.png")
    #expect(hero.pointSize(for: .ipad) == .init(width: 56, height: 56), "hero~ipad.png")
    let retina = hero.variants.first { $0.name == "SampleAssets/Characters/hero@2x.png" }
    #expect(retina?.pixelSize == PixelSize(width: 80, height: 80))
    #expect(SampleAssets.Sounds.click.pointSize(for: .iphone) == nil, "a sound has no size")
    #expect(SampleAssets.Sounds.click.variants.allSatisfy { $0.pixelSize == nil })
  }

  @Test func assetsAreValuesNamedAfterTheirPath() {
    let all = SampleAssets.manifest.assets
    #expect(Set(all).count == all.count)
    #expect(Set(all).contains(SampleAssets.Characters.hero))
    #expect(SampleAssets.Characters.hero != SampleAssets.Characters.villain)
    #expect("\(SampleAssets.Characters.hero)" == "SampleAssets/Characters/hero.png")
  }

  @Test func variantsCarryTheirTraits() {
    let variants = SampleAssets.Characters.hero.variants
    #expect(variants.map(\.name).contains("SampleAssets/Characters/hero.tiff"))
    let retinaPad = variants.first { $0.name == "SampleAssets/Characters/hero@2x~ipad.png" }
    #expect(retinaPad?.scale == 2 && retinaPad?.idiom == .pad && retinaPad?.isHD == false)
    #expect(SampleAssets.image2.scale(for: .iphoneRetina) == 2, "-hd is 2x on a phone")
    #expect(SampleAssets.image2.scale(for: .ipad) == 1, "-hd is 1x on a pad")
  }

  @Test func theCurrentDeviceDrivesPath() {
    let saved = Device.current
    defer { Device.current = saved }
    Device.current = .ipadRetina
    #expect(SampleAssets.Characters.hero.path == "SampleAssets/Characters/hero@2x~ipad.png")
    // A custom device: resolved in memory from the manifest, not read from the table.
    Device.current = Device(idiom: .phone, scale: 1, screenSize: .init(width: 320, height: 500))
    #expect(Device.current.name == nil)
    #expect(SampleAssets.Characters.hero.path == "SampleAssets/Characters/hero.png")
    #expect(SampleAssets.image2.path == "SampleAssets/Image2.png")
  }

  @Test("the example target's copy of SampleAssets is the same as SampleAssets")
  func copyIsInSync() throws {
    let copy = Self.repositoryRoot.appendingPathComponent(
      "Examples/SampleAssetCatalog/SampleAssets")
    #expect(try files(in: copy) == files(in: Self.sampleAssets))
  }

  private func files(in folder: URL) throws -> [String: Data] {
    var result: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    while let relative = enumerator?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      let path = folder.appendingPathComponent(relative).path
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        result[relative] = try Data(contentsOf: URL(fileURLWithPath: path))
      }
    }
    return result
  }
}
