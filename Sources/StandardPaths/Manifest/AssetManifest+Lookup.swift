import Foundation

extension AssetManifest {
  /// The path, relative to the bundle's resources, of the file that stands for `fileOrPath` on
  /// `device`, or nil when none exists. Like the original `normalizedPathForFile:ofType:`, `type`
  /// is added only when `fileOrPath` has no extension.
  ///
  /// A request that names an asset (`Characters/hero.png`, or `Characters/hero` with its type)
  /// on a known device reads the stored table; anything else is resolved in memory. A
  /// localized asset answers for `language` when one is given (as `Asset.path(language:for:)`
  /// does), else for `preferredLanguages`.
  public func path(
    forFile fileOrPath: String, ofType type: String? = "png", on device: Device = .current,
    language: String? = nil
  ) -> String? {
    lookUp(fileOrPath, type: type, device: device, language: language, absolute: false)
  }

  /// The absolute path in the bundle of the file that stands for `fileOrPath` on `device`: the
  /// original `normalizedPathForFile:`, answered from memory. Nil when no variant exists or the
  /// manifest has no bundle. `language` is `path(forFile:ofType:on:language:)`'s.
  public func normalizedPath(
    forFile fileOrPath: String, ofType type: String? = "png", on device: Device = .current,
    language: String? = nil
  ) -> String? {
    lookUp(fileOrPath, type: type, device: device, language: language, absolute: true)
  }

  /// The location in the bundle of the file that stands for `fileOrPath` on `device`, or nil when
  /// no variant exists or the manifest has no bundle: `normalizedPath(forFile:ofType:on:language:)`
  /// as a file URL.
  public func url(
    forFile fileOrPath: String, ofType type: String? = "png", on device: Device = .current,
    language: String? = nil
  ) -> URL? {
    normalizedPath(forFile: fileOrPath, ofType: type, on: device, language: language).map {
      URL(fileURLWithPath: $0, isDirectory: false)
    }
  }

  /// A string lookup's path, absolute or relative to the bundle's resources: read from the
  /// stored table when the request, with its type added as the resolver adds it, names a group
  /// whose stored answers were resolved the same way; resolved in memory otherwise. Once a
  /// device has answered a few lookups, the usual one (a request with its extension) is a
  /// probe of the request index and a read of the device's column of paths.
  ///
  /// A request for a group is answered through it on any device, so that a localized asset's
  /// request finds its language folders.
  @inline(__always)
  private func lookUp(
    _ request: String, type: String?, device: Device, language: String?, absolute: Bool
  ) -> String? {
    if let group = storedGroup(request, type: type, device: device) {
      // The column read as a typed lookup reads it: no call into the core for a cold lookup.
      if language == nil, UInt(bitPattern: device.tableColumn) < UInt(bitPattern: deviceCount) {
        return storedPath(group: group, column: device.tableColumn, absolute: absolute)
      }
      return chosenFile(group: group, device: device, languages: language.map { [$0] })
        .flatMap { path(ofFile: $0, absolute: absolute) }
    }
    return resolveInMemory(request, type: type, device: device, languages: language.map { [$0] })
      .flatMap {
        path(ofFile: $0, absolute: absolute)
      }
  }

  /// The group whose stored answers are the resolver's for `request` and `type`: the group named
  /// by the request with its type added, if that group has a type (it was resolved with it) and,
  /// on a desktop, tries a `.tiff` exactly when `type` does.
  @inline(__always)
  private func storedGroup(_ request: String, type: String?, device: Device) -> Int? {
    var found = find(request)
    if found?.hasType != true {
      // Only a request without extension gains one; a group with a type has one.
      let typed = VariantResolver.typedRequest(request, type)
      found = typed == request ? nil : find(typed)
    }
    guard let found, found.hasType else { return nil }
    guard device.idiom == .desktop else { return found.group }
    return VariantResolver.triesTIFF(type) == found.triesTIFF ? found.group : nil
  }
}
