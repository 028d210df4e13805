import Foundation
import StandardPathsCore
import TestSupport
import Testing

@Suite("In memory and probing agree")
struct DifferentialTests {
  /// Names built from the pieces the grammar knows, so random sets hold many competing variants.
  static let vocabulary: [String] = {
    var names: [String] = []
    for base in ["a", "b", "dir/a"] {
      for modifier in [
        "", "-hd", "-568h", "-667h", "-736h", "-480h", "-1024h", "-568h-hd", "-hd-1024h",
      ] {
        for scale in ["", "@2x", "@3x", "@1.5x"] {
          for idiom in ["", "~iphone", "~ipad", "~mac", "~tv", "~car"] {
            for ext in [".png", ".tiff", ".nib"] where !(ext == ".tiff" && !scale.isEmpty) {
              names.append(base + modifier + scale + idiom + ext)
            }
          }
        }
      }
    }
    return names + ["a", "a.obj.gz", "a@2x.obj.gz", "a~ipad.obj.gz"]
  }()

  static let requests: [(String, String?)] = [
    ("a.png", "png"), ("a", "png"), ("a", "nib"), ("dir/a", "png"), ("b.png", "png"),
    ("a@2x.png", "png"), ("a-hd.png", "png"), ("a.obj.gz", "png"), ("a", nil), ("a", ""),
  ]

  static let devices =
    Device.knownDevices + [
      Device(idiom: .car, scale: 2, screenSize: .init(width: 320, height: 568)),
      Device(idiom: .pad, scale: 1.5, screenSize: .init(width: 800, height: 1280)),
      Device(idiom: .phone, scale: 2),
    ]

  @Test func randomFileSets() throws {
    var random = SeededGenerator(seed: SeededGenerator.configuredSeed)
    for _ in 0..<SeededGenerator.rounds(default: 40) {
      let count = Int.random(in: 1...40, using: &random)
      let files = Set((0..<count).map { _ in Self.vocabulary.randomElement(using: &random)! })
      let folder = try TemporaryFolder(files: files)
      defer { folder.remove() }
      let set = VariantSet(files)
      let probe = FileResolver(folder: folder.url, caching: .never)
      let base = folder.url.standardizedFileURL.path + "/"
      for device in Self.devices {
        for (request, type) in Self.requests {
          let inMemory = set.resolve(request, ofType: type, on: device)
          let probed = probe.normalizedPath(forFile: request, ofType: type, on: device)
          #expect(
            probed == inMemory.map { base + $0 },
            "\(request) type \(type ?? "nil") on \(device) among \(files.sorted())")
          if let inMemory { #expect(files.contains(inMemory)) }
        }
      }
    }
  }
}
