import AssetManifestGenerator
import Foundation
@_spi(AssetManifestGenerated) import StandardPaths

/// The sides of the cold-lookup figure, one lookup each, given the sample's number to pick its
/// input; each a function of its own, so that `Scripts/measure-cold-lines.sh` can have
/// callgrind count what each one reads, on the code the benchmark times.
struct ColdSides {
  let manifest: AssetManifest
  let device: Device
  /// Requests with their types, in the order lookups ask for them.
  let requests: [(String, String?)]
  /// Each request's absolute path, keyed by copies of the requests.
  let answers: [String: String]
  /// Groups, in the order typed lookups ask for them.
  let order: [Int]

  /// The sides for `manifest`'s `groups`, asked for in `order` on `device`; making the
  /// dictionary's answers makes a string lookup of every request.
  init(manifest: AssetManifest, groups: [AssetGroup], order: [Int], device: Device) {
    (self.manifest, self.order, self.device) = (manifest, order, device)
    requests = order.map { (groups[$0].request, groups[$0].type) }
    // Keyed by copies of the names, as an app's dictionary holds strings of its own: keyed by
    // the very strings it is asked with, every hit would compare two pointers instead of the
    // bytes, a shortcut no lookup by a name from elsewhere (a manifest's included) can take.
    answers = Dictionary(
      uniqueKeysWithValues: requests.map { request, type in
        (
          String(decoding: Array(request.utf8), as: UTF8.self),
          manifest.normalizedPath(forFile: request, ofType: type, on: device) ?? ""
        )
      })
  }

  /// The manifest's string lookup.
  @inline(never)
  func string(_ sample: Int) -> Int {
    let (request, type) = requests[sample % requests.count]
    return manifest.normalizedPath(forFile: request, ofType: type, on: device)?.utf8.count ?? 0
  }

  /// A `[String: String]` lookup.
  @inline(never)
  func dictionary(_ sample: Int) -> Int {
    answers[requests[sample % requests.count].0]?.utf8.count ?? 0
  }

  /// The manifest's typed lookup.
  @inline(never)
  func typed(_ sample: Int) -> Int {
    Asset(manifest, order[sample % order.count]).path(for: device)?.utf8.count ?? 0
  }

  /// The child side of `Scripts/measure-cold-lines.sh`: the lookup figures' manifest, every
  /// lookup made once hot (as the hot figures before the cold one make them), then `samples`
  /// cold lookups of each side in turn, each after the eviction walk. `assets` is 10,000 for the
  /// figures; the script's quick mode, which asserts nothing, makes fewer to run sooner.
  static func runForCallgrind(samples: Int, assets: Int) {
    let (manifest, _, groups) = LookupFigures.manifest(assets: assets)
    // Every group once, spread out: 7,919 is a prime that does not divide the group count.
    precondition(groups.count % 7_919 != 0)
    let order = (0..<groups.count).map { $0 * 7_919 % groups.count }
    let device = Device.iphone568h
    let sides = ColdSides(manifest: manifest, groups: groups, order: order, device: device)
    // The typed lookups warmed here (the string lookups were, by the dictionary's making)
    // rather than through the sides, whose every call callgrind counts.
    for group in order {
      Measurement.consume(Asset(manifest, group).path(for: device)?.count ?? 0)
    }
    var cold = ColdLookups(samples: samples)
    _ = cold.nanoseconds([sides.string, sides.dictionary, sides.typed])
  }
}
