// swift-tools-version: 6.1
// The libFuzzer targets, one package built once (`swift build -c release -Xswiftc
// -sanitize=fuzzer`): the grammar and resolver; the user-dirs.dirs reader; the image header
// reader; the font name reader; the reader of asset-manifest.json's keys; the asset catalogs'
// Contents.json reader; the readers of Swift sources and of storyboards and property lists that
// find unused assets; and the names the generator writes into the manifest's table, read back
// with the runtime's decoder. A package of its own because a fuzz target has no `main`:
// libFuzzer provides it. See CONTRIBUTING.md.
//
// The modules are the package's own sources, reached through symbolic links in Sources/: the
// generator is no product, and its declarations and the manifest's encoder and decoder are
// `package`, which only a target of one package sees. This package depends on no other, so the
// module names do not clash with those of `..`. The readers of outside formats are the package's
// own AssetFileReaders module, which depends on nothing, so a reader's fuzzer links it and not
// the generator; SwiftSources holds the audit's two files that read Swift, and MarkupSources its
// reader of storyboards and property lists.
import PackageDescription

/// A libFuzzer entry point: `-parse-as-library`, since libFuzzer's `main` calls it.
func fuzzer(_ name: String, _ dependencies: [Target.Dependency]) -> Target {
  .executableTarget(
    name: name, dependencies: ["FuzzSupport"] + dependencies,
    swiftSettings: [.unsafeFlags(["-parse-as-library"])])
}

let package = Package(
  name: "Fuzz",
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
    .target(name: "SwiftSources"),
    .target(name: "MarkupSources"),
    .target(name: "FuzzSupport"),
    fuzzer("FuzzGrammar", ["StandardPaths"]),
    fuzzer("FuzzUserDirs", ["StandardFolders"]),
    fuzzer("FuzzImageHeader", ["AssetFileReaders"]),
    fuzzer("FuzzFontNames", ["AssetFileReaders"]),
    fuzzer("FuzzConfigurationKeys", ["AssetFileReaders"]),
    fuzzer("FuzzCatalogContents", ["AssetFileReaders"]),
    fuzzer("FuzzSwiftReferences", ["SwiftSources"]),
    fuzzer("FuzzMarkupStrings", ["MarkupSources"]),
    fuzzer(
      "FuzzManifestNames",
      ["AssetFileReaders", "AssetManifestGenerator", "StandardPaths", "StandardPathsCore"]),
  ],
  swiftLanguageModes: [.v6]
)
