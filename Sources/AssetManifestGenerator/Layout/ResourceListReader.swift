import AssetFileReaders
import Foundation

/// Reads `--resources FILE`: either the JSON list the plugins write, or an Xcode file list
/// (`.xcfilelist`: one path per line, `$(VARIABLE)` expanded), which a Run Script phase or a
/// hand-written build step already has.
package enum ResourceListReader {
  /// The shape of the JSON list, for messages that say what was expected.
  package static let jsonShape =
    #"{"target": "App", "targetDirectory": "/path/to/Sources/App", "resources": "#
    + #"[{"path": "/path/to/Sources/App/Images", "rule": "copy"}]} (rule: copy, process or "#
    + #"contents)"#

  /// The list in `text`, read from the file at `path`.
  ///
  /// - Parameters:
  ///   - environment: the variables a file list's `$(NAME)` and `${NAME}` expand to.
  ///   - isFolder: whether a listed path is a folder, which a file list copies whole (a folder
  ///     reference) while it processes a file (a file in a group); nil when nothing is there,
  ///     which is refused at the entry's line.
  /// - Returns: the list, or the diagnostic that says what is wrong and where.
  package static func read(
    _ text: String, path: String, environment: [String: String], isFolder: (String) -> Bool?
  ) -> Result<ResourceList, Failure> {
    let start = text.first { !$0.isWhitespace }
    guard start == "{" || start == "[" else {
      return fileList(text, path: path, environment: environment, isFolder: isFolder)
    }
    do {
      return resolved(
        try JSONDecoder().decode(ResourceList.self, from: Data(text.utf8)), text: text, path: path,
        isFolder: isFolder)
    } catch let error as DecodingError {
      return .failure(
        Failure(
          path,
          "not a resource list: \(explanation(of: error)); a resource list is JSON like "
            + "\(jsonShape), as AssetManifestPlugin writes it, or an Xcode file list (one path "
            + "per line)", line: line(of: error, in: text)))
    } catch {
      return .failure(Failure(path, "not a resource list: \(error)"))
    }
  }

  /// `list` with its relative paths read from the list's folder, as a file list's are (the
  /// plugins write absolute ones; a hand-written list is read wherever the build runs), or the
  /// diagnostic for an empty path, which would otherwise name the working folder, or for an
  /// entry where nothing is.
  private static func resolved(
    _ list: ResourceList, text: String, path: String, isFolder: (String) -> Bool?
  ) -> Result<ResourceList, Failure> {
    // The decoder took the file, so its keys are where they seem: an entry's is its index's.
    func failure(_ index: Int, _ problem: String) -> Result<ResourceList, Failure> {
      let (name, key, depth) =
        index == 0
        ? ("targetDirectory", "targetDirectory", 1) : ("resources[\(index - 1)].path", "path", 3)
      let keys = JSONObjectKeys.keys(in: text).filter { $0.name == key && $0.depth == depth }
      return .failure(
        Failure(
          path,
          "'\(name)' \(problem); write a file or folder, absolute or relative to this "
            + "list's folder", line: keys.dropFirst(max(index - 1, 0)).first?.line ?? 1))
    }
    if let index = ([list.targetDirectory] + list.resources.map(\.path)).firstIndex(
      where: \.isEmpty)
    {
      return failure(index, "is empty")
    }
    let directory = folder(of: path)
    var list = list
    list.targetDirectory = joined(directory, list.targetDirectory)
    list.packageManifest = list.packageManifest.map { joined(directory, $0) }
    for index in list.resources.indices {
      list.resources[index].path = joined(directory, list.resources[index].path)
      if isFolder(list.resources[index].path) == nil {
        return failure(index + 1, "names '\(list.resources[index].path)', where nothing is")
      }
    }
    return .success(list)
  }

  /// The folder of the list at `path`: one named without a folder (`all.xcfilelist`) is in the
  /// working folder, not at the root.
  private static func folder(of path: String) -> String {
    let folder = (path as NSString).deletingLastPathComponent
    return folder.isEmpty ? "." : folder
  }

  /// `path` read from `folder` unless it is absolute.
  private static func joined(_ folder: String, _ path: String) -> String {
    path.hasPrefix("/") ? path : folder + "/" + path
  }

  private static func fileList(
    _ text: String, path: String, environment: [String: String], isFolder: (String) -> Bool?
  ) -> Result<ResourceList, Failure> {
    let directory = folder(of: path)
    var entries: [ResourceEntry] = []
    // A path listed twice is one resource, as Xcode copies it once; kept twice, its files
    // would each clash with themselves in the bundle.
    var listed: Set<String> = []
    // Any line break: "\r\n", a list saved on Windows, is one Character, which is not "\n".
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    for (index, raw) in lines.enumerated() {
      let line = raw.trimmingCharacters(in: .whitespacesAndNewlines)
      guard !line.isEmpty, !line.hasPrefix("#") else { continue }
      let expanded: String
      switch expand(line, environment: environment) {
      case .success(let value): expanded = value
      case .failure(let unset):
        let name = unset.name
        return .failure(
          Failure(
            path,
            "$(\(name)) is not set, so this line names no file; set \(name) in the environment "
              + "(Xcode sets it for a build phase), or write the path out", line: index + 1))
      }
      let entry = joined(directory, expanded)
      guard let folder = isFolder(entry) else {
        return .failure(
          Failure(
            path,
            "this line names '\(entry)', where nothing is; write the path of a file or folder "
              + "(a relative one is read from this list's folder), or remove the line",
            line: index + 1))
      }
      // As absolute paths (`Images` and `$(SRCROOT)/Images` are one folder, read from here).
      let absolute = URL(fileURLWithPath: entry).standardizedFileURL.path
      guard listed.insert(absolute).inserted else { continue }
      entries.append(ResourceEntry(path: entry, rule: folder ? .copy : .process))
    }
    guard !entries.isEmpty else {
      return .failure(
        Failure(
          path,
          "this file list names no file; write one resource path per line (a folder is copied "
            + "whole, a file is processed), or give the assets as a folder instead"))
    }
    let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    return .success(ResourceList(target: name, targetDirectory: directory, resources: entries))
  }

  /// `line` with every `$(NAME)` and `${NAME}` replaced, or the first name that is not set.
  private static func expand(_ line: String, environment: [String: String]) -> Result<
    String, VariableError
  > {
    var result = ""
    var rest = Substring(line)
    while let dollar = rest.firstIndex(of: "$") {
      result += rest[..<dollar]
      let open = rest.index(after: dollar)
      guard open < rest.endIndex, rest[open] == "(" || rest[open] == "{",
        let close = rest[open...].firstIndex(of: rest[open] == "(" ? ")" : "}")
      else {
        result.append("$")
        rest = rest[open...]
        continue
      }
      let name = String(rest[rest.index(after: open)..<close])
      guard let value = environment[name] else { return .failure(VariableError(name: name)) }
      result += value
      rest = rest[rest.index(after: close)...]
    }
    return .success(result + rest)
  }

  /// Why a resource list cannot be read: the diagnostic that says what is wrong and where.
  package struct Failure: Error {
    /// The error, at the file and line it is about.
    package var diagnostic: Diagnostic

    init(_ path: String, _ message: String, line: Int = 1) {
      diagnostic = Diagnostic(.resourceListInvalid, path, message, line: line)
    }
  }

  /// A variable a file list names that the environment does not set.
  private struct VariableError: Error {
    var name: String
  }

  private static func explanation(of error: DecodingError) -> String {
    switch error {
    case .keyNotFound(let key, let context):
      return "'\(key.stringValue)' is missing\(place(context.codingPath))"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "\(place(context.codingPath, lead: ""))is not of the right type"
    case .dataCorrupted(let context):
      guard !context.codingPath.isEmpty else { return "it is not valid JSON" }
      return "\(place(context.codingPath, lead: ""))has a value that is not allowed"
    @unknown default:
      return "\(error)"
    }
  }

  /// The line of the value `error` is about: its key's, the `index`-th of its name in the
  /// entries of `resources` (the entries before it decoded, so each has its keys); else 1.
  private static func line(of error: DecodingError, in text: String) -> Int {
    let path: [any CodingKey]
    switch error {
    case .typeMismatch(_, let context), .valueNotFound(_, let context),
      .dataCorrupted(let context):
      path = context.codingPath
    default: return 1
    }
    guard let key = path.last?.stringValue, path.count == 1 || path.count == 3 else { return 1 }
    let keys = JSONObjectKeys.keys(in: text).filter { $0.name == key && $0.depth == path.count }
    return keys.dropFirst(path.count == 3 ? path[1].intValue ?? 0 : 0).first?.line ?? 1
  }

  /// `resources[2].rule` for a coding path, as a reader of the file would point at it.
  private static func place(_ path: [any CodingKey], lead: String = " in ") -> String {
    guard !path.isEmpty else { return "" }
    let spelled = String(
      path.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
        .dropFirst())
    return lead.isEmpty ? "'\(spelled)' " : "\(lead)'\(spelled)'"
  }
}
