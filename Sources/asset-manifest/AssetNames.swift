import AssetManifestAudit
import AssetManifestGenerator
import StandardPathsCore

/// The names a user knows an asset by: its path in the bundle (the group's request) and its
/// Swift name, as the generated code spells it (the name stage's tree, which the renderer
/// writes out; never derived again here).
struct AssetNames {
  /// The groups, in manifest order.
  let groups: [AssetGroup]
  /// Each group's Swift name with the namespace (`Assets.Characters.hero`); a language row
  /// has its localized asset's, the constant that reaches it.
  let swiftNames: [String?]
  let namespace: String

  init(_ output: ManifestGenerator.Output, namespace: String) {
    groups = output.groups
    self.namespace = namespace
    swiftNames = SwiftNames.of(output.groups, tree: output.tree, namespace: namespace)
  }

  /// The index of the group whose path in the bundle is `request`.
  func group(request: String) -> Int? {
    groups.firstIndex { $0.request == request }
  }

  /// The index of the group of the constant whose Swift name is `name`, with or without the
  /// namespace.
  func group(swiftName name: String) -> Int? {
    groups.indices.first { index in
      guard groups[index].isConstant, let swift = swiftNames[index] else { return false }
      return swift == name || swift.dropFirst(namespace.count + 1) == name
    }
  }

  /// Up to `count` assets nearest to `name`, nearest first (then in byte order): by the fewest
  /// edits, case ignored, between `name` (without its extension when it has one) and the
  /// asset's path without extension, or between `name` and its Swift name with or without the
  /// namespace; and the catalog `sets` among them, each by its Swift name.
  func nearest(
    to name: String, count: Int = 3, among sets: [(request: String, swiftName: String)] = []
  ) -> [(request: String, swiftName: String)] {
    let typed = Array(name.lowercased())
    let stem = Array(Self.withoutExtension(name).lowercased())
    // To a Swift name with or without the namespace, as --swift-name takes either.
    func distance(toSwiftName swift: String) -> Int {
      min(
        NearestName.distance(typed, Array(swift.lowercased())),
        NearestName.distance(typed, Array(swift.dropFirst(namespace.count + 1).lowercased())))
    }
    var scored: [(distance: Int, request: String, swiftName: String)] = sets.map {
      (distance(toSwiftName: $0.swiftName), $0.request, $0.swiftName)
    }
    for (index, group) in groups.enumerated() where group.isConstant {
      let swift = swiftNames[index] ?? group.request
      let distance = min(
        NearestName.distance(stem, Array(Self.withoutExtension(group.request).lowercased())),
        distance(toSwiftName: swift))
      scored.append((distance, group.request, swift))
    }
    scored.sort {
      $0.distance != $1.distance
        ? $0.distance < $1.distance : UTF8Order.precedes($0.request, $1.request)
    }
    return scored.prefix(count).map { ($0.request, $0.swiftName) }
  }

  /// `path` without the extension the grammar reads (`model.obj.gz` → `model`).
  static func withoutExtension(_ path: String) -> String {
    guard path.hasPathExtension else { return path }
    return String(path.dropLast(path.fullPathExtension.count + 1))
  }
}
