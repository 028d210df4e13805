// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "StandardPaths",
  // Swift concurrency's back-deployment floor, and SwiftUI's first release.
  platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
  products: [
    .library(name: "StandardPaths", targets: ["StandardPaths"]),
    .library(name: "StandardFolders", targets: ["StandardFolders"]),
    .executable(name: "asset-manifest", targets: ["asset-manifest"]),
    .executable(name: "standard-folders", targets: ["standard-folders"]),
    .plugin(name: "AssetManifestPlugin", targets: ["AssetManifestPlugin"]),
    .plugin(name: "GenerateAssetManifest", targets: ["GenerateAssetManifest"]),
    .plugin(name: "FindUnusedAssets", targets: ["FindUnusedAssets"]),
  ],
  targets: [
    .target(name: "AtomicWord"),
    .target(name: "StandardFolders"),
    .target(name: "StandardPathsCore"),
    .target(
      name: "StandardPaths", dependencies: ["AtomicWord", "StandardFolders", "StandardPathsCore"]),
    // The readers of outside formats (image headers, fonts, JSON, a catalog set's Contents.json):
    // self-contained, so that the fuzzers link them alone.
    .target(name: "AssetFileReaders"),
    // Exactly what the build plugin's tool runs: scan, parse, group, check, render, write.
    .target(
      name: "AssetManifestGenerator",
      dependencies: ["AssetFileReaders", "StandardPathsCore"]),
    // The command-line stages both executables share: arguments, configuration, `generate`.
    .target(
      name: "AssetManifestCommandLine",
      dependencies: ["AssetManifestGenerator", "CommandLineArguments", "StandardPathsCore"]),
    // What only `asset-manifest` runs: the audit, the report, the findings formats and the
    // generated documentation (rule and key tables, the configuration's schema).
    .target(
      name: "AssetManifestAudit",
      dependencies: [
        "AssetFileReaders", "AssetManifestCommandLine", "AssetManifestGenerator",
        "CommandLineArguments", "StandardPathsCore",
      ]),
    .target(name: "CommandLineArguments"),
    // The build plugin's tool: `asset-manifest generate` alone, so that a clean build compiles
    // for the host none of the reporting and auditing the build never runs.
    .executableTarget(
      name: "asset-manifest-generate",
      dependencies: ["AssetManifestCommandLine", "CommandLineArguments"]),
    .executableTarget(
      name: "asset-manifest",
      dependencies: [
        "AssetFileReaders", "AssetManifestAudit", "AssetManifestCommandLine",
        "AssetManifestGenerator", "CommandLineArguments", "StandardPathsCore",
      ]),
    .executableTarget(
      name: "standard-folders", dependencies: ["CommandLineArguments", "StandardFolders"]),
    .executableTarget(
      name: "asset-manifest-bench",
      dependencies: ["AssetManifestAudit", "AssetManifestGenerator", "StandardPaths"]),
    .plugin(
      name: "AssetManifestPlugin", capability: .buildTool(),
      dependencies: ["asset-manifest-generate"]),
    .plugin(
      name: "GenerateAssetManifest",
      capability: .command(
        intent: .custom(
          verb: "generate-asset-manifest",
          description: "Write the asset manifest into the sources of targets that check it in"),
        permissions: [
          .writeToPackageDirectory(reason: "It writes the generated asset manifest file")
        ]),
      dependencies: ["asset-manifest"]),
    .plugin(
      name: "FindUnusedAssets",
      capability: .command(
        intent: .custom(
          verb: "find-unused-assets",
          description: "Report the assets of a target that none of its sources references")),
      dependencies: ["asset-manifest"]),
    .target(
      name: "SampleAssetCatalog", dependencies: ["StandardPaths"],
      path: "Examples/SampleAssetCatalog", exclude: ["asset-manifest.json"],
      resources: [.copy("SampleAssets")], plugins: ["AssetManifestPlugin"]),
    .target(
      name: "ProcessedAssetCatalog", dependencies: ["StandardPaths"],
      path: "Examples/ProcessedAssetCatalog", resources: [.process("Images")],
      plugins: ["AssetManifestPlugin"]),
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(
      name: "StandardPathsCoreTests", dependencies: ["StandardPathsCore", "TestSupport"]),
    .testTarget(
      name: "StandardPathsTests",
      dependencies: ["AssetManifestGenerator", "StandardPaths", "StandardPathsCore", "TestSupport"]),
    .testTarget(name: "StandardFoldersTests", dependencies: ["StandardFolders", "TestSupport"]),
    .testTarget(
      name: "AssetManifestGeneratorTests",
      dependencies: [
        "AssetFileReaders", "AssetManifestAudit", "AssetManifestGenerator", "StandardPaths",
        "StandardPathsCore", "TestSupport",
      ],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "AssetManifestAuditTests",
      dependencies: [
        "AssetFileReaders", "AssetManifestAudit", "AssetManifestGenerator", "TestSupport",
      ]),
    .testTarget(
      name: "AssetManifestPluginTests",
      dependencies: [
        "SampleAssetCatalog", "ProcessedAssetCatalog", "StandardFolders", "StandardPaths",
        "AssetManifestGenerator", "TestSupport",
      ]),
    .testTarget(
      name: "AssetManifestCommandTests",
      dependencies: ["CommandLineArguments", "StandardPaths", "TestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
