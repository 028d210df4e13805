import Foundation

/// Places in this repository, found from this file's path so that no fixture depends on where
/// the test bundle was built.
public enum Repository {
  /// The repository's root folder.
  public static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
