import AssetManifestGenerator
import Testing

/// The path patterns of `exempt`: `*` within a component, `**` across components.
@Suite("Path patterns")
struct PathPatternTests {
  @Test(
    arguments: [
      ("Legacy/**", "Legacy/a.png", true), ("Legacy/**", "Legacy/Old/b.png", true),
      ("Legacy/**", "Legacy", true), ("Legacy/**", "Art/Legacy/a.png", false),
      ("*.png", "a.png", true), ("*.png", "Art/a.png", false), ("**/*.png", "Art/a.png", true),
      ("**/*.png", "a.png", true), ("**/*.png", "a.jpg", false),
      ("Art/*/a.png", "Art/x/a.png", true),
      ("Art/*/a.png", "Art/x/y/a.png", false), ("Art/**/a.png", "Art/x/y/a.png", true),
      ("Art/**/a.png", "Art/a.png", true), ("hero*", "hero@2x.png", true),
      ("*_2x.png", "hero_2x.png", true), ("a.png", "a.png", true), ("a.png", "b/a.png", false),
      ("**", "anything/at/all", true), ("**/Old/**", "x/Old/y/z.png", true),
      ("**/Old/**", "x/Older/z.png", false), ("*", "a", true),
    ])
  func matches(pattern: String, path: String, expected: Bool) {
    #expect(PathPattern(pattern).matches(path) == expected, "\(pattern) against \(path)")
  }

  /// Backtracking only to the last wildcard keeps a hostile pattern as fast as a plain one.
  @Test func manyWildcardsStayLinearish() {
    let pattern = PathPattern(String(repeating: "**/*a*/", count: 200) + "b")
    let path = Array(repeating: "aaaa", count: 2_000).joined(separator: "/")
    #expect(!pattern.matches(path))
  }
}
