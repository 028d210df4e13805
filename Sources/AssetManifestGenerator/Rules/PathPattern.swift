/// A pattern of paths, as an exemption in the configuration writes it: components between `/`,
/// where `*` stands for any characters within one component (`*.png`, `hero*`) and a component
/// `**` for any number of components, none included (`Legacy/**`, `**/old-*.png`). Everything
/// else matches itself; the paths matched are relative to the scanned resource folder.
package struct PathPattern: Sendable, Equatable {
  /// The pattern as written.
  package let text: String
  private let components: [[UInt8]]

  /// The pattern `text`.
  package init(_ text: String) {
    self.text = text
    components = text.split(separator: "/", omittingEmptySubsequences: true).map { Array($0.utf8) }
  }

  /// Whether `path` matches the whole pattern.
  ///
  /// Matched component by component with `**` as the wildcard, backtracking only to the last
  /// `**` (and, within a component, to the last `*`), so that no pattern takes more than the
  /// product of the two lengths.
  package func matches(_ path: String) -> Bool {
    let parts = path.split(separator: "/", omittingEmptySubsequences: true).map { Array($0.utf8) }
    var (inPattern, inPath) = (0, 0)
    var lastStars: (pattern: Int, path: Int)?
    while inPath < parts.count {
      if inPattern < components.count, components[inPattern] == Self.anyComponents {
        lastStars = (inPattern, inPath)
        inPattern += 1
      } else if inPattern < components.count,
        Wildcard.matches(components[inPattern], parts[inPath])
      {
        inPattern += 1
        inPath += 1
      } else if let stars = lastStars {
        // The last `**` takes one more component of the path.
        lastStars = (stars.pattern, stars.path + 1)
        (inPattern, inPath) = (stars.pattern + 1, stars.path + 1)
      } else {
        return false
      }
    }
    while inPattern < components.count, components[inPattern] == Self.anyComponents {
      inPattern += 1
    }
    return inPattern == components.count
  }

  private static let anyComponents = Array("**".utf8)

}
