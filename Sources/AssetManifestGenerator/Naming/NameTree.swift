/// The generated namespace: one nested type per folder, one constant per group.
package struct NameTree: Sendable {
  /// A constant: a group's Swift name and its position in the manifest.
  package struct Constant: Sendable, Equatable {
    package var identifier: String
    package var group: Int
  }

  /// A folder's type name, or empty for the namespace itself.
  package var typeName: String
  /// The folder path in the bundle the type stands for.
  package var folder: String
  package var constants: [Constant] = []
  package var children: [NameTree] = []

  package init(typeName: String, folder: String) {
    self.typeName = typeName
    self.folder = folder
  }

  /// Every constant below this tree as a Swift expression under `prefix`, with its group.
  package func constantExpressions(prefix: String) -> [(expression: String, group: Int)] {
    constants.map { (prefix + "." + $0.identifier, $0.group) }
      + children.flatMap { $0.constantExpressions(prefix: prefix + "." + $0.typeName) }
  }
}
