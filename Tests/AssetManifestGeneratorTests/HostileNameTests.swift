import AssetManifestGenerator
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The bad-input corpus: every name a designer might drop into a resource folder, on a real
/// disk, with the outcome each must have.
@Suite("Hostile file names")
struct HostileNameTests {
  /// Why the tests that need a name's two Unicode spellings on disk are skipped where they are.
  static let oneSpellingOnDisk: Comment = """
    files made here do not keep the Unicode spelling of their names (Apple platforms: Foundation \
    decomposes every path, and APFS takes both spellings for one name), so café with U+00E9 and \
    with e + U+0301 cannot be two files
    """

  /// Scans `folder`, generates, and returns the output and the Swift names of the constants.
  static func generate(_ folder: URL) throws -> (ManifestGenerator.Output, [String]) {
    let listing = try FolderScanner.scan(folder, options: .init(includeHidden: false))
    let output = ManifestGenerator.generate(listing, options: GeneratorOptions())
    return (output, output.tree.constants.map(\.identifier))
  }

  static func generate(_ files: [String]) throws -> (ManifestGenerator.Output, [String]) {
    let folder = try TemporaryFolder(files: files)
    defer { folder.remove() }
    return try generate(folder.url)
  }

  static func messages(_ output: ManifestGenerator.Output) -> [String] {
    output.diagnostics.map { "\($0.severity): \($0.message)" }
  }

  @Test(arguments: [
    ("my file.png", "myFile"), ("🦄.png", "u1F984"), ("class.png", "`class`"),
    ("Type.png", "type"), ("self.png", "self_"), ("init.png", "init_"), ("1up.png", "_1up"),
    ("manifest.png", "manifest_"), ("über straße.png", "überStraße"), ("+.png", "u2B"),
    ("assetManifestEntry.png", "assetManifestEntry_"),
    ("assetManifestTable.png", "assetManifestTable_"),
    ("assetCatalogTable.png", "assetCatalogTable_"),
    ("assetCatalogImage.png", "assetCatalogImage_"),
    (String(repeating: "a", count: 251) + ".png", String(repeating: "a", count: 251)),
  ])
  func unusualNamesGiveCleanOutput(file: String, identifier: String) throws {
    let (output, identifiers) = try Self.generate(
      [file, file.replacingOccurrences(of: ".png", with: "@2x.png")].filter { $0.utf8.count <= 255 }
    )
    // A name Swift reserves is renamed with a word; any other name gets no message at all.
    let expected =
      identifier.hasSuffix("_")
      ? [
        "warning: '\(file)' is named '\(identifier)', since '\(identifier.dropLast())' means "
          + "something else in Swift or in the generated code; to choose another name, map it to "
          + "one under \"names\" in asset-manifest.json"
      ] : []
    #expect(Self.messages(output) == expected)
    #expect(output.source != nil)
    #expect(identifiers == [identifier])
  }

  @Test(.enabled(if: TemporaryVolume.keepsUnicodeSpellings, HostileNameTests.oneSpellingOnDisk))
  func composedAndDecomposedSpellingsAreOneAsset() throws {
    let (output, identifiers) = try Self.generate(["caf\u{E9}.png", "cafe\u{301}@2x.png"])
    #expect(identifiers == ["café"])
    #expect(output.groups.count == 1)
    #expect(output.groups[0].files.count == 2)
    #expect(output.source != nil)
    let warning = try #require(output.diagnostics.first)
    #expect(warning.severity == .warning)
    #expect(warning.message.contains("spell one name in two Unicode forms"))
  }

