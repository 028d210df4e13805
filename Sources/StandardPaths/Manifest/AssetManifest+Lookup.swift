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
    withRequestIndex { index in
      chosenFile(forRequest: fileOrPath, type: type, device: device, in: index)
        .map { bundlePaths[$0] }
    }
  }

  /// The absolute path in the bundle of the file that stands for `fileOrPath` on `device`: the
  /// original `normalizedPathForFile:`, answered from memory. Nil when no variant exists or the
  /// manifest has no bundle.
  public func normalizedPath(
    forFile fileOrPath: String, ofType type: String? = "png", on device: Device = .current
  ) -> String? {
    withRequestIndex { index in
      guard let paths = index.absolutePaths else { return nil }
      return chosenFile(forRequest: fileOrPath, type: type, device: device, in: index)
        .map { paths[$0] }
    }
  }

  private func chosenFile(
    forRequest request: String, type: String?, device: Device, in index: RequestIndex
  ) -> Int? {
    if let group = index.group(forRequest: request) ?? groupWithType(request, type, in: index),
      index.hasType[group],
      device.idiom != .desktop || ManifestFormat.triesTIFF(type) == index.triesTIFF[group]
    {
      return chosenFile(group: group, device: device)
    }
    return resolveInMemory(request, type: type, device: device)
  }

  /// The group a request without extension names once `type` is added, as the resolver adds it.
  private func groupWithType(_ request: String, _ type: String?, in index: RequestIndex) -> Int? {
    guard let type, !type.isEmpty, !request.hasPathExtension else { return nil }
    return index.group(forRequest: request + "." + type)
  }
}
