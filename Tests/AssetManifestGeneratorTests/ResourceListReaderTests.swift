import AssetManifestGenerator
import Foundation
import TestSupport
import Testing

/// `--resources FILE`: the plugins' JSON list, or an Xcode file list, and a message that says
/// what is wrong with anything else, and where.
@Suite("Resource lists")
struct ResourceListReaderTests {
  static func read(_ text: String, environment: [String: String] = [:])
    -> Result<ResourceList, ResourceListReader.Failure>
  {
    ResourceListReader.read(text, path: "/p/App.xcfilelist", environment: environment) {
      !$0.hasSuffix(".png")
    }
  }

  static func message(_ text: String) -> String {
    guard case .failure(let failure) = read(text) else { return "read" }
    return failure.diagnostic.printed(strict: false)
  }

  @Test func thePluginsJSONIsRead() throws {
    let list = try Self.read(
      #"{"target": "App", "targetDirectory": "/s/App", "resources": "#
        + #"[{"path": "/s/App/Images", "rule": "copy"}, {"path": "/s/App/a.png", "rule": "process"}]}"#
    ).get()
    #expect(list.target == "App")
    #expect(
      list.resources == [
        ResourceEntry(path: "/s/App/Images", rule: .copy),
        ResourceEntry(path: "/s/App/a.png", rule: .process),
      ])
  }

  @Test(
    "a wrong JSON list says what is wrong and where",
    arguments: [
      (#"{"target": "App", "resources": []}"#, "'targetDirectory' is missing;"),
      (
        #"{"target": "App", "targetDirectory": "/s", "resources": [{"path": "/x"}]}"#,
        "'rule' is missing in 'resources[0]';"
      ),
      (
        #"{"target": "App", "targetDirectory": "/s", "resources": [{"path": "/x", "rule": "copied"}]}"#,
        "'resources[0].rule' has a value that is not allowed;"
      ),
      (
        #"{"target": 3, "targetDirectory": "/s", "resources": []}"#,
        "'target' is not of the right type;"
      ),
      (#"{"target": "App", "#, "it is not valid JSON;"),
    ])
  func wrongJSON(text: String, problem: String) {
    let message = Self.message(text)
    #expect(message.hasPrefix("/p/App.xcfilelist:1: error: not a resource list: \(problem)"))
    #expect(message.contains(#""rule": "copy"}]} (rule: copy, process or contents)"#), "\(message)")
  }

  /// A hand-written list is read as a file list is: from its own folder, wherever the build
  /// runs, and an empty path is named at its line instead of read as the working folder.
  @Test func aJSONListsRelativePathsAreReadFromItsFolder() throws {
    let list = try Self.read(
      #"{"target": "App", "targetDirectory": "App", "packageManifest": "Package.swift", "#
        + #""resources": [{"path": "App/Images", "rule": "copy"}, {"path": "/s/a.png", "rule": "process"}]}"#
    ).get()
    #expect(list.targetDirectory == "/p/App")
    #expect(list.packageManifest == "/p/Package.swift")
    #expect(
      list.resources == [
        ResourceEntry(path: "/p/App/Images", rule: .copy),
        ResourceEntry(path: "/s/a.png", rule: .process),
      ])
    #expect(list.declaredName(of: list.resources[0]) == "Images")
  }

  /// A file list saved with Windows line ends (a checkout with `core.autocrlf`) is read line by
  /// line, as with Unix ones: it was one line naming both paths.
  @Test func aFileListWithWindowsLineEndsIsReadLineByLine() throws {
    for end in ["\n", "\r\n", "\r"] {
      let text = ["# art", "Images", "", "$(SRCROOT)/a.png"].joined(separator: end) + end
      let list = try Self.read(text, environment: ["SRCROOT": "/s"]).get()
      #expect(
        list.resources == [
          ResourceEntry(path: "/p/Images", rule: .copy),
          ResourceEntry(path: "/s/a.png", rule: .process),
        ], "\(end.debugDescription)")
    }
    guard case .failure(let failure) = Self.read("Images\r\n$(GONE)/a.png\r\n") else {
      Issue.record("an unset variable is an error")
      return
    }
    #expect(failure.diagnostic.line == 2)
  }

  @Test func anEmptyPathInAJSONListIsNamedAtItsLine() {
    #expect(
      Self.message(
        "{\"target\": \"App\", \"targetDirectory\": \"/s\",\n\"resources\": [\n"
          + "{\"path\": \"/s/a.png\", \"rule\": \"copy\"},\n{\"path\": \"\", \"rule\": \"copy\"}]}")
        == "/p/App.xcfilelist:4: error: 'resources[1].path' is empty; write a file or folder, "
        + "absolute or relative to this list's folder [resource-list-invalid]")
    #expect(
      Self.message("{\"target\": \"App\",\n\"targetDirectory\": \"\", \"resources\": []}")
        == "/p/App.xcfilelist:2: error: 'targetDirectory' is empty; write a file or folder, "
        + "absolute or relative to this list's folder [resource-list-invalid]")
  }

  /// An entry where nothing is, named at its line in either format (it failed later as "no
  /// such folder", naming no list, though it may be a file).
  @Test func anEntryWhereNothingIsIsNamedAtItsLine() {
    func message(_ text: String) -> String {
      let result = ResourceListReader.read(text, path: "/p/App.xcfilelist", environment: [:]) {
        $0.contains("nope") ? nil : false
      }
      guard case .failure(let failure) = result else { return "read" }
      return failure.diagnostic.description
    }
    #expect(
      message("a.png\nLoose/nope.png\n")
        == "/p/App.xcfilelist:2: error: this line names '/p/Loose/nope.png', where nothing is; "
        + "write the path of a file or folder (a relative one is read from this list's folder), "
        + "or remove the line [resource-list-invalid]")
    #expect(
      message(
        "{\"target\": \"App\", \"targetDirectory\": \"/s\", \"resources\": [\n"
          + "{\"path\": \"a.png\", \"rule\": \"copy\"},\n{\"path\": \"nope.png\", \"rule\": \"copy\"}]}"
      )
        == "/p/App.xcfilelist:3: error: 'resources[1].path' names '/p/nope.png', where nothing "
        + "is; write a file or folder, absolute or relative to this list's folder "
        + "[resource-list-invalid]")
  }

  /// A wrong value is named at its own line, an entry's by its index.
  @Test func aWrongValueIsNamedAtItsLine() {
    #expect(
      Self.message(
        "{\"target\": \"App\", \"targetDirectory\": \"/s\", \"resources\": [\n"
          + "{\"path\": \"/s/a.png\", \"rule\": \"copy\"},\n"
          + "{\"path\": \"/s/b.png\",\n \"rule\": \"cpy\"}]}"
      ).hasPrefix(
        "/p/App.xcfilelist:4: error: not a resource list: 'resources[1].rule' has a value that "
          + "is not allowed;"))
    #expect(
      Self.message("{\n\"target\": 3,\n\"targetDirectory\": \"/s\", \"resources\": []}")
        .hasPrefix("/p/App.xcfilelist:2: error: not a resource list: 'target' is not of"))
  }

  @Test func anXcodeFileListCopiesFoldersAndProcessesFiles() throws {
    let list = try Self.read(
      "# assets\n$(SRCROOT)/App/Images\n\n  ${SRCROOT}/App/logo.png  \nShared/Icons\n",
      environment: ["SRCROOT": "/proj"]
    ).get()
    #expect(list.target == "App")
    #expect(list.targetDirectory == "/p")
    #expect(
      list.resources == [
        ResourceEntry(path: "/proj/App/Images", rule: .copy),
        ResourceEntry(path: "/proj/App/logo.png", rule: .process),
        ResourceEntry(path: "/p/Shared/Icons", rule: .copy),
      ])
  }

  /// A path listed twice, however spelt, is one resource: kept twice, each of its files clashed
  /// with itself in the bundle, an error.
  @Test func aPathListedTwiceIsOneResource() throws {
    let list = try Self.read(
      "Images\n./Images\n$(SRCROOT)/Images/\nlogo.png\nlogo.png\n", environment: ["SRCROOT": "/p"]
    ).get()
    #expect(
      list.resources == [
        ResourceEntry(path: "/p/Images", rule: .copy),
        ResourceEntry(path: "/p/logo.png", rule: .process),
      ])
  }

  @Test func aFileListNamesTheLineOfAnUnsetVariable() {
    #expect(
      Self.message("a.png\n$(PROJECT_DIR)/b.png\n")
        == "/p/App.xcfilelist:2: error: $(PROJECT_DIR) is not set, so this line names no file; "
        + "set PROJECT_DIR in the environment (Xcode sets it for a build phase), or write the "
        + "path out [resource-list-invalid]")
  }

  @Test func anEmptyFileListIsRefused() {
    #expect(Self.message("# nothing\n\n").contains("error: this file list names no file"))
  }

  /// Random texts built from the pieces both formats are made of (and broken bytes): reading
  /// never traps, and a refusal always points at a line of the text.
  @Test func randomTextsAreReadOrRefusedAtALine() {
    var random = SeededGenerator(seed: SeededGenerator.configuredSeed)
    let pieces = [
      "{", "}", "[", "]", "\"", ":", ",", "\n", "\r\n", " ", "$(", "${", ")", "}", "$", "#",
      "/", "a.png", "Images", #""target""#, #""targetDirectory""#, #""resources""#, #""path""#,
      #""rule""#, #""copy""#, "SRCROOT", "\u{202E}", "é", "\u{0}", "3", "null",
    ]
    for _ in 0..<SeededGenerator.rounds(default: 20_000) {
      var text = ""
      for _ in 0..<Int.random(in: 0...24, using: &random) {
        text += pieces.randomElement(using: &random)!
      }
      if Bool.random(using: &random) {
        text = String(decoding: Array(text.utf8) + [0xFF, 0xC3], as: UTF8.self)
      }
      // Each line break of the pieces ("\n", "\r\n") holds one newline byte.
      let lineCount = text.utf8.filter { $0 == UInt8(ascii: "\n") }.count + 1
      let result = ResourceListReader.read(
        text, path: "list", environment: ["SRCROOT": "/src"], isFolder: { _ in false })
      if case .failure(let failure) = result {
        #expect(
          (1...max(lineCount, 1)).contains(failure.diagnostic.line), "\(text.debugDescription)")
      }
    }
  }
}
