extension Asset: Hashable, CustomStringConvertible {
  /// Two assets are equal when they are the same group of the same manifest, so a list of
  /// assets can be a `Set` or drive a SwiftUI `ForEach(…, id: \.self)`.
  public static func == (lhs: Asset, rhs: Asset) -> Bool {
    lhs.manifest === rhs.manifest && lhs.group == rhs.group
  }

  /// Hashes the manifest's identity and the group.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(manifest))
    hasher.combine(group)
  }

  /// The asset's name: its path in the bundle, without variant suffixes.
  public var description: String { name }
}
