// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "StandardPaths",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "StandardPaths", targets: ["StandardPaths"]),
    .executable(name: "asset-manifest", targets: ["asset-manifest"]),
    .plugin(name: "AssetManifestPlugin", targets: ["AssetManifestPlugin"]),
    .plugin(name: "GenerateAssetManifest", targets: ["GenerateAssetManifest"]),
  ],
  targets: [
    .target(name: "StandardPaths"),
    .target(name: "AssetManifestGenerator", dependencies: ["StandardPaths"]),
    .executableTarget(
      name: "asset-manifest", dependencies: ["AssetManifestGenerator", "StandardPaths"]),
    .executableTarget(
      name: "asset-manifest-bench", dependencies: ["AssetManifestGenerator", "StandardPaths"]),
    .plugin(
      name: "AssetManifestPlugin", capability: .buildTool(), dependencies: ["asset-manifest"]),
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
    .target(
      name: "SampleAssetCatalog", dependencies: ["StandardPaths"],
      path: "Examples/SampleAssetCatalog", exclude: ["asset-manifest.json"],
      resources: [.copy("SampleAssets")], plugins: ["AssetManifestPlugin"]),
    .target(
      name: "ProcessedAssetCatalog", dependencies: ["StandardPaths"],
      path: "Examples/ProcessedAssetCatalog", resources: [.process("Images")],
      plugins: ["AssetManifestPlugin"]),
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "StandardPathsTests", dependencies: ["StandardPaths", "TestSupport"]),
    .testTarget(
      name: "AssetManifestGeneratorTests",
      dependencies: ["AssetManifestGenerator", "StandardPaths", "TestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "AssetManifestPluginTests",
      dependencies: [
        "SampleAssetCatalog", "ProcessedAssetCatalog", "StandardPaths", "AssetManifestGenerator",
        "TestSupport",
      ]),
    .testTarget(name: "AssetManifestCommandTests", dependencies: ["StandardPaths", "TestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
