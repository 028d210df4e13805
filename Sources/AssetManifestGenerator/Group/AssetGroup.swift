import StandardPathsCore

/// The variants requested by one name: a typed constant in the generated code.
package struct AssetGroup: Hashable, Sendable {
  /// The name the group is requested by: `Characters/hero.png`.
  package var request: String
  /// The folder the group sits in, empty at the top.
  package var folder: String
  /// The request's extension (`png`, `obj.gz`), or nil for names without one.
  package var type: String?
  /// The group's files, sorted by path.
  package var files: [ParsedFile]

  /// The request's last component without extension: what the constant is named after.
  package var stem: String {
    let name = request.split(separator: "/").last.map(String.init) ?? request
    guard let type else { return name }
    return String(name.dropLast(type.count + 1))
  }
}
