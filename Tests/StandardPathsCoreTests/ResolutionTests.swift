import Foundation
import StandardPathsCore
import TestSupport
import Testing

@Suite("Variant resolution")
struct ResolutionTests {
  @Test(
    "worked examples, in memory and by probing",
    arguments: Device.legacyDevices.compactMap(\.name))
  func workedExamples(deviceName: String) throws {
    let device = try #require(Device.named(deviceName))
    let expected = try #require(ReferenceExamples.answers[deviceName])
    let set = VariantSet(ReferenceExamples.files)
    let folder = try TemporaryFolder(files: ReferenceExamples.files)
    defer { folder.remove() }
    let probe = FileResolver(folder: folder.url, caching: .never)
    let requests: [(String, String?, String)] = [
      ("Image1.png", "png", expected.0), ("Image2.png", "png", expected.1),
      ("ViewController", "nib", expected.2),
    ]
    for (request, type, answer) in requests {
      #expect(set.resolve(request, ofType: type, on: device) == answer)
      #expect(
        probe.normalizedPath(forFile: request, ofType: type, on: device)
          == folder.url.standardizedFileURL.path + "/" + answer)
      #expect(
        probe.url(forFile: request, ofType: type, on: device)?.path
          == folder.url.standardizedFileURL.appendingPathComponent(answer).path)
    }
  }

  @Test("scale-only and .gz examples", arguments: Device.legacyDevices.compactMap(\.name))
  func moreExamples(deviceName: String) throws {
    let device = try #require(Device.named(deviceName))
    for example in [ReferenceExamples.scaleOnly, ReferenceExamples.models] {
      let request = example.files[0]
      guard let answer = example.answers[deviceName] else { continue }
      #expect(VariantSet(example.files).resolve(request, on: device) == answer)
    }
  }

  @Test("first eight candidates", arguments: ReferenceExamples.firstCandidates.keys.sorted())
  func firstCandidates(deviceName: String) throws {
    let device = try #require(Device.named(deviceName))
    let candidates = VariantResolver.candidates(for: "N.png", on: device)
    #expect(Array(candidates.prefix(8)) == ReferenceExamples.firstCandidates[deviceName])
  }

  @Test func consequences() {
    let idiomBeatsScale = VariantSet(["foo.png", "foo@2x.png", "foo~iphone.png"])
    #expect(idiomBeatsScale.resolve("foo.png", on: .iphoneRetina) == "foo~iphone.png")
    let hdOnly = VariantSet(["foo-hd.png"])
    #expect(hdOnly.resolve("foo.png", on: .iphone) == nil, "-hd is never chosen on a 1x phone")
    let tiff = VariantSet(["foo.png", "foo.tiff", "foo@2x.png"])
    #expect(tiff.resolve("foo.png", on: .mac) == "foo.tiff")
    #expect(tiff.resolve("foo.png", on: .macRetina) == "foo@2x.png")
    #expect(
      tiff.resolve("foo.png", ofType: "nib", on: .mac) == "foo.png",
      "the tiff step reads the type, not the request's extension")
    #expect(VariantSet(["foo.png"]).resolve("foo@2x.png", on: .iphoneRetina) == nil)
    #expect(VariantSet(["foo.png"]).resolve("foo", on: .iphone) == "foo.png")
    #expect(
      VariantSet(["foo.nib", "foo.tiff"]).resolve("foo", ofType: "nib", on: .mac) == "foo.nib")
    let nested = VariantSet(["Characters/hero.png", "Characters/hero@2x.png"])
    #expect(nested.resolve("Characters/hero", on: .iphone568h) == "Characters/hero@2x.png")
  }

  @Test("custom devices resolve like their twins among the known devices")
  func customDevices() throws {
    for device in Device.knownDevices {
      let name = try #require(device.name)
      let spelled = try Device(specification: device.description)
      #expect(spelled == device, "\(name)")
      let twin = Device(idiom: device.idiom, scale: device.scale, screenSize: device.screenSize)
      #expect(twin.name == name)
    }
    let custom = try Device(specification: "pad@1.5x:800x1280")
    #expect(
      VariantSet(["a.png", "a@1.5x~ipad.png"]).resolve("a.png", on: custom) == "a@1.5x~ipad.png")
  }

  @Test func probingCachesOnlyWhenAsked() throws {
    let folder = try TemporaryFolder(files: ["foo.png"])
    defer { folder.remove() }
    let cached = FileResolver(folder: folder.url, caching: .always)
    let uncached = FileResolver(folder: folder.url, caching: .never)
    #expect(cached.normalizedPath(forFile: "foo", on: .iphoneRetina)?.hasSuffix("/foo.png") == true)
    try Data().write(to: folder.url.appendingPathComponent("foo@2x.png"))
    #expect(cached.normalizedPath(forFile: "foo", on: .iphoneRetina)?.hasSuffix("/foo.png") == true)
    #expect(
      uncached.normalizedPath(forFile: "foo", on: .iphoneRetina)?.hasSuffix("/foo@2x.png") == true)
    cached.clearCache()
    #expect(
      cached.normalizedPath(forFile: "foo", on: .iphoneRetina)?.hasSuffix("/foo@2x.png") == true)
    #expect(
      FileResolver(folder: folder.url).isCaching == false, "a writable folder is never cached")
  }

  /// A resolver made at launch for a downloads folder not made yet cached its first "no file"
  /// for good: `isWritableFile` is false for a missing path. Files that arrive are found.
  @Test func aFolderNotThereYetIsNeverCached() throws {
    let parent = try TemporaryFolder(files: [])
    defer { parent.remove() }
    let downloads = parent.url.appendingPathComponent("Downloads")
    let resolver = FileResolver(folder: downloads)
    #expect(!resolver.isCaching)
    #expect(resolver.normalizedPath(forFile: "hero", on: .iphone568h) == nil)
    try FileManager.default.createDirectory(at: downloads, withIntermediateDirectories: true)
    for name in ["hero.png", "hero@2x.png"] {
      try Data().write(to: downloads.appendingPathComponent(name))
    }
    #expect(
      resolver.normalizedPath(forFile: "hero", on: .iphone568h)?.hasSuffix("/hero@2x.png") == true)
  }

  @Test func probingIsSafeFromManyThreads() async throws {
    let folder = try TemporaryFolder(files: ReferenceExamples.files)
    defer { folder.remove() }
    let resolver = FileResolver(folder: folder.url, caching: .always)
    let answers = await withTaskGroup(of: String?.self) { group in
      for index in 0..<64 {
        group.addTask {
          resolver.normalizedPath(forFile: "Image1.png", on: index.isMultiple(of: 2) ? .ipad : .mac)
        }
      }
      return await group.reduce(into: Set<String?>()) { $0.insert($1) }
    }
    let base = folder.url.standardizedFileURL.path
    #expect(answers == [base + "/Image1~ipad.png", base + "/Image1~mac.png"])
  }
}