  /// The Kelvin sign (U+212A) is canonically `K`, but neither composed nor decomposed: the
  /// message escapes the differing character, which prints as a `K`, and names each file's form
  /// truly instead of calling every form that is not NFC "NFD".
  @Test func eachSpellingsFormIsNamedTruly() {
    let output = ManifestGenerator.generate(
      FolderListing(
        files: ["\u{212A}elvin.png", "Kelvin@2x.png", "cafe\u{301}.png", "caf\u{E9}@2x.png"],
        diagnostics: []),
      options: GeneratorOptions())
    let messages = output.diagnostics.filter { $0.rule == .mixedUnicodeForms }.map(\.message)
    #expect(
      messages.map { $0.prefix(while: { $0 != ";" }) }.sorted() == [
        "'Kelvin@2x.png' (NFC) and '\\u{212A}elvin.png' (neither NFC nor NFD) spell one name "
          + "in two Unicode forms",
        "'cafe\\u{301}.png' (NFD) and 'caf\\u{E9}@2x.png' (NFC) spell one name in two Unicode "
          + "forms",
      ], "\(messages)")
  }

  /// Through the layout stage, as the command and the plugins run it, in each layout.
  static func layOut(_ files: [String], rule: ResourceEntry.Rule) throws -> (
    ManifestGenerator.Output, root: String
  ) {
    let folder = try TemporaryFolder(files: files.map { "Assets/" + $0 })
    defer { folder.remove() }
    let root = folder.url.appendingPathComponent("Assets").path
    let listing = try BundleLayout.listing(of: [ResourceEntry(path: root, rule: rule)])
    return (ManifestGenerator.generate(listing, options: GeneratorOptions()), root)
  }

  @Test(
    .enabled(
      if: TemporaryVolume.keepsUnicodeSpellings, HostileNameTests.oneSpellingOnDisk),
    arguments: [ResourceEntry.Rule.contents, .copy, .process])
  func oneFileNameInTwoUnicodeFormsIsAnErrorShowingTheDifference(rule: ResourceEntry.Rule) throws {
    let (output, root) = try Self.layOut(
      ["caf\u{E9}.png", "cafe\u{301}.png", "tea.png"], rule: rule)
    #expect(output.source == nil)
    // Named as the bundle names them, as every finding names assets: the same on every machine.
    let folder = rule == .copy ? "Assets/" : ""
    #expect(
      output.diagnostics.map(\.description) == [
        "\(root)/caf\u{E9}.png:1: error: '\(folder)cafe\\u{301}.png' and '\(folder)caf\\u{E9}.png' "
          + "are one name in two Unicode spellings, which Swift and every lookup take for one, "
          + "so one file would hide the other; rename one of them, typing its name anew, or "
          + "remove it [unicode-spelling-clash]"
      ])
    #expect(
      output.groups.map(\.request).sorted().last == (rule == .copy ? "Assets/tea.png" : "tea.png"))
  }

  @Test(.enabled(if: TemporaryVolume.keepsUnicodeSpellings, HostileNameTests.oneSpellingOnDisk))
  func oneFileNameInTwoFoldersFlattenedSaysWhyTheyMeet() throws {
    let (output, root) = try Self.layOut(["A/caf\u{E9}.png", "B/cafe\u{301}.png"], rule: .process)
    #expect(
      output.diagnostics.map(\.description) == [
        "\(root)/A/caf\u{E9}.png:1: error: '\(root)/B/cafe\\u{301}.png' and "
          + "'\(root)/A/caf\\u{E9}.png' are one name in two Unicode spellings, which Swift and "
          + "every lookup take for one, so one file would hide the other (they meet because "
          + ".process(...) puts every file at the bundle's root); rename one of them, typing its "
          + "name anew, or remove it [unicode-spelling-clash]"
      ])
  }

  @Test(
    .enabled(
      if: TemporaryVolume.keepsUnicodeSpellings, HostileNameTests.oneSpellingOnDisk),
    arguments: [ResourceEntry.Rule.contents, .copy])
  func oneFolderNameInTwoUnicodeFormsIsAnError(rule: ResourceEntry.Rule) throws {
    let (output, root) = try Self.layOut(
      ["Caf\u{E9}/Deep/a.png", "Cafe\u{301}/b.png", "Cafe\u{301}/c.png"], rule: rule)
    #expect(output.source == nil)
    let folder = rule == .copy ? "Assets/" : ""
    #expect(
      output.diagnostics.map(\.description) == [
        "\(root)/Caf\u{E9}:1: error: the folders '\(folder)Cafe\\u{301}' and '\(folder)Caf\\u{E9}' "
          + "are one name in two Unicode spellings, which Swift and every lookup take for one, "
          + "so their files would merge into one namespace; the second's files are left out: "
          + "move them into the first, or rename one folder, typing its name anew "
          + "[unicode-spelling-clash]"
      ])
    // The spelling first in byte order (here the decomposed one) keeps its files.
    #expect(
      output.groups.map(\.request).map { $0.hasSuffix("b.png") || $0.hasSuffix("c.png") } == [
        true, true,
      ])
  }

  @Test func hiddenCharactersAreNamedEscapedAndNeverReachTheSource() throws {
    let (output, root) = try Self.layOut(
      ["he\u{200B}ro.png", "Ev\u{202E}il/b.png", "Ev\u{202E}il/c.png", "plain.png"],
      rule: .contents)
    let messages = output.diagnostics.map(\.description)
    #expect(
      messages == [
        "\(root)/Ev\\u{202E}il:1: warning: this folder's name, 'Ev\\u{202E}il', holds characters "
          + "that reorder text or show nothing, so a reader sees another name than the one it "
          + "has (the generated code names it without them); rename it without them "
          + "[name-hidden-characters]",
        "\(root)/he\\u{200B}ro.png:1: warning: this file's name, 'he\\u{200B}ro.png', holds "
          + "characters that reorder text or show nothing, so a reader sees another name than "
          + "the one it has (the generated code names it without them); rename it without them "
          + "[name-hidden-characters]",
      ])
    let source = try #require(output.source)
    #expect(!source.unicodeScalars.contains(where: HiddenCharacters.contains))
    #expect(source.contains("he\\u{200B}ro.png"))
    #expect(source.contains("static var hero: StandardPaths.Asset"))
    #expect(source.contains("enum Evil {"))
  }

  @Test func namesMadeOnlyOfSuffixesAreLeftOutWithAWarning() throws {
    let (output, identifiers) = try Self.generate(["@2x.png", "~ipad.png", "-hd.png", "ok.png"])
    #expect(identifiers == ["ok"])
    #expect(output.source != nil)
    #expect(output.diagnostics.map(\.path).sorted() == ["-hd.png", "@2x.png", "~ipad.png"])
    #expect(
      output.diagnostics.allSatisfy {
        $0.severity == .warning && $0.message.contains("nothing comes before the suffixes")
      })
    #expect(
      Self.messages(output).contains { $0.contains("rename it, for example to 'image@2x.png'") })
  }

  /// An enum per folder: 253 nested folders made a file Swift refused ("structure nesting level
  /// exceeded maximum of 256") while the generator said nothing. A file deeper than the limit
  /// is left out with an error, and one at the limit is kept.
  @Test func aFileTooManyFoldersDeepIsLeftOutWithAnError() throws {
    let limit = NameFilter.maximumFolderDepth
    let deep = String(repeating: "d/", count: limit + 1) + "deep.png"
    let kept = String(repeating: "d/", count: limit) + "kept.png"
    let (output, _) = try Self.generate([deep, kept])
    #expect(output.groups.map(\.request) == [kept])
    #expect(output.diagnostics.map(\.rule) == [.foldersTooDeep])
    #expect(output.diagnostics.first?.path == deep)
    #expect(output.diagnostics.first?.severity == .error)
    #expect(output.diagnostics.first?.message.contains("lies 201 folders deep") == true)
  }

  @Test func hiddenFilesAndEmptyFoldersAreIgnored() throws {
    let folder = try TemporaryFolder(files: [".png", ".DS_Store", ".hidden/a.png", "ok.png"])
    defer { folder.remove() }
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("Empty/Nested"), withIntermediateDirectories: true)
    let (output, identifiers) = try Self.generate(folder.url)
    #expect(output.diagnostics.isEmpty)
    #expect(identifiers == ["ok"])
    #expect(try !#require(output.source).contains("Empty"))
  }

  @Test(
    .enabled(
      if: TemporaryVolume.acceptsNamesThatAreNotUTF8,
      "the temporary folder's volume refuses a file name that is not UTF-8 (APFS, macOS's default)"
    ))
  func namesThatAreNotUTF8AreLeftOutWithTheBytesEscaped() throws {
    let folder = try TemporaryFolder(files: ["ok.png"])
    defer { folder.remove() }
    let bytes =
      Array(folder.url.path.utf8) + Array("/bad\u{FF}".utf8.prefix(4)) + [0xFF, 0xFE]
      + Array(".png".utf8) + [0]
    let descriptor = bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
    }
    try #require(descriptor >= 0)
    close(descriptor)
    let (output, identifiers) = try Self.generate(folder.url)
    #expect(identifiers == ["ok"])
    #expect(output.source != nil)
    #expect(output.diagnostics.map(\.path) == [#"bad\xFF\xFE.png"#])
    #expect(output.diagnostics.first?.message.contains("not valid UTF-8") == true)
  }

  @Test func linksThatLoopOrLeaveTheFolderAreNotFollowed() throws {
    let folder = try TemporaryFolder(files: ["Sub/ok.png"])
    defer { folder.remove() }
    let manager = FileManager.default
    try manager.createSymbolicLink(
      atPath: folder.url.appendingPathComponent("Sub/loop").path, withDestinationPath: "..")
    try manager.createSymbolicLink(
      atPath: folder.url.appendingPathComponent("outside.png").path,
      withDestinationPath: Repository.root.appendingPathComponent("Package.swift").path)
    try manager.createSymbolicLink(
      atPath: folder.url.appendingPathComponent("inside.png").path,
      withDestinationPath: "Sub/ok.png")
    let (output, identifiers) = try Self.generate(folder.url)
    #expect(identifiers == ["inside"])
    #expect(output.groups.map(\.request) == ["Sub/ok.png", "inside.png"])
    let messages = Dictionary(
      uniqueKeysWithValues: output.diagnostics.map { ($0.path, $0.message) })
    #expect(
      messages["Sub/loop"]
        == "symbolic link loop: it leads back to '.', a folder that holds it, so it is not "
        + "followed; remove the link")
    #expect(messages["outside.png"]?.contains("outside the folder, not followed") == true)
    #expect(output.diagnostics.allSatisfy { $0.severity == .warning })
  }

  /// A chain of links longer than the system follows, which never comes back to itself, was
  /// called a loop; it is named for what it is, and left out.
  @Test func aChainTooLongToFollowIsNoLoop() throws {
    let folder = try TemporaryFolder(files: ["Chain/end.png"])
    defer { folder.remove() }
    // Outside the scanned folder, so that only the first link is an entry of it.
    for index in 0..<45 {
      try FileManager.default.createSymbolicLink(
        atPath: folder.url.appendingPathComponent("Chain/l\(index)").path,
        withDestinationPath: index == 44 ? "end.png" : "l\(index + 1)")
    }
    let assets = folder.url.appendingPathComponent("Assets")
    try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: assets.appendingPathComponent("far.png").path, withDestinationPath: "../Chain/l0")
    let output = ManifestGenerator.generate(
      try AssetReader.read([ResourceEntry(path: assets.path, rule: .contents)]),
      options: GeneratorOptions())
    let findings = output.diagnostics.filter { $0.rule == .symbolicLinkLoop }
    #expect(findings.count == 1, "\(output.diagnostics)")
    #expect(
      findings.first?.message.hasPrefix(
        "a chain of more symbolic links than the system follows (40): 'far.png' → ") == true,
      "\(findings)")
    #expect(findings.first?.message.contains("loop") == false)
    #expect(output.groups.isEmpty)
  }

  @Test func aFileWhereTheFolderShouldBeIsAnError() throws {
    let folder = try TemporaryFolder(files: ["Assets"])
    defer { folder.remove() }
    let file = folder.url.appendingPathComponent("Assets")
    #expect(throws: ScanError.notAFolder(path: file.standardizedFileURL.path)) {
      try FolderScanner.scan(file, options: .init(includeHidden: false))
    }
    #expect(ScanError.notAFolder(path: "x").description.contains("pass the folder that holds"))
  }
}
