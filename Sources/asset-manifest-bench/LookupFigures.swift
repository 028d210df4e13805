import AssetManifestGenerator
import Foundation
@_spi(AssetManifestGenerated) import StandardPaths

/// The lookup figures: typed and string lookups against an array, a dictionary, Foundation's
/// `Bundle` and file probing, and the first lookup.
struct LookupFigures {
  let quick: Bool

  /// A manifest for `assets` synthetic assets, and the generator's output behind it.
  static func manifest(assets: Int) -> (
    manifest: AssetManifest, encoded: (names: String, table: String, sizes: String),
    groups: [AssetGroup]
  ) {
    let output = ManifestGenerator.generate(
      FolderListing(files: SyntheticAssets.files(assets: assets), diagnostics: []),
      options: GeneratorOptions())
    let encoded = ManifestEncoder.encode(output.groups, output.table)
    let manifest = try! AssetManifest(
      decoding: encoded.names, table: encoded.table, resourceURL: URL(fileURLWithPath: "/bundle"))
    return (manifest, encoded, output.groups)
  }

  func measure(into report: inout Report) throws {
    let assetCount = 10_000
    let (manifest, encoded, groups) = Self.manifest(assets: assetCount)
    var random = SystemRandomNumberGenerator()
    let order = (0..<groups.count).shuffled(using: &random)
    let device = Device.iphone568h
    let repetitions = quick ? 5 : 21

    let pathsByGroup = (0..<groups.count).map { Asset(manifest, $0).path(for: device) ?? "" }
    let typedLookups = {
      var sink = 0
      for group in order { sink &+= Asset(manifest, group).path(for: device)?.utf8.count ?? 0 }
      return sink
    }
    let typed = Measurement.ratio(count: order.count, repetitions: repetitions, typedLookups) {
      var sink = 0
      for group in order { sink &+= pathsByGroup[group].utf8.count }
      return sink
    }
    report.add(
      "typed_vs_array", typed.ratio, goal: "<= 2",
      detail: "typed \(ns(typed.subject)), array \(ns(typed.baseline))")

    let sides = ColdSides(manifest: manifest, groups: groups, order: order, device: device)
    let (requests, answers) = (sides.requests, sides.answers)
    let stringLookups = {
      var sink = 0
      for (request, type) in requests {
        sink &+=
          manifest.normalizedPath(forFile: request, ofType: type, on: device)?.utf8.count ?? 0
      }
      return sink
    }
    let strings = Measurement.ratio(count: requests.count, repetitions: repetitions, stringLookups)
    {
      var sink = 0
      for (request, _) in requests { sink &+= answers[request]?.utf8.count ?? 0 }
      return sink
    }
    report.add(
      "string_vs_dictionary", strings.ratio, goal: "<= 1.25",
      detail: "manifest \(ns(strings.subject)), dictionary \(ns(strings.baseline))")

    let folder = try SyntheticAssets.materialise(manifest.fileNames)
    defer { try? FileManager.default.removeItem(at: folder) }

    // Foundation on Linux takes any existing folder as a bundle whose resources are the folder
    // itself, as SwiftPM's `*.resources` folders are laid out. Callers of
    // `path(forResource:ofType:)` pass the name and the type apart.
    guard let bundle = Bundle(path: folder.path) else {
      throw BenchmarkError("Foundation's Bundle(path:) refused the folder \(folder.path)")
    }
    let bundleRequests = requests.map { request, type in
      (type.map { String(request.dropLast($0.count + 1)) } ?? request, type)
    }
    let bundleLookups = {
      var sink = 0
      for (name, type) in bundleRequests {
        sink &+= bundle.path(forResource: name, ofType: type)?.utf8.count ?? 0
      }
      return sink
    }
    let missing = bundleRequests.filter { bundle.path(forResource: $0, ofType: $1) == nil }
    guard missing.isEmpty else {
      throw BenchmarkError(
        "Bundle finds no file for \(missing.count) requests, such as \(missing[0])")
    }
    let bundleFigure = Measurement.ratio(
      count: requests.count, repetitions: repetitions, warmBaseline: true, bundleLookups,
      against: stringLookups)
    report.add(
      "bundle_vs_string_lookup", bundleFigure.ratio, goal: ">= 50",
      detail: "bundle \(ns(bundleFigure.subject)), manifest \(ns(bundleFigure.baseline))")
    let coldManifest = bundleFigure.coldBaseline ?? 0
    report.add(
      "bundle_vs_cold_string_lookup", bundleFigure.subject / coldManifest, goal: "none",
      detail: "manifest \(ns(coldManifest)) on its first run after the bundle's, for context")

    // One lookup at a time, the caches evicted before each, every side asked for the same
    // assets in the same order.
    var cold = ColdLookups(samples: quick ? 101 : 401)
    let coldTimes = cold.nanoseconds([
      sides.string, sides.dictionary, sides.typed,
      {
        let (name, type) = bundleRequests[$0 % bundleRequests.count]
        return bundle.path(forResource: name, ofType: type)?.utf8.count ?? 0
      },
    ])
    let (coldString, coldDictionary, coldTyped, coldBundle) = (
      coldTimes[0], coldTimes[1], coldTimes[2], coldTimes[3]
    )
    report.add(
      "cold_string_vs_dictionary", coldString / coldDictionary, goal: "<= 1",
      detail: "one lookup, caches evicted: manifest \(ns(coldString)), dictionary "
        + "\(ns(coldDictionary)), typed \(ns(coldTyped)), bundle \(ns(coldBundle))")

    let probeSample = Array(requests.prefix(quick ? 300 : 2_000))
    let uncached = FileResolver(folder: folder, caching: .never)
    let probeFigure = Measurement.ratio(
      count: probeSample.count, baselineCount: order.count, repetitions: quick ? 3 : 7,
      warmBaseline: true, Self.lookups(probeSample, through: uncached, on: device),
      against: typedLookups)
    report.add(
      "probe_uncached_vs_typed", probeFigure.ratio, goal: ">= 10000",
      detail: "probe \(ns(probeFigure.subject)), typed \(ns(probeFigure.baseline))")
    report.add(
      "probe_uncached_vs_manifest", probeFigure.subject / strings.subject, goal: "none",
      detail: "probe \(ns(probeFigure.subject)), manifest \(ns(strings.subject)), for context")

    let cached = FileResolver(folder: folder, caching: .always)
    let probeCached = Measurement.ratio(
      count: requests.count, repetitions: repetitions,
      Self.lookups(requests, through: cached, on: device), against: stringLookups)
    report.add(
      "probe_cached_vs_manifest", probeCached.ratio, goal: ">= 2",
      detail: "cached probe \(ns(probeCached.subject)), manifest \(ns(probeCached.baseline))")

    // The texts are in memory before the clock starts, as a generated file's literals are, and
    // each fresh manifest outlives its timing, as an app's does: freeing it is not on the way to
    // the first answer.
    let (names, table, sizes) = (
      ManifestText(copying: encoded.names), ManifestText(copying: encoded.table),
      ManifestText(copying: encoded.sizes)
    )
    var freshManifests: [AssetManifest] = []
    freshManifests.reserveCapacity(repetitions + 1)
    let firstLookup = Measurement.seconds(repetitions: repetitions) {
      let fresh = try! AssetManifest(
        decoding: names, table: table, sizes: sizes, resourceURL: URL(fileURLWithPath: "/bundle"))
      freshManifests.append(fresh)
      return fresh.normalizedPath(forFile: requests[0].0, ofType: requests[0].1, on: device)?.count
        ?? 0
    }
    report.add(
      "first_lookup_ms", firstLookup * 1_000, goal: "<= 2",
      detail: "decode \(assetCount) assets + first string lookup")
  }

  /// A run of `requests` through `resolver` on `device`, every answer folded into the result.
  private static func lookups(
    _ requests: [(String, String?)], through resolver: FileResolver, on device: Device
  ) -> () -> Int {
    {
      var sink = 0
      for (request, type) in requests {
        sink &+=
          resolver.normalizedPath(forFile: request, ofType: type, on: device)?.utf8.count ?? 0
      }
      return sink
    }
  }

  private func ns(_ value: Double) -> String { String(format: "%.1f ns", value) }
}
