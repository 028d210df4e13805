import Foundation
import TestSupport
import Testing

/// The README and the DocC article each show the folder table; a reader of either must get the
/// same answer for every folder both list.
@Suite("Folder tables agree")
struct FolderTableAgreementTests {
  /// The table's rows by folder name (without the README's leading dot), each as its cells.
  static func rows(in file: String) throws -> [String: [String]] {
    let text = try String(
      contentsOf: Repository.root.appendingPathComponent(file), encoding: .utf8)
    var rows: [String: [String]] = [:]
    for line in text.split(separator: "\n") where line.hasPrefix("| `") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count == 5 else { continue }
      let name = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`."))
      rows[name] = Array(cells.dropFirst())
    }
    return rows
  }

  @Test func readmeAndArticleGiveTheSameFolders() throws {
    let readme = try Self.rows(in: "README.md")
    let article = try Self.rows(
      in: "Sources/StandardPaths/StandardPaths.docc/StandardFolders.md")
    let shared = Set(readme.keys).intersection(article.keys)
    #expect(shared.isSuperset(of: ["temporary", "runtime", "cache", "privateData"]), "\(shared)")
    for folder in shared.sorted() {
      #expect(readme[folder] == article[folder], "\(folder)")
    }
  }
}
