// swift-tools-version: 6.1
// The libFuzzer targets (the grammar and resolver; the user-dirs.dirs reader), kept in their own
// package because a fuzz target has no `main` of its own: libFuzzer provides it when built with
// -sanitize=fuzzer. See the README's Fuzzing section.
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
      dependencies: ["FuzzSupport", .product(name: "StandardPaths", package: repository)],
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
  ],
  swiftLanguageModes: [.v6]
)
