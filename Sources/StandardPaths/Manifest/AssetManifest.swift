import Foundation

/// The table behind a generated `Assets` namespace: every scanned file, every group of variants,
/// and the chosen file of every group on every catalogue device.
///
/// Lookups read the table: no file-system call, whatever the device. A device outside the
/// catalogue is resolved in memory from the manifest's file names.
public final class AssetManifest: Sendable {
  /// The manifest's text, checked and indexed; strings are cut out of it when asked for.
  let decoded: ManifestFormat.Decoded
  @usableFromInline let deviceCount: Int
  private let resourceURL: URL?
  /// The resource folder's path and a `/`, then what the bundle's layout adds: what goes before
  /// a file's name in its absolute path.
  private let absolutePrefix: [UInt8]?
  /// Per catalogue device, each group's chosen path relative to the bundle's resources.
  @usableFromInline let bundlePaths: PathColumns
  /// Per catalogue device, each group's chosen absolute path: what `normalizedPath` answers.
  private let absolutePaths: PathColumns
  /// Every file's path relative to the bundle's resources, then nil: for other devices.
  let filePaths: PathColumns
  /// What string lookups read, built on the first one, so a manifest that only serves typed
  /// constants never pays for it.
  private let requestIndex = LazyReference<Box<RequestIndex>>()
  /// Each request's group, for the requests `requestIndex` cannot decide by their bytes.
  private let groupsByRequest = LazyReference<Box<[String: Int]>>()
  /// How many string lookups have read the stored table: the first few make their answer alone,
  /// so that an app asking for a few names at launch does not wait for a column of every group.
  private let storedAnswers = AtomicWords(count: 1)
  private let filesByName = LazyReference<Box<[String: Int]>>()
  /// The languages localized assets answer for, most preferred first.
  public let preferredLanguages: [String]
  /// The generator's `sizes` text, read into `pixelSizes` only when a size is asked for.
  private let sizes: ManifestText
  private let pixelSizes = LazyReference<Box<[PixelSize?]>>()

  /// Reads a manifest written by the generator, in place; generated code calls this.
  ///
  /// - Parameters:
  ///   - format: the generated code's format, checked when the file is compiled.
  ///   - names: the generator's `names` text.
  ///   - table: the generator's `table` text.
  ///   - sizes: the generator's `sizes` text.
  ///   - bundle: the bundle holding the files, for absolute paths and URLs.
  @_spi(AssetManifestGenerated)
  public convenience init(
    format: GeneratedCodeVersion4.Type, names: StaticString, table: StaticString,
    sizes: StaticString, bundle: Bundle?
  ) {
    do {
      try self.init(
        decoding: ManifestText(names), table: ManifestText(table), sizes: ManifestText(sizes),
        resourceURL: bundle?.resourceURL)
    } catch {
      // Only a hand-edited generated file gets here (the format is checked when it compiles):
      // an app that crashed at launch for it would be worse than one that finds no asset.
      FileHandle.standardError.write(
        Data(
          ("StandardPaths: the generated asset manifest cannot be read (\(error)), so every "
            + "lookup answers nil; rebuild so that asset-manifest regenerates the file\n").utf8))
      // An empty table of the current format always decodes.
      try! self.init(
        decoding: ManifestText(copying: ""),
        table: ManifestText(copying: "\(ManifestFormat.version) 1 0 en -\n"),
        sizes: ManifestText(copying: ""), resourceURL: bundle?.resourceURL)
    }
  }

  /// Reads a manifest from texts made at run time.
  package convenience init(
    decoding names: String, table: String, sizes: String = "", resourceURL: URL?,
    preferredLanguages: [String]? = nil
  ) throws(ManifestFormat.Error) {
    try self.init(
      decoding: ManifestText(copying: names), table: ManifestText(copying: table),
      sizes: ManifestText(copying: sizes), resourceURL: resourceURL,
      preferredLanguages: preferredLanguages)
  }

