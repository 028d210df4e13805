// swift-tools-version: 6.1
// The libFuzzer targets (the grammar and resolver; the user-dirs.dirs reader; the image header
// reader; the reader of asset-manifest.json's keys; the asset catalogs' Contents.json reader;
// the reader of Swift sources that finds unused assets), kept in their own package because a fuzz target has no `main` of its own: libFuzzer
// provides it when built with -sanitize=fuzzer. See the README's Fuzzing section.
//
// The image header reader, the JSON key reader, the Contents.json reader and the Swift source
// reader are the generator's own sources, reached through the symbolic links in
// Sources/ImageHeaders, Sources/JSONKeys, Sources/CatalogReader and Sources/SwiftSources: the generator is no
// product, and its declarations are `package`, which only a target of this package sees.
import PackageDescription

// SwiftPM names a path dependency after its folder, whatever the checkout is called.
let repository = Context.packageDirectory.split(separator: "/").dropLast().last.map(String.init)!

let package = Package(
  name: "Fuzz",
  platforms: [.macOS(.v15)],
  dependencies: [.package(path: "..")],
  targets: [
    .target(name: "FuzzSupport"),
    .executableTarget(
      name: "FuzzGrammar",
      dependencies: ["FuzzSupport", .product(name: "StandardPaths", package: repository)],
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
    .executableTarget(
      name: "FuzzUserDirs",
      dependencies: ["FuzzSupport", .product(name: "StandardFolders", package: repository)],
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
    .target(name: "ImageHeaders"),
    .executableTarget(
      name: "FuzzImageHeader", dependencies: ["FuzzSupport", "ImageHeaders"],
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
    .target(name: "JSONKeys"),
    .executableTarget(
      name: "FuzzConfigurationKeys", dependencies: ["FuzzSupport", "JSONKeys"],
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
    .target(name: "CatalogReader"),
    .executableTarget(
      name: "FuzzCatalogContents", dependencies: ["FuzzSupport", "CatalogReader"],
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
    .target(name: "SwiftSources"),
    .executableTarget(
      name: "FuzzSwiftReferences", dependencies: ["FuzzSupport", "SwiftSources"],
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
  ],
  swiftLanguageModes: [.v6]
)
