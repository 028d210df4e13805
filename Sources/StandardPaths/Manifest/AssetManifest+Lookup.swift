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

  /// A string lookup's path, absolute or relative to the bundle's resources.
  private func lookUp(_ request: String, type: String?, device: Device, absolute: Bool) -> String? {
    switch answer(forRequest: request, type: type, device: device) {
    case .stored(let group, let column):
      storedPath(group: group, column: column, absolute: absolute)
    case .resolved(let file): file.flatMap { path(ofFile: $0, absolute: absolute) }
    }
  }

  /// Where a string lookup's answer comes from.
  private enum Answer {
    /// The stored table, for a request naming a group on a catalogue device.
    case stored(group: Int, column: Int)
    /// The resolver, run in memory over the manifest's files.
    case resolved(file: Int?)
  }

  private func answer(forRequest request: String, type: String?, device: Device) -> Answer {
    withRequestIndex { index in
      if let entry = index.entry(forRequest: request) ?? entryWithType(request, type, in: index),
        entry.hasType,
        device.idiom != .desktop || ManifestFormat.triesTIFF(type) == entry.triesTIFF,
        let column = device.catalogueIndex, column < deviceCount
      {
        return .stored(group: entry.group, column: column)
      }
      return .resolved(file: resolveInMemory(request, type: type, device: device))
    }
  }

  /// The group a request without extension names once `type` is added, as the resolver adds it.
  private func entryWithType(
    _ request: String, _ type: String?, in index: RequestIndex
  ) -> RequestIndex.Entry? {
    guard let type, !type.isEmpty, !request.hasPathExtension else { return nil }
    return index.entry(forRequest: request + "." + type)
  }
}
