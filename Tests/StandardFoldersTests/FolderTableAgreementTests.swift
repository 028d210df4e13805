import Foundation
import TestSupport
import Testing

/// The folder table lives in the DocC article StandardFolders.md; any other document that shows
/// it again (the README or another article) must give a reader the same answer for every folder
/// both list.
@Suite("Folder tables agree")
struct FolderTableAgreementTests {
  /// The article that holds the folder table.
  static let article = "Sources/StandardPaths/StandardPaths.docc/StandardFolders.md"

  /// The table's rows by folder name (without a leading dot), each as its cells.
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

  @Test func everyDocumentGivesTheArticlesFolders() throws {
    let table = try Self.rows(in: Self.article)
    #expect(
      Set(table.keys).isSuperset(of: ["temporary", "runtime", "cache", "privateData", "downloads"]),
      "\(Self.article) shows the folder table: \(table.keys.sorted())")
    for document in try Repository.documents() where document != Self.article {
      let other = try Self.rows(in: document)
      for folder in Set(table.keys).intersection(other.keys).sorted() {
        #expect(
          other[folder] == table[folder], "\(document) and \(Self.article) differ on \(folder)")
      }
    }
  }
}
