import Foundation
import Synchronization

/// The table behind a generated `Assets` namespace: every scanned file, every group of variants,
/// and the chosen file of every group on every catalogue device.
///
/// Lookups read the table: no file-system call, whatever the device. A device outside the
/// catalogue is resolved in memory from the manifest's file names.
public final class AssetManifest: Sendable {
  /// The files' paths relative to the scanned folder.
  let names: [String]
  /// The same files' paths relative to the bundle's resources, after SwiftPM's layout.
  let bundlePaths: [String]
  /// Each group's request name (`Characters/hero.png`) and type (`png`, or nil).
  let requests: [(name: String, type: String?)]
  private let numbers: [Int32]
  private let deviceCount: Int
  private let resourceURL: URL?
  private let lookup = AtomicLazyReference<Lookup>()
  private let absolutePaths = AtomicLazyReference<Box<[String]>>()

  /// Decodes a manifest written by the generator; generated code calls this.
  ///
  /// - Parameters:
  ///   - names: the generator's `names` text.
  ///   - table: the generator's `table` text.
  ///   - bundle: the bundle holding the files, for absolute paths and URLs.
  @_spi(AssetManifestGenerated)
  public convenience init(names: String, table: String, bundle: Bundle?) {
    do {
      try self.init(decoding: names, table: table, resourceURL: bundle?.resourceURL)
    } catch {
      fatalError("\(error); rebuild so that asset-manifest regenerates the file")
    }
  }

  package init(decoding names: String, table: String, resourceURL: URL?) throws(ManifestFormat
    .Error)
  {
    let decoded = try ManifestFormat.Decoded(names: names, table: table)
    self.names = decoded.names
    bundlePaths = decoded.bundlePaths
    requests = decoded.requests
    numbers = decoded.numbers
    deviceCount = decoded.deviceCount
    self.resourceURL = resourceURL
  }

  /// Every file's path relative to the scanned folder, in manifest order.
  package var fileNames: [String] { names }

  /// How many groups of variants (typed constants) the manifest holds.
  public var count: Int { requests.count }

  /// The file index chosen for `group` on `device`, or nil when none exists there.
  func chosenFile(group: Int, device: Device) -> Int? {
    guard let column = device.catalogueIndex, column < deviceCount else {
      let request = requests[group]
      return resolveInMemory(request.name, type: request.type, device: device)
    }
    return storedAnswer(group: group, column: column)
  }

  /// The file index chosen for `group` on the current device.
  func chosenFileForCurrentDevice(group: Int) -> Int? {
    let column = Device.currentIndex
    guard column >= 0, column < deviceCount else {
      return chosenFile(group: group, device: .current)
    }
    return storedAnswer(group: group, column: column)
  }

  /// The file indices of `group`'s own variants.
  func variantRange(group: Int) -> Range<Int> {
    let row = group * (deviceCount + 2)
    let first = Int(numbers[row])
    return first..<(first + Int(numbers[row + 1]))
  }

  private func storedAnswer(group: Int, column: Int) -> Int? {
    let answer = Int(numbers[group * (deviceCount + 2) + 2 + column])
    return answer == 0 ? nil : answer - 1
  }

  /// Resolves `request` among the manifest's files, for devices and requests the stored table
  /// does not cover.
  func resolveInMemory(_ request: String, type: String?, device: Device) -> Int? {
    let files = loadLookup().files
    let chosen = VariantResolver.resolve(request, ofType: type, on: device) { files[$0] != nil }
    return chosen.flatMap { files[$0] }
  }

  func group(forRequest request: String) -> Int? {
    loadLookup().groups[request]
  }

  /// Built on first use, so a manifest that only serves typed constants never pays for it.
  private func loadLookup() -> Lookup {
    lookup.load() ?? lookup.storeIfNil(Lookup(names: names, requests: requests))
  }

  func absolutePath(file: Int) -> String? {
    guard let resourceURL else { return nil }
    let paths = absolutePaths.load() ?? absolutePaths.storeIfNil(Box(absolute(in: resourceURL)))
    return paths.value[file]
  }

  /// Every file's absolute path, built once: `URL.path` is too slow to call per lookup.
  private func absolute(in resourceURL: URL) -> [String] {
    let directory = resourceURL.path.hasSuffix("/") ? resourceURL.path : resourceURL.path + "/"
    return bundlePaths.map { directory + $0 }
  }

  /// The bundle path chosen for `group` on `device`.
  func bundlePath(group: Int, device: Device) -> String? {
    chosenFile(group: group, device: device).map { bundlePaths[$0] }
  }

  func url(file: Int) -> URL? {
    resourceURL?.appendingPathComponent(bundlePaths[file])
  }
}

/// The dictionaries behind string lookups.
private final class Lookup: Sendable {
  let files: [String: Int]
  let groups: [String: Int]

  init(names: [String], requests: [(name: String, type: String?)]) {
    files = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    groups = Dictionary(
      requests.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
  }
}

/// An immutable value behind a reference, so it can sit in an `AtomicLazyReference`.
final class Box<Value: Sendable>: Sendable {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }
}
