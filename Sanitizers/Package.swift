// swift-tools-version: 6.1
// The tests CI runs under AddressSanitizer and ThreadSanitizer, in a package of their own so that
// a sanitizer build compiles only the modules those tests reach: the runtime and what it imports,
// the generator that makes the manifests they read, and two test targets, rather than every
// tool, plugin, example and test target of `..`. The modules and tests are `..`'s own files,
// reached through symbolic links (the generator is no product and its API is `package`, which
// only a target of one package sees); this package depends on no other, so the module names do
// not clash with those of `..`.
import PackageDescription

let package = Package(
  name: "Sanitizers",
  platforms: [.macOS(.v15)],
  targets: [
    .target(name: "AtomicWord"),
    .target(name: "StandardFolders"),
    .target(name: "StandardPathsCore"),
    .target(
      name: "StandardPaths", dependencies: ["AtomicWord", "StandardFolders", "StandardPathsCore"],
      exclude: ["StandardPaths.docc"]),
    .target(name: "AssetFileReaders"),
    .target(
      name: "AssetManifestGenerator", dependencies: ["AssetFileReaders", "StandardPathsCore"]),
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    // The runtime's tests, all of them: the manifest's reading, lookups and images.
    .testTarget(
      name: "StandardPathsTests",
      dependencies: ["AssetManifestGenerator", "StandardPaths", "StandardPathsCore", "TestSupport"]),
    // The one generator suite that reads the manifest it made (TIFF variants), with its helper.
    .testTarget(
      name: "GeneratorTests",
      dependencies: ["AssetManifestGenerator", "StandardPaths", "TestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
