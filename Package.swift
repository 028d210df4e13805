// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "StandardPaths",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "StandardPaths", targets: ["StandardPaths"]),
    .executable(name: "asset-manifest", targets: ["asset-manifest"]),
  ],
  targets: [
    .target(name: "StandardPaths"),
    .target(name: "AssetManifestGenerator", dependencies: ["StandardPaths"]),
    .executableTarget(
      name: "asset-manifest", dependencies: ["AssetManifestGenerator", "StandardPaths"]),
    .testTarget(name: "StandardPathsTests", dependencies: ["StandardPaths"]),
    .testTarget(name: "AssetManifestCommandTests", dependencies: ["StandardPaths"]),
  ],
  swiftLanguageModes: [.v6]
)
