import Foundation
import TestSupport
import Testing

/// The audit against the compiler: a fixture that uses each asset one way is type-checked with
/// the generated file, so every use in it is a real one, then audited: no asset it uses may be
/// called unused.
@Suite("The audit never calls a compiled use unused")
struct AuditDifferentialTests {
  /// Each asset's name (a file `Characters/NAME.png`) and the code that uses it, one way each.
  static let uses: [(asset: String, code: String)] = [
    ("direct", "_ = Assets.Characters.direct"),
    ("qualified", "_ = App.Assets.Characters.qualified"),
    ("multiline", "_ = Assets\n    .Characters // the cast\n    .multiline"),
    ("aliased", "let cast = Assets.Characters.self; _ = cast.aliased"),
    ("staticalias", "_ = Theme.cast.staticalias"),
    ("typealiased", "_ = Art.typealiased"),
    ("aliasofalias", "_ = Art2.aliasofalias"),
    ("parameter", "_ = show(Assets.Characters.self)"),
    (
      "sidekick",
      "let path = \\Assets.Characters.Type.sidekick; _ = Assets.Characters.self[keyPath: path]"
    ),
    ("fnret", "_ = characters().fnret"),
    ("tuple", "let (a, b) = (Assets.Characters.self, 1); _ = (a.tuple, b)"),
    ("dollar", "_ = [Assets.Characters.self].map { $0.dollar }"),
    ("optional", "if let chars = Optional(Assets.Characters.self) { _ = chars.optional }"),
    ("selfdot", "_ = Assets.Characters.self.selfdot"),
    ("café", #"_ = Assets.manifest.path(forFile: "Characters/caf\u{E9}.png")"#),
    (#"say"hi"#, #"_ = Assets.manifest.path(forFile: "Characters/say\"hi.png")"#),
    ("afterdivision", #"_ = Int("4")!/2; _ = Assets.Characters.afterdivision; _ = Int("6")!/3"#),
    ("looked", #"_ = Assets.manifest.path(forFile: "Characters/looked")"#),
    ("bundled", #"_ = Bundle.module.url(forResource: "bundled", withExtension: "png")"#),
    ("extended", "_ = Assets.Characters.all"),
  ]

  /// Declarations the uses need, and a use by a bare name inside an extension.
  static let declarations = """
    import Foundation
    import StandardPaths

    extension Bundle { static var module: Bundle { .main } }
    typealias Art = Assets.Characters
    typealias Art2 = Art
    enum Theme { static let cast: Assets.Characters.Type = Assets.Characters.self }
    func characters() -> Assets.Characters.Type { Assets.Characters.self }
    func show(_ art: Assets.Characters.Type) -> Asset { art.parameter }
    extension Assets.Characters { static var all: [Asset] { [extended] } }
    // Assets.Characters.commented is for later.

    """

  @Test(timeLimit(minutes: 10))
  func everyCompiledUseIsAUse() throws {
    let unused = ["neverused", "commented"]
    let assets = (Self.uses.map(\.asset) + unused).map { "R/Characters/\($0).png" }
    let folder = try TemporaryFolder(files: assets)
    defer { folder.remove() }
    let generated = folder.url.appendingPathComponent("Assets.swift")
    let generate = try CommandRunner.run([
      "generate", "--input", folder.url.appendingPathComponent("R").path,
      "--output", generated.path,
    ])
    #expect(generate.status == 0, "\(generate.error)")
    var fixture = Self.declarations + "func use() {\n"
    for use in Self.uses { fixture += "  do { \(use.code) }\n" }
    fixture += "}\n"
    let source = folder.url.appendingPathComponent("Fixture.swift")
    try Data(fixture.utf8).write(to: source)

    let typecheck = try Self.typecheck([generated.path, source.path])
    #expect(typecheck.status == 0, "the fixture must compile: \(typecheck.error)\n\(fixture)")

    let audit = try CommandRunner.run([
      "unused", folder.url.appendingPathComponent("R").path, "--sources", source.path,
    ])
    #expect(audit.status == 0, "\(audit.error)")
    let reported = Set(
      audit.error.split(separator: "\n").compactMap { line -> String? in
        guard let start = line.range(of: "warning: 'Characters/"),
          let end = line.range(of: ".png' is never referenced")
        else { return nil }
        return String(line[start.upperBound..<end.lowerBound])
      })
    #expect(reported == Set(unused), "\(audit.error)")
  }

  /// `swiftc -typecheck` of `files` against the built StandardPaths module.
  static func typecheck(_ files: [String]) throws -> CommandRunner.Result {
    let modules = BuildProducts.folder.appendingPathComponent("Modules")
    var arguments = ["swiftc", "-typecheck", "-module-name", "App", "-I", modules.path]
    // The C module StandardPaths imports, where SwiftPM leaves its map beside the products.
    let map = BuildProducts.folder.appendingPathComponent("AtomicWord.build/module.modulemap")
    if FileManager.default.fileExists(atPath: map.path) {
      arguments += ["-Xcc", "-fmodule-map-file=\(map.path)"]
    }
    return try CommandRunner.run(
      arguments + files, executable: URL(fileURLWithPath: "/usr/bin/env"))
  }
}
