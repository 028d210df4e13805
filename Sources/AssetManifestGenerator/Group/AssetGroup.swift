import StandardPathsCore

/// The variants requested by one name: a typed constant in the generated code.
package struct AssetGroup: Hashable, Sendable {
  /// The name the group is requested by: `Characters/hero.png`.
  package var request: String
  /// The folder the group sits in, empty at the top.
  package var folder: String
  /// The request's extension (`png`, `obj.gz`), or nil for names without one.
  package var type: String?
  /// The group's files, sorted by path; a localized asset's are its localizations' files.
  package var files: [ParsedFile]
  /// What the group is to localization.
  package var role: Role = .asset

  /// What a group is to localization.
  package enum Role: Hashable, Sendable {
    /// An asset no language folder holds: a constant of its own.
    case asset
    /// A resource with language folders: its constant, answered by the localizations that
    /// follow it in the manifest.
    case localizedAsset
    /// One language folder's variants of the localized asset before it (`de`), or the variants
    /// outside any language folder (nil).
    case localization(String?)
  }

  /// Whether the group gets a constant: every group but a localization.
  package var isConstant: Bool {
    if case .localization = role { return false }
    return true
  }

  /// The language folder of a localization (`de`), nil for any other group.
  package var language: String? {
    if case .localization(let language) = role { return language }
    return nil
  }

  /// Whether the group's own files make its answers: every group but a localized asset.
  package var holdsFiles: Bool { role != .localizedAsset }

  /// The request's last component without extension: what the constant is named after.
  package var stem: String {
    let name = request.lastSlash.map { String(request[request.index(after: $0)...]) } ?? request
    guard let type else { return name }
    return String(name.dropLast(type.count + 1))
  }
}
