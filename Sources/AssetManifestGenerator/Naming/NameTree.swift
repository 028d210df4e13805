/// The generated namespace: one nested type per folder, one constant per group.
package struct NameTree: Sendable {
  /// A constant: a group's Swift name and its position in the manifest.
  package struct Constant: Sendable, Equatable {
    package var identifier: String
    package var group: Int
  }

  /// A folder's type name, or empty for the namespace itself.
  package var typeName: String
  /// The folder path the type stands for.
  package var folder: String
  package var constants: [Constant] = []
  package var children: [NameTree] = []

  package init(typeName: String, folder: String) {
    self.typeName = typeName
    self.folder = folder
  }
}

/// The naming stage: Swift names for every group and folder, and the collisions between them.
package enum Namer {
  /// Names `groups` (sorted as the group stage leaves them) and reports names that collide.
  package static func name(_ groups: [AssetGroup]) -> (NameTree, [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    var root = NameTree(typeName: "", folder: "")
    let stemsInFolder = Dictionary(grouping: groups.indices) {
      groups[$0].folder + "/" + groups[$0].stem
    }
    for (index, group) in groups.enumerated() {
      let shared = stemsInFolder[group.folder + "/" + group.stem, default: []].count > 1
      let base = shared ? group.stem + "-" + (group.type ?? "none") : group.stem
      let identifier = SwiftIdentifier.member(base)
      root.insert(
        NameTree.Constant(identifier: identifier, group: index),
        folders: group.folder.split(separator: "/").map(String.init)[...])
    }
    root.collectCollisions(groups, into: &diagnostics)
    return (root, diagnostics)
  }
}

extension NameTree {
  fileprivate mutating func insert(_ constant: Constant, folders: ArraySlice<String>) {
    guard let folderName = folders.first else {
      constants.append(constant)
      return
    }
    let path = folder.isEmpty ? folderName : folder + "/" + folderName
    if let index = children.firstIndex(where: { $0.folder == path }) {
      children[index].insert(constant, folders: folders.dropFirst())
    } else {
      var child = NameTree(typeName: SwiftIdentifier.type(folderName), folder: path)
      child.insert(constant, folders: folders.dropFirst())
      children.append(child)
    }
  }

  fileprivate func collectCollisions(_ groups: [AssetGroup], into diagnostics: inout [Diagnostic]) {
    var seen: [String: String] = [:]
    for constant in constants {
      let file = groups[constant.group].files[0].path
      if let other = seen[constant.identifier] {
        diagnostics.append(
          Diagnostic(
            .error, file,
            "'\(file)' and '\(other)' both become the Swift name '\(constant.identifier)'; "
              + "rename one of them"))
      } else {
        seen[constant.identifier] = file
      }
    }
    for child in children {
      if let other = seen[child.typeName] {
        diagnostics.append(
          Diagnostic(
            .error, child.folder,
            "folder '\(child.folder)' and '\(other)' both become the Swift name "
              + "'\(child.typeName)'; rename one of them"))
      } else {
        seen[child.typeName] = child.folder
      }
      child.collectCollisions(groups, into: &diagnostics)
    }
  }
}
