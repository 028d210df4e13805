// swift-tools-version: 6.1
// The libFuzzer target that writes random folder, language and file names through the generator
// and reads the table back with the runtime's decoder (FuzzManifestNames). A package of its own,
// built from symbolic links to the modules in ../../Sources: the encoder and the decoder are
// `package` API, which only targets of one package see, and this one depends on no other
// package, so the module names do not clash with those of `..`.
import PackageDescription

let package = Package(
  name: "FuzzManifest",
  platforms: [.macOS(.v15)],
  targets: [
    .target(name: "AtomicWord"),
    .target(name: "StandardFolders"),
    .target(name: "StandardPathsCore"),
    .target(
      name: "StandardPaths", dependencies: ["AtomicWord", "StandardFolders", "StandardPathsCore"],
      exclude: ["StandardPaths.docc"]),
    .target(name: "CommandLineArguments"),
    .target(
      name: "AssetManifestGenerator", dependencies: ["CommandLineArguments", "StandardPathsCore"]),
    .target(name: "FuzzSupport"),
    .executableTarget(
      name: "FuzzManifestNames",
      dependencies: ["AssetManifestGenerator", "FuzzSupport", "StandardPaths"],
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
  ],
  swiftLanguageModes: [.v6]
)
