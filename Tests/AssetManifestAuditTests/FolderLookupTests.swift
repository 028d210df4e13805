import AssetManifestAudit
import AssetManifestGenerator
import Testing

/// A folder named in a lookup keeps every asset of the folder only when the lookup enumerates
/// it; a lookup of one resource in a subdirectory uses that resource.
@Suite("The asset audit: lookups in a folder")
struct FolderLookupTests {
  static let files = [
    "Art/ui/badge.png", "Art/ui/badge@2x.png", "Art/ui/badge~ipad.png", "Art/ui/legacy.png",
    "Art/icons/star.png", "Art/icons/moon.png",
  ]

  @Test(
    "a single resource's lookup with a subdirectory uses that resource, not its folder",
    arguments: [
      #"Bundle.module.url(forResource: "badge", withExtension: "png", subdirectory: "Art/ui")"#,
      #"Bundle.main.path(forResource: "badge", ofType: "png", inDirectory: "Art/ui")"#,
      #"""
      Bundle.module.url(
        forResource: "badge", withExtension: "png", subdirectory: "Art/ui", localization: "de")
      """#,
      #"Bundle.main.path(forResource: "badge", ofType: nil, inDirectory: "Art/ui")"#,
    ])
  func oneResourceInASubdirectory(lookup: String) {
    let unused = AuditLinearTests.unused(Self.files, sources: ["let badge = " + lookup])
    #expect(unused == ["Art/icons/moon.png", "Art/icons/star.png", "Art/ui/legacy.png"])
  }

  @Test(
    "a lookup that enumerates a folder, or names a resource the code builds, keeps the folder",
    arguments: [
      #"Bundle.module.urls(forResourcesWithExtension: "png", subdirectory: "Art/ui")"#,
      #"Bundle.main.paths(forResourcesOfType: "png", inDirectory: "Art/ui")"#,
      #"try FileManager.default.contentsOfDirectory(atPath: base + "/" + "Art/ui")"#,
      #"Bundle.module.url(forResource: name, withExtension: "png", subdirectory: "Art/ui")"#,
      #"Bundle.module.url(forResource: "b\(n)", withExtension: "png", subdirectory: "Art/ui")"#,
      #"Bundle.module.url(forResource: "ui", withExtension: nil, subdirectory: "Art")"#,
      #"let folder = "Art/ui""#,
    ])
  func enumeratedFolders(lookup: String) {
    let unused = AuditLinearTests.unused(Self.files, sources: ["let found = " + lookup])
    #expect(unused == ["Art/icons/moon.png", "Art/icons/star.png"])
  }

  /// What strings naming a folder alone kept, by string, from `sources`; with the unused-asset
  /// rule at `level` when given.
  static func keptByFolder(
    _ files: [String], sources: [String], level: Rule.Level? = nil
  ) -> [String: Int] {
    var references = SwiftReferences()
    for source in sources { references.formUnion(SwiftReferences(source: source)) }
    var options = GeneratorOptions()
    options.rules.levels[.unusedAsset] = level
    let output = ManifestGenerator.generate(
      FolderListing(files: files, diagnostics: []), options: options)
    return UnusedAssets.find(
      groups: output.groups, tree: output.tree, options: options, references: references
    ).keptByFolder
  }

  @Test("what a folder's name alone keeps is counted under the deepest run of most folders")
  func keptByFolderIsCounted() {
    let files = Self.files + ["xy/ab/tile.png"]
    let names = #"let a = ["Art", "Art/ui", "ui", "icons", "xy", "ab"]"#
    let badge = #"let b = UIImage(named: "badge")"#
    // badge is named as a file, so it is not counted. legacy is counted under "Art/ui", the run
    // of most folders; star and moon under "icons", deeper than "Art"; tile under "ab".
    #expect(
      Self.keptByFolder(files, sources: [names, badge]) == ["Art/ui": 1, "icons": 2, "ab": 1])
    // A lookup of a folder's files uses them: they are not counted, under any of their names.
    let lookup = #"let c = Bundle.module.urls(forResourcesWithExtension: nil, subdirectory: "ui")"#
    #expect(
      Self.keptByFolder(files, sources: [names, badge, lookup]) == ["icons": 2, "ab": 1])
    // Assets whose findings the rules hide are not counted.
    #expect(Self.keptByFolder(files, sources: [names], level: .off).isEmpty)
    #expect(
      Self.keptByFolder(files, sources: [names], level: .error) == [
        "Art/ui": 2, "icons": 2, "ab": 1,
      ])
  }

  @Test("the folder of a single lookup still counts where the code names it otherwise")
  func folderNamedElsewhere() {
    let sources = [
      #"let a = Bundle.module.url(forResource: "badge", withExtension: "png", subdirectory: "Art/ui")"#,
      #"let b = Bundle.module.urls(forResourcesWithExtension: "png", subdirectory: "Art/ui")"#,
    ]
    #expect(
      AuditLinearTests.unused(Self.files, sources: sources) == [
        "Art/icons/moon.png", "Art/icons/star.png",
      ])
  }

  @Test("a walk of every asset is found with its file and line")
  func walkIsLocated() {
    var references = SwiftReferences()
    references.formUnion(SwiftReferences(source: "let a = 1\n", path: "A.swift"))
    references.formUnion(
      SwiftReferences(
        source: "import StandardPaths\n\nlet m = Assets.manifest\nfunc f() {\n  _ = m.assets\n}\n",
        path: "Sources/App/Preload.swift"))
    #expect(
      references.walk() == SwiftReferences.Location(path: "Sources/App/Preload.swift", line: 5))
    #expect(SwiftReferences(source: "_ = catalog.assets", path: "B.swift").walk() == nil)
  }

  @Test("a walk of another namespace's or another module's manifest is not this target's")
  func walkOfAnotherTargetIsNotThisOnes() {
    let walk = { (source: String, namespace: String, module: String?) in
      SwiftReferences(source: source, path: "main.swift").walk(
        namespace: namespace, module: module)
    }
    let found = SwiftReferences.Location(path: "main.swift", line: 1)
    let qualified = "print(LibA.Assets.manifest.assets.count)"
    #expect(walk(qualified, "Assets", "LibB") == nil)
    #expect(walk(qualified, "Assets", "LibA") == found)
    // Without the target's module, a qualified walk may be this target's: the audit errs
    // towards used.
    #expect(walk(qualified, "Assets", nil) == found)
    let other = "for a in CoreAssets.manifest.assets { print(a) }"
    #expect(walk(other, "FeatureAssets", "Feature") == nil)
    #expect(walk(other, "CoreAssets", "Core") == found)
    // Through an alias, and through a value that may hold any manifest.
    let alias = "let m = LibA.Assets.manifest\n_ = m.assets"
    #expect(walk(alias, "Assets", "LibB") == nil)
    #expect(walk(alias, "Assets", "LibA") == SwiftReferences.Location(path: "main.swift", line: 2))
    #expect(walk("_ = self.manifest.assets", "Assets", "LibB") == found)
    // Inside the namespace, and through an alias of it, the walk may be this target's.
    let inside = "extension Assets { static var all: Int { Self.manifest.assets.count } }"
    #expect(walk(inside, "Assets", "App") == found)
    let renamed = "typealias R = Assets\n_ = R.manifest.assets"
    #expect(walk(renamed, "Assets", "App") == SwiftReferences.Location(path: "main.swift", line: 2))
  }

  @Test("a target's module is named as SwiftPM names it")
  func moduleNames() {
    #expect(SwiftReferences.moduleName(ofTarget: "App") == "App")
    #expect(SwiftReferences.moduleName(ofTarget: "my-lib.core") == "my_lib_core")
    #expect(SwiftReferences.moduleName(ofTarget: "3D") == "_3D")
  }
}
