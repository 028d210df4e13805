extension AssetManifest {
  /// The path, relative to the bundle's resources, of the file that stands for `fileOrPath` on
  /// `device`, or nil when none exists. Like the original `normalizedPathForFile:ofType:`, `type`
  /// is added only when `fileOrPath` has no extension.
  ///
  /// A request that names an asset (`Characters/hero.png`, or `Characters/hero` with its type)
  /// on a catalogue device reads the stored table; anything else is resolved in memory.
  public func path(
    forFile fileOrPath: String, ofType type: String? = "png", on device: Device = .current
  ) -> String? {
    lookUp(fileOrPath, type: type, device: device, absolute: false)
  }

  /// The absolute path in the bundle of the file that stands for `fileOrPath` on `device`: the
  /// original `normalizedPathForFile:`, answered from memory. Nil when no variant exists or the
  /// manifest has no bundle.
  public func normalizedPath(
    forFile fileOrPath: String, ofType type: String? = "png", on device: Device = .current
  ) -> String? {
    lookUp(fileOrPath, type: type, device: device, absolute: true)
  }

  /// A string lookup's path, absolute or relative to the bundle's resources: read from the
  /// stored table for a request naming a group on a catalogue device, resolved in memory
  /// otherwise.
  private func lookUp(_ request: String, type: String?, device: Device, absolute: Bool) -> String? {
    withRequestIndex { index in
      guard
        let entry = index.entry(forRequest: request) ?? entryWithType(request, type, in: index),
        entry.hasType,
        device.idiom != .desktop || VariantResolver.triesTIFF(type) == entry.triesTIFF,
        let column = device.catalogueIndex, column < deviceCount
      else {
        return resolveInMemory(request, type: type, device: device).flatMap {
          path(ofFile: $0, absolute: absolute)
        }
      }
      return storedPath(of: entry, column: column, absolute: absolute, index: index)
    }
  }

  /// The group a request without extension names once `type` is added, as the resolver adds it.
  private func entryWithType(
    _ request: String, _ type: String?, in index: RequestIndex
  ) -> RequestIndex.Entry? {
    let typed = VariantResolver.typedRequest(request, type)
    return typed == request ? nil : index.entry(forRequest: typed)
  }
}
