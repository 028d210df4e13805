import AssetManifestGenerator
import Foundation
@_spi(AssetManifestGenerated) import StandardPaths

/// `asset-manifest-bench`: what a lookup costs, side by side with the alternatives, in one run.
@main
struct Benchmark {
  static func main() throws {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.first == "--lookups-for-strace" {
      performLookupsForStrace(Int(arguments.dropFirst().first ?? "") ?? 0)
      return
    }
    if arguments.first == "--cold-lookups-for-callgrind",
      let samples = arguments.dropFirst().first.flatMap({ Int($0) }), samples > 0
    {
      let assets = arguments.dropFirst(2).first.flatMap { Int($0) } ?? 10_000
      ColdSides.runForCallgrind(samples: samples, assets: max(assets, 1))
      return
    }
    let unknown = arguments.filter { !["--json", "--quick", "--lookups", "--size"].contains($0) }
    guard unknown.isEmpty else {
      FileHandle.standardError.write(
        Data("usage: asset-manifest-bench [--json] [--quick] [--lookups | --size]\n".utf8))
      exit(2)
    }
    let quick = arguments.contains("--quick")
    #if DEBUG
      // CI runs the quick mode from its debug build, to keep the benchmarks working.
      FileHandle.standardError.write(
        Data(
          ("note: a debug build: these figures are not the release build's; measure with"
            + " `swift run -c release asset-manifest-bench`\n").utf8))
    #endif
    var report = Report()
    // The size figure alone, for a quick turn while changing `asset-manifest size`.
    if arguments.contains("--size") {
      SizeFigures(quick: quick).measure(into: &report)
      print(arguments.contains("--json") ? report.json : report.table)
      return
    }
    try LookupFigures(quick: quick).measure(into: &report)
    report.syscallsPerMillionLookups = SyscallCount.perMillionLookups()
    // The lookup figures alone, for a quick turn while changing the runtime.
    if !arguments.contains("--lookups") {
      GeneratorFigures(quick: quick).measure(into: &report)
      ConfigurationFigures(quick: quick).measure(into: &report)
      AuditFigures(quick: quick).measure(into: &report)
      SizeFigures(quick: quick).measure(into: &report)
    }
    print(arguments.contains("--json") ? report.json : report.table)
  }

  /// The child side of the system-call count: a manifest, one lookup to warm it, then `count`
  /// lookups between two `getppid()` calls that mark the window the parent counts.
  static func performLookupsForStrace(_ count: Int) {
    let manifest = LookupFigures.manifest(assets: 1_000).manifest
    var sink = manifest.path(forFile: "Set0/Folder0/asset_0.png", on: .iphone568h)?.count ?? 0
    let devices = Device.knownDevices
    sink &+= Int(getppid())
    for index in 0..<count {
      let asset = Asset(manifest, index % manifest.count)
      sink &+= asset.path(for: devices[index % devices.count])?.utf8.count ?? 0
    }
    sink &+= Int(getppid())
    Measurement.consume(sink)
  }
}
