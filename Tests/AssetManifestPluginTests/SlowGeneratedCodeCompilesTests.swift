import AssetManifestGenerator
import Foundation
import StandardPaths
import TestSupport
import Testing

/// Random folders, hostile names included: the generated Swift must compile against the
/// runtime, and every typed constant must give what probing the same files gives.
@Suite("Generated code compiles and agrees with probing", .slowTier)
struct SlowGeneratedCodeCompilesTests {
  static let stems = [
    "hero", "sky", "my file", "🦄", "cafe\u{301}", "über", "class", "Type", "self", "init", "1up",
    "manifest", "a.b", "+", "日本", String(repeating: "long", count: 50), "Sub/ok", "Sub Folder/x",
    "class/deep", "1st/x",
  ]
  static let suffixes = [
    "", "@2x", "@3x", "~ipad", "~iphone", "-568h@2x", "-hd", "@2x~ipad", "~mac", "-hd@2x", "@1.5x",
  ]
  static let extensions = [".png", ".jpg", ".nib", ".obj.gz"]

  /// A random set of files with no two names that differ only in letter case.
  static func randomFiles(using random: inout SeededGenerator) -> [String] {
    var byLowercased: [String: String] = [:]
    for stem in stems.shuffled(using: &random).prefix(Int.random(in: 3...12, using: &random)) {
      let fileExtension = extensions.randomElement(using: &random)!
      for suffix in suffixes.shuffled(using: &random).prefix(Int.random(in: 1...4, using: &random))
      {
        let file = stem + suffix + fileExtension
        if byLowercased[file.lowercased()] == nil { byLowercased[file.lowercased()] = file }
      }
    }
    return Array(byLowercased.values)
  }

  /// Shapes that stopped generation in real apps: names that differ only in marks or in a
  /// trailing extension (`NamingTests` checks the names themselves).
  static let realCollisionShapes = [
    "Dashed_Divider_.png", "Dashed_Divider.png", "t.pvr", "t.pvr.ccz", "btn-close.png",
    "btn_close.png", "Icon-72.png", "Icon_72.png", "arrow-left.png", "arrowLeft.png", "bg.jpg",
    "bg.png", "bg@2x.png",
  ]

  /// Names with characters that reorder text or show nothing, which the generated source must
  /// carry as escapes and its constants' names drop.
  static let hiddenCharacterNames = [
    "he\u{200B}ro.png", "tro\u{202E}jan@2x.png", "tro\u{202E}jan.png", "Ev\u{2066}il/x\u{FEFF}.png",
  ]

  static func literal(_ text: String) -> String {
    "\"" + text.unicodeScalars.map { "\\u{\(String($0.value, radix: 16))}" }.joined() + "\""
  }

  @Test(timeLimit(minutes: 15))
  func randomFoldersCompileAndAgreeWithFileResolver() throws {
    var random = SeededGenerator(seed: SeededGenerator.configuredSeed)
    // The random folders, then the name clashes real Objective-C apps ship (which once stopped
    // generation) and names with hidden characters, so their renamed constants are compiled
    // and checked too.
    let cases =
      (0..<SeededGenerator.rounds(default: 6)).map { _ in Self.randomFiles(using: &random) }
      + [Self.realCollisionShapes, Self.hiddenCharacterNames]
    let name = TemporaryPackage.dependencyName
    let package = try TemporaryPackage(
      files: cases.enumerated().flatMap { index, files in files.map { "Cases/Case\(index)/\($0)" }
      },
      targets: """
            .executableTarget(
              name: "Check", dependencies: [.product(name: "StandardPaths", package: "\(name)")])
        """)
    defer { package.remove() }

    // The module declares its own Asset, Bundle and Device, which the generated code must not
    // mistake for the runtime's.
    try package.write(
      "struct Asset {}\nenum Bundle {}\nstruct Device {}\n", to: "Sources/Check/Types.swift")
    var main = "import StandardPaths\n\n"
    main += "func emit(_ label: String, _ asset: StandardPaths.Asset) {\n"
    main += "  for device in StandardPaths.Device.knownDevices {\n"
    main +=
      "    print(label + \"\\t\" + device.description + \"\\t\" + (asset.path(for: device) ?? \"-\"))\n"
      + "  }\n}\n"
    var expected: [String] = []
    for (index, files) in cases.enumerated() {
      let folder = package.url.appendingPathComponent("Cases/Case\(index)")
      let listing = try FolderScanner.scan(folder, options: .init(includeHidden: false))
      var options = GeneratorOptions()
      options.namespace = "Case\(index)"
      options.bundle = .none
      let output = ManifestGenerator.generate(listing, options: options)
      let source = try #require(
        output.source, "case \(index) \(files.sorted()): \(output.diagnostics)")
      try package.write(source, to: "Sources/Check/Case\(index).swift")
      let probe = FileResolver(folder: folder, caching: .never)
      let base = folder.standardizedFileURL.path + "/"
      for (expression, group) in output.tree.constantExpressions(prefix: "Case\(index)") {
        let request = output.groups[group].request
        let label = "\(index) \(request)"
        main += "emit(\(Self.literal(label)), \(expression))\n"
        for device in Device.knownDevices {
          let deviceName = device.description
          let probed = probe.normalizedPath(
            forFile: request, ofType: output.groups[group].type, on: device)
          expected.append(
            label + "\t" + deviceName + "\t"
              + (probed.map { String($0.dropFirst(base.count)) } ?? "-"))
        }
      }
    }
    try package.write(main, to: "Sources/Check/main.swift")

    let run = try package.run("Check")
    #expect(run.status == 0, "\(run.output)")
    let printed = run.output.split(separator: "\n").map(String.init)
    #expect(expected.count >= 12 * cases.count * 3)
    #expect(printed.count == expected.count)
    for (got, want) in zip(printed, expected) where got != want {
      Issue.record("constant gives \(got), probing gives \(want)")
    }
  }
}