  /// Reads a manifest from `names` and `table`, which it keeps and reads in place; localized
  /// assets answer for `preferredLanguages`, or the user's (`PreferredLanguages.user`).
  package init(
    decoding names: ManifestText, table: ManifestText, sizes: ManifestText, resourceURL: URL?,
    preferredLanguages: [String]? = nil
  ) throws(ManifestFormat.Error) {
    let decoded = try ManifestFormat.Decoded(names: names, table: table)
    self.decoded = decoded
    self.sizes = sizes
    // Read once, as Bundle chooses its localization once a process: a constant's answer
    // cannot change under a view that showed it.
    self.preferredLanguages =
      decoded.languages.isEmpty ? [] : preferredLanguages ?? PreferredLanguages.user
    deviceCount = min(decoded.deviceCount, Device.catalogue.count)
    self.resourceURL = resourceURL
    absolutePrefix = resourceURL.map {
      Array(($0.path.hasSuffix("/") ? $0.path : $0.path + "/").utf8)
    }
    bundlePaths = PathColumns(columns: deviceCount)
    absolutePaths = PathColumns(columns: deviceCount)
    filePaths = PathColumns(columns: 1)
  }

  /// File `file`'s size in pixels, or nil when the generator read none.
  func pixelSize(ofFile file: Int) -> PixelSize? {
    let fileCount = decoded.fileCount
    return pixelSizes.withInstance(
      make: { Box(ManifestFormat.pixelSizes(sizes, fileCount: fileCount)) }, { $0.value[file] })
  }

  /// Every file's path relative to the scanned folder, in manifest order.
  package var fileNames: [String] { (0..<decoded.fileCount).map(decoded.name(ofFile:)) }

  /// How many groups of variants the manifest holds: one per asset, and one per language folder
  /// of each localized asset.
  public var count: Int { decoded.groupCount }

  /// The path relative to the bundle's resources chosen for `group` on `device`.
  ///
  /// Inlinable, with the storage it reads, so that a typed lookup compiles to a column read.
  /// Both ways to an answer end in a column and a row, so the path is borrowed from one array
  /// as a plain array read would be, rather than copied out of two.
  @inlinable
  func bundlePath(group: Int, device: Device) -> String? {
    let (column, row) =
      if UInt(bitPattern: device.tableColumn) < UInt(bitPattern: deviceCount) {
        (bundlePaths.installedColumn(device.tableColumn) ?? bundleColumn(device.tableColumn), group)
      } else {
        fileColumnAndRow(group: group, device: device)
      }
    // Sound: an installed column lives as long as `self` (`PathColumns`' invariant).
    return column._withUnsafeGuaranteedRef { $0.value[row] }
  }

  /// The column of `column`'s device, made now.
  @usableFromInline
  func bundleColumn(_ column: Int) -> Unmanaged<PathColumns.Column> {
    bundlePaths.column(column) {
      (0..<decoded.groupCount).map { makePath($0, column, absolute: false) }
    }
  }

  /// For a device outside the catalogue: the column of every file's path and the chosen file's
  /// row, or the last row (nil) when none is chosen.
  @usableFromInline
  func fileColumnAndRow(
    group: Int, device: Device
  ) -> (Unmanaged<PathColumns.Column>, Int) {
    let fileCount = decoded.fileCount
    let column = filePaths.column(0) { (0..<fileCount).map(bundlePath(ofFile:)) + [nil] }
    return (column, resolveInMemory(group: group, device: device) ?? fileCount)
  }

  /// The path chosen for `group` on the current device, read once so the answer is one device's.
  func bundlePathForCurrentDevice(group: Int) -> String? {
    bundlePath(group: group, device: .current)
  }

  /// The file index chosen for `group` on `device` for a user of `languages` (nil: of
  /// `preferredLanguages`), or nil when none exists there.
  func chosenFile(group: Int, device: Device, languages: [String]? = nil) -> Int? {
    localizedFile(group: group, languages: languages) { row in
      guard let column = device.catalogueIndex, column < deviceCount else {
        return resolveInMemory(row: row, device: device)
      }
      return decoded.storedAnswer(group: row, column: column)
    }
  }

  /// The file indices of `group`'s own variants.
  func variantRange(group: Int) -> Range<Int> { decoded.variantRange(ofGroup: group) }

  /// `group`'s request name: `Characters/hero.png`.
  func request(group: Int) -> String { decoded.request(ofGroup: group) }

  /// File `file`'s path relative to the scanned folder.
  func name(ofFile file: Int) -> String { decoded.name(ofFile: file) }

  /// File `file`'s path relative to the bundle's resources.
  func bundlePath(ofFile file: Int) -> String {
    decoded.name(ofFile: file)
  }

  /// File `file`'s absolute path in the bundle, or nil without a bundle.
  func absolutePath(ofFile file: Int) -> String? {
    absolutePrefix.map { decoded.path(ofFile: file, prefix: $0) }
  }

