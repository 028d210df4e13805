import AssetManifestGenerator
import Foundation
import TestSupport
import Testing

/// Hostile input to the generator's writer and checks: clean write failures, any name the file
/// system allows, control characters in names, and findings of a bounded length.
@Suite("Writer and names")
struct WriterAndNameTests {
  @Test func aWriteFailureSaysWhyWithoutNamingTheTemporaryFile() throws {
    let folder = try TemporaryFolder(files: [])
    defer { folder.remove() }
    let missing = folder.url.appendingPathComponent("no/such/folder/Assets.swift")
    #expect {
      try GeneratedFileWriter.write("x", to: missing)
    } throws: { error in
      let text = "\(error)"
      return text == "No such file or directory" && !text.contains(".tmp")
    }
  }

  /// A replaced file keeps its permissions: one made read-only stays read-only, a private one
  /// private. A new file gets 0644 less the umask.
  @Test(arguments: [0o444, 0o600, 0o640])
  func aReplacedFileKeepsItsPermissions(permissions: Int) throws {
    let folder = try TemporaryFolder(files: ["Assets.swift"])
    defer { folder.remove() }
    let url = folder.url.appendingPathComponent("Assets.swift")
    try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: url.path)
    #expect(try GeneratedFileWriter.write("let x = 1\n", to: url))
    #expect(try String(contentsOf: url, encoding: .utf8) == "let x = 1\n")
    let kept = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions]
    #expect((kept as? NSNumber)?.intValue == permissions)
  }

  /// A file rewritten less than a second after it was written gets a modification time a
  /// second later: Swift's incremental build missed the change otherwise, kept the old object
  /// file and failed to link (in an outside trial, 3 of 8 builds run back to back).
  @Test func aYoungFileIsReplacedASecondAfterItWasWritten() throws {
    let folder = try TemporaryFolder(files: [])
    defer { folder.remove() }
    let url = folder.url.appendingPathComponent("Assets.swift")
    #expect(try GeneratedFileWriter.write("let x = 1\n", to: url))
    let first = try #require(
      try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date)
    #expect(try GeneratedFileWriter.write("let x = 2\n", to: url))
    let second = try #require(
      try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date)
    #expect(second.timeIntervalSince(first) >= 1, "\(first) → \(second)")
  }

  /// A 236-byte name is valid on every file system this runs on (255 bytes a name); the
  /// temporary file beside it must fit too.
  @Test func aLongValidNameIsWritten() throws {
    let folder = try TemporaryFolder(files: [])
    defer { folder.remove() }
    let name = String(repeating: "a", count: 230) + ".swift"
    let url = folder.url.appendingPathComponent(name)
    #expect(try GeneratedFileWriter.write("let x = 1\n", to: url))
    #expect(try String(contentsOf: url, encoding: .utf8) == "let x = 1\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == [name])
  }

  /// U+0085, the next-line character, is a control character as a tab is.
  @Test func aNextLineCharacterInANameIsAnError() {
    let output = ManifestGenerator.generate(
      FolderListing(files: ["a\u{85}b.png", "c.png"], diagnostics: []),
      options: GeneratorOptions())
    #expect(output.source == nil)
    #expect(output.diagnostics.map(\.path) == ["a\u{85}b.png"])
  }

  /// Thousands of language folders give warnings of a bounded length, not one that lists them
  /// all per resource.
  @Test func aMissingFallbackNamesAFewLanguagesAndCountsTheRest() {
    let languages = ["de", "es", "fr", "it", "ja", "ko", "nl", "pt", "sv"]
    let files = languages.map { "\($0).lproj/only.txt" } + ["en.lproj/x.txt", "fr.lproj/b.txt"]
    let output = ManifestGenerator.generate(
      FolderListing(files: files, diagnostics: []), options: GeneratorOptions())
    let warning = output.diagnostics.map(\.description).first { $0.contains("'only.txt'") }
    #expect(
      warning
        == "de.lproj/only.txt:1: warning: 'only.txt' is only in de.lproj, es.lproj, fr.lproj, "
        + "it.lproj, ja.lproj and 4 more; users of any other language get no file, as neither "
        + "the development language 'en' nor Base.lproj has it (it is missing in en); add "
        + "en.lproj/only.txt or Base.lproj/only.txt [missing-language-fallback]")
  }
}
