import Foundation

/// Places in this repository, found from this file's path so that no fixture depends on where
/// the test bundle was built.
public enum Repository {
  /// The repository's root folder.
  public static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The folder of the DocC catalog, relative to the root.
  public static let catalog = "Sources/StandardPaths/StandardPaths.docc"

  /// The documents a reader reads, relative to the root: the README, then every article of the
  /// DocC catalogs under `Sources`, sorted.
  public static func documents() throws -> [String] {
    let articles = try FileManager.default.subpathsOfDirectory(
      atPath: root.appendingPathComponent("Sources").path
    ).filter { $0.contains(".docc/") && $0.hasSuffix(".md") }.map { "Sources/" + $0 }
    return ["README.md"] + articles.sorted()
  }

  /// The text of `document`, relative to the root.
  public static func text(of document: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
  }
}
