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
  @usableFromInline let bundlePaths: [String]
  /// Each group's request name (`Characters/hero.png`) and type (`png`, or nil).
  let requests: [(name: String, type: String?)]
  /// Per group: its first file and its file count.
  private let variantRanges: [Int32]
  /// Per device column, then per group: the chosen file index + 1, or 0 for none. Column-major,
  /// so the lookups of one device read one compact stretch of memory.
  @usableFromInline let answers: [Int32]
  @usableFromInline let groupCount: Int
  @usableFromInline let deviceCount: Int
  private let resourceURL: URL?
  private let requestIndex = LazyReference<RequestIndex>()
  private let filesByName = LazyReference<Box<[String: Int]>>()

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
    let (groupCount, deviceCount) = (decoded.requests.count, decoded.deviceCount)
    var ranges = [Int32](repeating: 0, count: groupCount * 2)
    var answers = [Int32](repeating: 0, count: groupCount * deviceCount)
    decoded.numbers.withUnsafeBufferPointer { numbers in
      for group in 0..<groupCount {
        let row = group * (deviceCount + 2)
        ranges[2 * group] = numbers[row]
        ranges[2 * group + 1] = numbers[row + 1]
        for column in 0..<deviceCount {
          answers[column * groupCount + group] = numbers[row + 2 + column]
        }
      }
    }
    variantRanges = ranges
    self.answers = answers
    self.groupCount = groupCount
    self.deviceCount = deviceCount
    self.resourceURL = resourceURL
  }

  /// Every file's path relative to the scanned folder, in manifest order.
  package var fileNames: [String] { names }

  /// How many groups of variants (typed constants) the manifest holds.
  public var count: Int { requests.count }

  /// The file index chosen for `group` on `device`, or nil when none exists there.
  ///
  /// Inlinable, with the storage it reads, so that a typed lookup compiles to a table read.
  @inlinable
  func chosenFile(group: Int, device: Device) -> Int? {
    guard let column = device.catalogueIndex, column < deviceCount else {
      return resolveInMemory(group: group, device: device)
    }
    return storedAnswer(group: group, column: column)
  }

  @usableFromInline
  func resolveInMemory(group: Int, device: Device) -> Int? {
    let request = requests[group]
    return resolveInMemory(request.name, type: request.type, device: device)
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
    let first = Int(variantRanges[2 * group])
    return first..<(first + Int(variantRanges[2 * group + 1]))
  }

  @inlinable
  func storedAnswer(group: Int, column: Int) -> Int? {
    let answer = Int(answers[column &* groupCount &+ group])
    return answer == 0 ? nil : answer &- 1
  }

  /// Resolves `request` among the manifest's files, for devices and requests the stored table
  /// does not cover.
  func resolveInMemory(_ request: String, type: String?, device: Device) -> Int? {
    let resolve = { (files: Box<[String: Int]>) in
      VariantResolver.resolve(request, ofType: type, on: device) { files.value[$0] != nil }
        .flatMap { files.value[$0] }
    }
    return filesByName.withInstance(make: { Box(Self.index(names)) }, resolve)
  }

  /// What string lookups read, built on the first one, so a manifest that only serves typed
  /// constants never pays for it.
  func withRequestIndex<Result>(_ body: (RequestIndex) -> Result) -> Result {
    requestIndex.withInstance(
      make: {
        RequestIndex(
          requests: requests, absolutePaths: resourceURL.map { Self.absolute(bundlePaths, in: $0) })
      }, body)
  }

  /// Each string's position, the first one winning.
  static func index(_ strings: [String]) -> [String: Int] {
    var index: [String: Int] = [:]
    index.reserveCapacity(strings.count)
    for (position, string) in strings.enumerated() where index[string] == nil {
      index[string] = position
    }
    return index
  }

  /// Every file's absolute path, built once: `URL.path` is too slow to call per lookup.
  private static func absolute(_ bundlePaths: [String], in resourceURL: URL) -> [String] {
    let directory = resourceURL.path.hasSuffix("/") ? resourceURL.path : resourceURL.path + "/"
    return bundlePaths.map { directory + $0 }
  }

  /// The bundle path chosen for `group` on `device`.
  @inlinable
  func bundlePath(group: Int, device: Device) -> String? {
    chosenFile(group: group, device: device).map { bundlePaths[$0] }
  }

  func url(file: Int) -> URL? {
    resourceURL?.appendingPathComponent(bundlePaths[file])
  }
}

/// An immutable value behind a reference, so it can sit in a `LazyReference`.
final class Box<Value: Sendable>: Sendable {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }
}
