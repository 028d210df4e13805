/// The naming stage: a Swift name for every group and folder that never blocks a build.
///
/// Names follow the bundle's folders, except that a top-level folder spelt like the namespace
/// is the namespace itself (`.copy("Assets")` gives `Assets.hero`, not `Assets.Assets.hero`).
/// When two members of one type would get the same name, each of them takes the next, longer
/// spelling (`NameCandidates`) until all differ, so a name changes only when it clashes and
/// adding an unrelated file renames nothing; one warning lists every renamed pair.
package enum Namer {
  /// Names `groups` (sorted as the group stage leaves them).
  ///
  /// - Parameters:
  ///   - namespace: the generated namespace, which a top-level folder of the same name joins.
  ///   - chosenNames: names the configuration picks, by asset name (`Characters/hero.png`).
  package static func name(
    _ groups: [AssetGroup], namespace: String, chosenNames: [String: String] = [:]
  ) -> (NameTree, [Diagnostic]) {
    var scopes: [[String]: Scope] = [[]: Scope()]
    // A localization is reached through its localized asset's constant, and has none.
    let stemsInFolder = Dictionary(grouping: groups.indices.filter { groups[$0].isConstant }) {
      groups[$0].folder + "/" + groups[$0].stem
    }
    for (index, group) in groups.enumerated() where group.isConstant {
      let folders = scopePath(of: group.folder, namespace: namespace)
      for depth in 0..<folders.count {
        let parent = folders.prefix(depth).map(\.name)
        let folder = folders[depth]
        if scopes[parent, default: Scope()].folders[folder.name] == nil {
          scopes[parent, default: Scope()].folders[folder.name] = folder.bundlePath
        }
      }
      let sharesStem = stemsInFolder[group.folder + "/" + group.stem, default: []].count > 1
      scopes[folders.map(\.name), default: Scope()].constants.append(
        (
          index,
          chosenNames[group.request].map(NameCandidates.init(chosen:))
            ?? NameCandidates(asset: group, sharesStem: sharesStem)
        ))
    }
    var diagnostics: [Diagnostic] = []
    var names: [[String]: Resolved] = [:]
    for (path, scope) in scopes {
      names[path] = scope.resolve(groups, into: &diagnostics)
    }
    diagnostics.sort { UTF8Order.precedes($0.path, $1.path) }
    return (tree(at: [], folder: "", typeName: "", names: names), diagnostics)
  }

  /// One folder of the bundle as a Swift type: its name on disk and its path in the bundle.
  private struct Folder {
    var name: String
    var bundlePath: String
  }

  /// The folders a group's constant sits in, after merging a top-level folder spelt like the
  /// namespace into the namespace.
  private static func scopePath(of folder: String, namespace: String) -> [Folder] {
    var path = ""
    var result: [Folder] = []
    for name in folder.split(separator: "/").map(String.init) {
      path = path.isEmpty ? name : path + "/" + name
      result.append(Folder(name: name, bundlePath: path))
    }
    if let first = result.first, SwiftIdentifier.type(first.name) == namespace {
      result.removeFirst()
    }
    return result
  }

  /// The members of one generated type before their names are settled.
  private struct Scope {
    /// Sub-folders by their name on disk, with their path in the bundle.
    var folders: [String: String] = [:]
    /// Constants: the group and the spellings its name may take.
    var constants: [(group: Int, candidates: NameCandidates)] = []

    func resolve(_ groups: [AssetGroup], into diagnostics: inout [Diagnostic]) -> Resolved {
      let folderNames = folders.keys.sorted(by: UTF8Order.precedes)
      var members = folderNames.map {
        (
          label: folders[$0]!, path: folders[$0]!,
          candidates: NameCandidates(folder: $0, bundlePath: folders[$0]!)
        )
      }
      // A finding points at a file: a localized asset's request is in no folder of the bundle.
      members += constants.map {
        let group = groups[$0.group]
        return (group.request, group.files.first?.path ?? group.request, $0.candidates)
      }
      let settled = NameCandidates.settle(members.map(\.candidates))
      for (name, clash) in settled.renamed {
        let pairs = clash.map { "'\(members[$0].label)' → '\(settled.names[$0])'" }
        // A folder's name can only be changed by renaming the folder.
        let advice =
          clash.contains { $0 < folderNames.count }
          ? "to choose other names, rename the folders"
          : "to choose other names, map each asset to one under \"names\" in "
            + "asset-manifest.json"
        diagnostics.append(
          Diagnostic(
            .swiftNameClash, members[clash[0]].path,
            "\(clash.map { "'\(members[$0].label)'" }.joined(separator: " and ")) would "
              + "\(clash.count == 2 ? "both" : "all") be named '\(name)', so they are named "
              + pairs.joined(separator: ", ") + "; " + advice))
      }
      for (index, name) in settled.names.enumerated() {
        guard let original = SwiftIdentifier.reservedOriginal(of: name),
          !members[index].label.split(separator: "/").last!.contains("_")
        else { continue }
        diagnostics.append(
          Diagnostic(
            .swiftNameReserved, members[index].path,
            "'\(members[index].label)' is named '\(name)', since '\(original)' means something "
              + "else in Swift or in the generated code; "
              + (index < folderNames.count
                ? "to choose another name, rename the folder"
                : "to choose another name, map it to one under \"names\" in asset-manifest.json")
          ))
      }
      for clash in settled.unresolved {
        diagnostics.append(
          Diagnostic(
            .chosenNamesClash, members[clash[0]].path,
            "\(clash.map { "'\(members[$0].label)'" }.joined(separator: " and ")) are both "
              + "named '\(settled.names[clash[0]])' under \"names\" in asset-manifest.json; "
              + "choose different names"))
      }
      var resolved = Resolved()
      for (offset, name) in folderNames.enumerated() {
        resolved.folders.append((name, folders[name]!, settled.names[offset]))
      }
      for (offset, constant) in constants.enumerated() {
        resolved.constants.append(
          NameTree.Constant(
            identifier: settled.names[folderNames.count + offset], group: constant.group))
      }
      return resolved
    }
  }

  /// The settled names of one type's members.
  private struct Resolved {
    var folders: [(name: String, bundlePath: String, typeName: String)] = []
    var constants: [NameTree.Constant] = []
  }

  private static func tree(
    at path: [String], folder: String, typeName: String, names: [[String]: Resolved]
  ) -> NameTree {
    var tree = NameTree(typeName: typeName, folder: folder)
    let resolved = names[path, default: Resolved()]
    tree.constants = resolved.constants
    tree.children = resolved.folders.map {
      Self.tree(at: path + [$0.name], folder: $0.bundlePath, typeName: $0.typeName, names: names)
    }
    return tree
  }
}
