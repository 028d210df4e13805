// swift-tools-version: 6.1
// The libFuzzer targets (the grammar and resolver; the user-dirs.dirs reader; the image header
// reader; the reader of asset-manifest.json's keys), kept in their own package because a fuzz target has no `main` of its own: libFuzzer
// provides it when built with -sanitize=fuzzer. See the README's Fuzzing section.
//
// The image header reader and the JSON key reader are the generator's own sources, reached
// through the symbolic links Sources/ImageHeaders and Sources/JSONKeys: the generator is no
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
  ],
  swiftLanguageModes: [.v6]
)
