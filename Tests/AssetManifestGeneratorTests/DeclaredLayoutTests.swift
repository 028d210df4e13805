import AssetManifestGenerator
import Testing

/// `--layout`'s default: the rule a `Package.swift`'s text declares for a folder of a target.
@Suite("The layout Package.swift declares for a folder")
struct DeclaredLayoutTests {
  static let manifest = """
    // swift-tools-version: 6.1
    import PackageDescription

    let package = Package(
      name: "Game",
      dependencies: [.package(path: "../StandardPaths")],
      targets: [
        // .copy("Resources") was the old layout
        .target(name: "Game", resources: [.process("Resources"), .copy("./Raw/")]),
        .target(
          name: "Levels", path: "Content/Levels",
          resources: [Resource.copy("Maps"), .process("Art", localization: .default)]),
        /* .process("Maps") */
        .testTarget(name: "GameTests", resources: [.copy("Fixtures")]),
        .target(name: "Built", resources: [.process(folder)]),
      ]
    )
    """

  static func layout(_ folder: String) -> DeclaredLayout {
    DeclaredLayout.find(
      folder.split(separator: "/").map(String.init), manifest: manifest, at: "Package.swift",
      given: folder)
  }

  @Test("a folder a target declares, in Sources, Tests or its own path, comments left out")
  func declaredFolders() {
    #expect(
      Self.layout("Sources/Game/Resources")
        == .declared(
          .process, declaration: #".process("Resources")"#, manifest: "Package.swift", line: 9))
    #expect(
      Self.layout("Sources/Game/Raw")
        == .declared(.copy, declaration: #".copy("./Raw/")"#, manifest: "Package.swift", line: 9))
    #expect(
      Self.layout("Content/Levels/Maps")
        == .declared(.copy, declaration: #".copy("Maps")"#, manifest: "Package.swift", line: 12))
    #expect(
      Self.layout("Tests/GameTests/Fixtures")
        == .declared(.copy, declaration: #".copy("Fixtures")"#, manifest: "Package.swift", line: 14)
    )
  }

  @Test("a folder inside a processed folder is processed; inside a copied one, ambiguous")
  func foldersInsideDeclaredOnes() {
    #expect(
      Self.layout("Sources/Game/Resources/Images")
        == .declared(
          .process, declaration: #".process("Resources")"#, manifest: "Package.swift", line: 9))
    guard case .ambiguous(let reason) = Self.layout("Content/Levels/Maps/Forest") else {
      Issue.record("a folder inside a copied one has no layout of its own")
      return
    }
    #expect(reason.contains(#"is inside .copy("Maps") (Package.swift:12)"#), "\(reason)")
  }

  @Test("a folder no target declares, or one outside any target's folder, is relative")
  func undeclaredFolders() {
    #expect(Self.layout("Sources/Game/Other") == .undeclared)
    #expect(Self.layout("Resources") == .undeclared, "not in a target's folder")
    #expect(Self.layout("Sources/Built/Assets") == .undeclared, "a computed path is not read")
    #expect(Self.layout("Docs/Maps") == .undeclared)
  }

  /// Each library of an app may declare `.copy("Assets")`: a folder is read as the target whose
  /// folder holds it declares it, whatever other targets (or a target among its dependencies)
  /// declare.
  @Test("each target's folder is read as that target declares it")
  func eachTargetOwnsItsDeclarations() {
    let manifest = """
      let package = Package(
        name: "App",
        targets: [
          .target(name: "A", resources: [.copy("Assets")]),
          .target(
            name: "B", dependencies: [.target(name: "A"), .product(name: "X", package: "Y")],
            resources: [.process("Assets")]),
          .target(name: "C"),
          .plugin(name: "Gen", capability: .buildTool(), dependencies: [.target(name: "D")]),
          .target(name: dName, resources: [.process("Art")]),
          .target(name: "D", resources: [.copy("Art")]),
        ]
      )
      """
    let layout = { (folder: String) in
      DeclaredLayout.find(
        folder.split(separator: "/").map(String.init), manifest: manifest, at: "Package.swift",
        given: folder)
    }
    #expect(
      layout("Sources/A/Assets")
        == .declared(.copy, declaration: #".copy("Assets")"#, manifest: "Package.swift", line: 4))
    #expect(
      layout("Sources/B/Assets")
        == .declared(
          .process, declaration: #".process("Assets")"#, manifest: "Package.swift", line: 7))
    #expect(layout("Sources/C/Assets") == .undeclared, "C declares no resources")
    // D's own `.copy` wins over a declaration whose target's name is no literal, and the
    // plugin's dependency on D is no target of its own.
    #expect(
      layout("Sources/D/Art")
        == .declared(.copy, declaration: #".copy("Art")"#, manifest: "Package.swift", line: 11))
  }
}
