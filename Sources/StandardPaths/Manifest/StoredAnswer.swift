/// A group's answer on one device, as a string lookup by its request reads it.
struct StoredAnswer: Sendable {
  /// The chosen file's path, or nil when no variant serves the device.
  var path: String?
  /// Whether the group's type lets a desktop try a `.tiff` (`VariantResolver.triesTIFF`): the
  /// answer holds for a request whose type does the same.
  var triesTIFF: Bool
}
