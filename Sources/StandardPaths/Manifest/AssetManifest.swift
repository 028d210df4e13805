import Foundation

/// The table behind a generated `Assets` namespace: every scanned file, every group of variants,
/// and the chosen file of every group on every known device.
///
/// Lookups read the table: no file-system call, whatever the device. A device outside the
/// known devices is resolved in memory from the manifest's file names.
public final class AssetManifest: Sendable {
  /// What lookups make on first use, at the words `Self.requestIndex`, `bundleColumn(_:)`, ...:
  /// the request index and each device's two columns of paths first, so that for the first
  /// three known devices the words a string lookup reads share a cache line.
  @usableFromInline let tables: LazyTables
  /// How many known devices have stored answers, and so a column of paths.
  @usableFromInline let deviceCount: Int
  /// The request index's slot count less one.
  private let slotMask: Int
  /// The bytes of the table text, which `decoded` keeps alive and nothing writes (so they may
  /// be shared): what the request index compares, read here rather than through `decoded`'s
  /// object, for `cold_string_vs_dictionary`.
  nonisolated(unsafe) private let tableBytes: UnsafeBufferPointer<UInt8>
  /// The manifest's text, checked and indexed; strings are cut out of it when asked for.
  let decoded: ManifestFormat.Decoded
  private let resourceURL: URL?
  /// The resource folder's path and a `/`, then what the bundle's layout adds: what goes before
  /// a file's name in its absolute path.
  private let absolutePrefix: [UInt8]?
  /// The languages localized assets answer for, most preferred first.
  public let preferredLanguages: [String]
  /// The generator's `sizes` text, read into a table only when a size is asked for.
  private let sizes: ManifestText

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
    format: GeneratedCodeVersion5.Type, names: StaticString, table: StaticString,
    sizes: StaticString, bundle: Bundle?
  ) {
    do {
      try self.init(
        decoding: ManifestText(names), table: ManifestText(table), sizes: ManifestText(sizes),
        resourceURL: bundle?.resourceFolder)
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
        sizes: ManifestText(copying: ""), resourceURL: bundle?.resourceFolder)
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
    decoded = try ManifestFormat.Decoded(names: names, table: table)
    self.sizes = sizes
    // Read once, as Bundle chooses its localization once a process: a constant's answer
    // cannot change under a view that showed it.
    self.preferredLanguages =
      decoded.languages.isEmpty ? [] : preferredLanguages ?? PreferredLanguages.user
    deviceCount = min(decoded.deviceCount, Device.knownDevices.count)
    tables = LazyTables(count: 6 + 2 * deviceCount)
    slotMask = RequestIndex.slotCount(groupCount: decoded.groupCount) - 1
    tableBytes = table.bytes
    self.resourceURL = resourceURL
    absolutePrefix = resourceURL.map {
      Array(($0.path.hasSuffix("/") ? $0.path : $0.path + "/").utf8)
    }
  }

  /// The word of the request index's slots. Computed, as the others, so that reading it costs
  /// no check of a global's initialisation.
  private static var requestIndex: TableWord<RequestIndex.Slot> { TableWord(0) }
  /// The word of the bundle paths of the known device at `column`, which callers check
  /// against `deviceCount` first. Wrapping arithmetic, since a typed lookup (`typed_vs_array`)
  /// then needs no overflow check.
  @inlinable static func bundleColumn(_ column: Int) -> TableWord<String?> {
    TableWord(1 &+ 2 &* column)
  }
  /// The word of the absolute paths of the known device at `column`, as `bundleColumn(_:)`.
  private static func absoluteColumn(_ column: Int) -> TableWord<String?> {
    TableWord(2 &+ 2 &* column)
  }
  /// The words after the columns: each request's group, each file's, every file's path, the
  /// pixel sizes and the font faces.
  private var groupsByRequest: TableWord<[String: Int]> { TableWord(1 + 2 * deviceCount) }
  private var filesByName: TableWord<[String: Int]> { TableWord(2 + 2 * deviceCount) }
  private var filePaths: TableWord<String?> { TableWord(3 + 2 * deviceCount) }
  private var pixelSizes: TableWord<PixelSize?> { TableWord(4 + 2 * deviceCount) }
  private var fontFaces: TableWord<[FontFace]> { TableWord(5 + 2 * deviceCount) }

  /// How many groups of variants the manifest holds: one per asset, and one per language folder
  /// of each localized asset.
  public var count: Int { decoded.groupCount }

  /// Every file's path relative to the scanned folder, in manifest order.
  package var fileNames: [String] { (0..<decoded.fileCount).map(decoded.name(ofFile:)) }

  /// The path relative to the bundle's resources chosen for `group` on `device`.
  ///
  /// Inlinable, with the storage it reads, so that a typed lookup compiles to a column read.
  /// Both ways to an answer end in a column and a row, so that the path is borrowed from one
  /// array as a plain array read would borrow it, rather than copied out of two (a retain and
  /// a release, which would double `typed_vs_array`).
  @inlinable
  func bundlePath(group: Int, device: Device) -> String? {
    let (column, row) =
      if UInt(bitPattern: device.tableColumn) < UInt(bitPattern: deviceCount) {
        (
          tables.installed(Self.bundleColumn(device.tableColumn))
            ?? column(Self.bundleColumn(device.tableColumn), device.tableColumn, absolute: false),
          group
        )
      } else {
        fileColumnAndRow(group: group, device: device)
      }
    // Sound: a made table lives as long as `self` (`LazyTables`' invariant); unretained, as an
    // array's element is read, for `typed_vs_array`.
    return column._withUnsafeGuaranteedRef { $0.elements[row] }
  }

  /// For a device outside the known devices, which has no column: the column of every file's path
  /// and the row of the file resolved in memory, or the last row (nil) when none is.
  @usableFromInline
  func fileColumnAndRow(group: Int, device: Device) -> (Unmanaged<Table<String?>>, Int) {
    let column = tables.table(filePaths) { (0..<decoded.fileCount).map(name(ofFile:)) + [nil] }
    let file = localizedFile(group: group, languages: nil) {
      resolveInMemory(row: $0, device: device)
    }
    return (.passUnretained(column), file ?? decoded.fileCount)
  }

  /// The column of paths at `word`, absolute or relative to the resources, of the known
  /// device at `column`, made now unless it has been.
  @usableFromInline
  func column(
    _ word: TableWord<String?>, _ column: Int, absolute: Bool
  ) -> Unmanaged<Table<String?>> {
    .passUnretained(
      tables.table(word) {
        (0..<decoded.groupCount).map { makePath($0, column, absolute: absolute) }
      })
  }

  /// The file index chosen for `group` on `device` for a user of `languages` (nil: of
  /// `preferredLanguages`), or nil when none exists there.
  func chosenFile(group: Int, device: Device, languages: [String]? = nil) -> Int? {
    localizedFile(group: group, languages: languages) { row in
      guard let column = device.knownDeviceIndex, column < deviceCount else {
        return resolveInMemory(row: row, device: device)
      }
      return decoded.storedAnswer(group: row, column: column)
    }
  }

  /// File `file`'s path relative to the scanned folder, which is its path in the bundle.
  func name(ofFile file: Int) -> String { decoded.name(ofFile: file) }

  /// File `file`'s font faces, empty when the generator read none.
  func fontFaces(ofFile file: Int) -> [FontFace] {
    tables.table(fontFaces) { ManifestFormat.fontFaces(sizes, fileCount: decoded.fileCount) }
      .elements[file]
  }

  /// File `file`'s size in pixels, or nil when the generator read none.
  func pixelSize(ofFile file: Int) -> PixelSize? {
    tables.table(pixelSizes) { ManifestFormat.pixelSizes(sizes, fileCount: decoded.fileCount) }
      .elements[file]
  }

  /// The path, absolute or relative to the bundle's resources, that the stored table gives
  /// `group` in `column`: read from the device's column of paths once it is made, which
  /// happens after a few string lookups have each made their own.
  @inline(__always)
  func storedPath(group: Int, column: Int, absolute: Bool) -> String? {
    precondition(UInt(bitPattern: column) < UInt(bitPattern: deviceCount), "no column \(column)")
    let word = absolute ? Self.absoluteColumn(column) : Self.bundleColumn(column)
    guard
      let paths = tables.installed(word)
        ?? (tables.countUse() > Self.answersBeforeMaking
          ? self.column(word, column, absolute: absolute) : nil)
    else { return makePath(group, column, absolute: absolute) }
    // Sound: a made table lives as long as `self` (`LazyTables`' invariant), and has a row per
    // group; unretained, for `string_vs_dictionary` and the cold lookup.
    return paths._withUnsafeGuaranteedRef { $0.elements[group] }
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
    guard absolute else { return decoded.name(ofFile: file) }
    return absolutePrefix.map { decoded.path(ofFile: file, prefix: $0) }
  }

  /// File `file`'s location in the bundle, or nil without a bundle.
  func url(file: Int) -> URL? {
    resourceURL?.appendingPathComponent(decoded.name(ofFile: file))
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
    let files = tables.table(filesByName) { [Self.index(fileNames)] }
    let exists = { (name: String) in files.elements[0][name] }
    guard inLanguageFolders, !decoded.languages.isEmpty else {
      return VariantResolver.resolve(request, ofType: type, on: device) { exists($0) != nil }
        .flatMap(exists)
    }
    return LocalizedResolver.resolve(
      request, ofType: type, on: device, languages: languages ?? preferredLanguages,
      developmentLanguage: decoded.developmentLanguage, among: fileNames
    ) { exists($0) != nil }.flatMap(exists)
  }

  /// The request named `request` (the first of names equal as `String`s), or nil.
  @inline(__always)
  func find(_ request: String) -> RequestIndex.Found? {
    let slots =
      tables.installed(Self.requestIndex)
      ?? .passUnretained(tables.table(Self.requestIndex) { RequestIndex.slots(decoded) })
    // Sound, and for `string_vs_dictionary`, as in `storedPath`.
    let byBytes = slots._withUnsafeGuaranteedRef {
      RequestIndex.find(request, in: $0, mask: slotMask, table: tableBytes)
    }
    switch byBytes {
    case .found(let found): return found
    case .none: return nil
    case .undecided:
      let groups = tables.table(groupsByRequest) {
        [Self.index((0..<decoded.groupCount).map(decoded.request(ofGroup:)))]
      }
      return groups.elements[0][request].map {
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
}
