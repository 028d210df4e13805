import Foundation
import TestSupport

/// A fenced ```swift block of the README or a DocC article, where it stands.
struct DocumentationSnippet: CustomStringConvertible {
  /// The document, relative to the repository.
  var file: String
  /// The line of the opening fence.
  var line: Int
  /// The fence's info string: `swift`; `swift not-compiled` for a block that says it is not
  /// meant to compile (a fragment of a manifest); `swift apple` for code for Apple's SDKs, which
  /// `Scripts/compile-apple.sh` compiles in an app against Apple's iOS SDK instead.
  var info: String
  var code: String

  var description: String { "\(file):\(line)" }

  /// Whether the fence says the block is not meant to compile.
  var isMarkedNotCompiled: Bool { info.split(separator: " ").contains("not-compiled") }

  /// Whether the fence says the block is for Apple's SDKs.
  var isForAppleSDKs: Bool { info.split(separator: " ").contains("apple") }

  /// Whether the block is a whole `Package.swift`.
  var isManifest: Bool { code.contains("import PackageDescription") }

  /// The documents whose Swift blocks must compile: the README and every DocC article.
  static func documents() throws -> [String] {
    let catalogs = try FileManager.default.subpathsOfDirectory(
      atPath: Repository.root.appendingPathComponent("Sources").path
    ).filter { $0.contains(".docc/") && $0.hasSuffix(".md") }.map { "Sources/" + $0 }
    return ["README.md"] + catalogs.sorted()
  }

  /// The ```swift blocks of `file`, in order.
  static func snippets(in file: String) throws -> [DocumentationSnippet] {
    let text = try String(
      contentsOf: Repository.root.appendingPathComponent(file), encoding: .utf8)
    var snippets: [DocumentationSnippet] = []
    var open: DocumentationSnippet?
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      if var current = open {
        if line.hasPrefix("```") {
          snippets.append(current)
          open = nil
        } else {
          current.code += line + "\n"
          open = current
        }
      } else if line.hasPrefix("```swift") {
        let info = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces)
        open = DocumentationSnippet(file: file, line: index + 1, info: info, code: "")
      }
    }
    return snippets
  }
}