  /// The path, absolute or relative to the resources, that the stored table gives `group` in
  /// `column`: read from the device's column of paths once it is made, which happens after a
  /// few string lookups have each made their own.
  func storedPath(group: Int, column: Int, absolute: Bool) -> String? {
    absolute
      ? storedPath(in: absolutePaths, group, column, absolute: true)
      : storedPath(in: bundlePaths, group, column, absolute: false)
  }

  private func storedPath(
    in paths: borrowing PathColumns, _ group: Int, _ column: Int, absolute: Bool
  ) -> String? {
    var installed = paths.installedColumn(column)
    if installed == nil {
      guard storedAnswers.add(1, to: 0) > Self.answersBeforeMaking else {
        return makePath(group, column, absolute: absolute)
      }
      installed = paths.column(column) {
        (0..<decoded.groupCount).map { makePath($0, column, absolute: absolute) }
      }
    }
    // Sound: an installed column lives as long as `self` (`PathColumns`' invariant).
    return installed?._withUnsafeGuaranteedRef { $0.value[group] }
  }

  /// A column makes every group's path; after 64 string lookups an app is asking for many.
  /// Computed, so that reading it costs no check of a global's initialisation.
  static var answersBeforeMaking: Int { 64 }

  private func makePath(_ group: Int, _ column: Int, absolute: Bool) -> String? {
    localizedFile(group: group, languages: nil) { decoded.storedAnswer(group: $0, column: column) }
      .flatMap { path(ofFile: $0, absolute: absolute) }
  }

  /// File `file`'s absolute path (nil without a bundle) or its path relative to the resources.
  func path(ofFile file: Int, absolute: Bool) -> String? {
    absolute ? absolutePath(ofFile: file) : bundlePath(ofFile: file)
  }

  func resolveInMemory(group: Int, device: Device) -> Int? {
    localizedFile(group: group, languages: nil) { resolveInMemory(row: $0, device: device) }
  }

  private func resolveInMemory(row: Int, device: Device) -> Int? {
    resolveInMemory(
      decoded.request(ofGroup: row), type: decoded.type(ofGroup: row), device: device,
      inLanguageFolders: false)
  }

  /// Resolves `request` among the manifest's files, for devices and requests the stored table
  /// does not cover; in a manifest with language folders, unless a row's own files are meant,
  /// for a user of `languages` (nil: `preferredLanguages`), which reads every file's name.
  func resolveInMemory(
    _ request: String, type: String?, device: Device, languages: [String]? = nil,
    inLanguageFolders: Bool = true
  ) -> Int? {
    let resolve = { (files: Box<[String: Int]>) in
      guard inLanguageFolders, !self.decoded.languages.isEmpty else {
        return VariantResolver.resolve(request, ofType: type, on: device) { files.value[$0] != nil }
          .flatMap { files.value[$0] }
      }
      return LocalizedResolver.resolve(
        request, ofType: type, on: device, languages: languages ?? self.preferredLanguages,
        developmentLanguage: self.decoded.developmentLanguage, among: self.fileNames
      ) { files.value[$0] != nil }.flatMap { files.value[$0] }
    }
    return filesByName.withInstance(make: { Box(Self.index(fileNames)) }, resolve)
  }

  /// The request named `request` (the first of names equal as `String`s), or nil.
  func find(_ request: String) -> RequestIndex.Found? {
    // Closures rather than methods, which would retain `self` on every lookup.
    let byBytes = requestIndex.withInstance(
      make: { Box(RequestIndex(decoded)) }, { $0.value.find(request, in: decoded) })
    switch byBytes {
    case .found(let found): return found
    case .none: return nil
    case .undecided:
      let group = groupsByRequest.withInstance(
        make: { Box(Self.index((0..<decoded.groupCount).map(decoded.request(ofGroup:)))) },
        { $0.value(for: request) })
      return group.map {
        let type = decoded.type(ofGroup: $0)
        return RequestIndex.Found(
          group: $0, hasType: type != nil, triesTIFF: VariantResolver.triesTIFF(type))
      }
    }
  }

  /// Each string's position, the first one winning: written from the last, one hash each.
  static func index(_ strings: [String]) -> [String: Int] {
    var index: [String: Int] = [:]
    index.reserveCapacity(strings.count)
    for position in strings.indices.reversed() { index[strings[position]] = position }
    return index
  }

  func url(file: Int) -> URL? {
    resourceURL?.appendingPathComponent(bundlePath(ofFile: file))
  }
}
