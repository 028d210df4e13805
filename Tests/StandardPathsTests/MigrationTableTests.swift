import Foundation
import StandardPaths
import TestSupport
import Testing

/// The migration tables say what `appendingScaleSuffix(0)` and `appendingHeightSuffix(0)` do,
/// as the code does it: the original read 0 as the device's own; these leave the name as it is
/// (the `…Device…Suffix(for:)` methods add the device's own).
@Suite("Migration tables: a suffix of 0")
struct MigrationTableTests {
  /// The rows of `file`'s tables whose Swift column names `function`.
  static func rows(naming function: String, in file: String) throws -> [String] {
    let text = try String(
      contentsOf: Repository.root.appendingPathComponent(file), encoding: .utf8)
    return text.split(separator: "\n").map(String.init).filter {
      $0.hasPrefix("|") && $0.contains("| `\(function)`")
    }
  }

  /// The documents with a migration table of the suffix grammar: Migrating.md, and any other
  /// that shows one again.
  static func documentsWithTables() throws -> [String] {
    try Repository.documents().filter {
      try !rows(naming: "appendingScaleSuffix(_:)", in: $0).isEmpty
    }
  }

  @Test func theMigrationArticleHasTheTable() throws {
    #expect(
      try Self.documentsWithTables().contains(
        "Sources/StandardPaths/StandardPaths.docc/Migrating.md"))
  }

  @Test(
    "each table says 0 leaves the name unchanged, as the code does",
    arguments: try documentsWithTables())
  func zeroLeavesTheNameUnchanged(file: String) throws {
    for function in ["appendingScaleSuffix(_:)", "appendingHeightSuffix(_:)"] {
      let rows = try Self.rows(naming: function, in: file)
      #expect(rows.count == 1, "\(file) has one row for \(function): \(rows)")
      for row in rows {
        #expect(row.contains("0 leaves the name unchanged"), "\(file): \(row)")
        #expect(!row.contains("device's scale") && !row.contains("device's height"), "\(row)")
      }
    }
    for name in ["foo.png", "foo@2x~ipad.png", "foo-568h@2x.png", "Art/step1~ipad.png"] {
      #expect(name.appendingScaleSuffix(0) == name)
      #expect(name.appendingHeightSuffix(0) == name)
    }
    // The device's own suffix is what the original's 0 meant.
    #expect("foo.png".appendingDeviceScaleSuffix(for: .iphoneRetina) == "foo@2x.png")
    #expect("foo.png".appendingDeviceHeightSuffix(for: .iphone568h) == "foo-568h.png")
  }
}
