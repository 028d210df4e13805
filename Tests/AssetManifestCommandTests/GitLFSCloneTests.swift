import Foundation
import TestSupport
import Testing

/// A clone that did not fetch its Git LFS files, made by git and git-lfs themselves, as a CI
/// checkout without LFS makes it: `lint` names each image and font that is a pointer, and no
/// other file. `.ci/run` installs git-lfs and sets `STANDARDPATHS_REQUIRE_GITLFS=1`, so that a
/// missing one fails there instead of skipping.
@Suite("A clone without its Git LFS files")
struct GitLFSCloneTests {
  static let gitLFSRuns: Bool =
    (try? ChildProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["git", "lfs", "version"]))?
    .status == 0

  static var testsRun: Bool {
    gitLFSRuns || ProcessInfo.processInfo.environment["STANDARDPATHS_REQUIRE_GITLFS"] == "1"
  }

  @Test(
    .enabled(
      if: testsRun,
      """
      git-lfs cannot be run (apt-get install git-lfs); set STANDARDPATHS_REQUIRE_GITLFS=1 to fail \
      instead
      """))
  func lintNamesEachPointerAndNothingElse() throws {
    let folder = try TemporaryFolder(files: [])
    defer { folder.remove() }
    let origin = folder.url.appendingPathComponent("origin")
    let images = Repository.root.appendingPathComponent("SampleAssets")
    let fonts = Repository.root.appendingPathComponent(
      "Tests/AssetManifestGeneratorTests/Fixtures/Fonts")
    try FileManager.default.createDirectory(
      at: origin.appendingPathComponent("Assets/Fonts"), withIntermediateDirectories: true)
    for (from, to) in [
      (images.appendingPathComponent("Image1.png"), "hero.png"),
      (images.appendingPathComponent("Image1@2x.png"), "hero@2x.png"),
      (fonts.appendingPathComponent("DejaVuSans-Subset.ttf"), "Fonts/Sans.ttf"),
    ] {
      try FileManager.default.copyItem(at: from, to: origin.appendingPathComponent("Assets/" + to))
    }
    // A placeholder that is no image and no pointer: still no finding.
    try Data("x".utf8).write(to: origin.appendingPathComponent("Assets/placeholder.png"))
    // A catalog's slot and a data file, which no header reader looks at.
    let set = origin.appendingPathComponent("Assets/Media.xcassets/star.imageset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    let info = #""info": {"author": "xcode", "version": 1}"#
    try Data("{\(info)}".utf8).write(
      to: set.deletingLastPathComponent().appendingPathComponent("Contents.json"))
    try Data(#"{"images": [{"filename": "star.png", "idiom": "universal"}], \#(info)}"#.utf8)
      .write(to: set.appendingPathComponent("Contents.json"))
    try FileManager.default.copyItem(
      at: images.appendingPathComponent("Image2.png"), to: set.appendingPathComponent("star.png"))
    try Data(#"{"level": 1}"#.utf8).write(to: origin.appendingPathComponent("Assets/level.json"))
    let git = { (arguments: [String], directory: URL) throws in
      let run = try ChildProcess.run(
        URL(fileURLWithPath: "/usr/bin/env"),
        ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments,
        environment: ProcessInfo.processInfo.environment.merging(
          ["GIT_LFS_SKIP_SMUDGE": "1"], uniquingKeysWith: { $1 }),
        directory: directory)
      try #require(run.status == 0, "git \(arguments): \(run.output)")
    }
    try git(["init", "-q"], origin)
    try git(["lfs", "install", "--local"], origin)
    try git(
      [
        "lfs", "track", "Assets/hero@2x.png", "*.ttf", "Assets/level.json",
        "Assets/Media.xcassets/star.imageset/star.png",
      ], origin)
    try git(["add", "."], origin)
    try git(["commit", "-q", "-m", "Assets"], origin)
    try git(["clone", "-q", origin.path, "clone"], folder.url)

    let assets = folder.url.appendingPathComponent("clone/Assets")
    let pointer = try Data(contentsOf: assets.appendingPathComponent("hero@2x.png"))
    #expect(
      String(decoding: pointer, as: UTF8.self).hasPrefix("version https://git-lfs"),
      "git-lfs left a pointer, as a checkout without LFS does")
    let lint = try CommandRunner.run(["lint", assets.path])
    let findings = lint.error.split(separator: "\n").filter { $0.contains(": warning: ") }
    #expect(
      findings.map { $0.prefix { $0 != ":" } }.sorted() == [
        "\(assets.path)/Fonts/Sans.ttf", "\(assets.path)/Media.xcassets/star.imageset/star.png",
        "\(assets.path)/hero@2x.png", "\(assets.path)/level.json",
      ], "\(lint.error)")
    #expect(findings.allSatisfy { $0.hasSuffix("[git-lfs-pointer]") }, "\(lint.error)")
    #expect(lint.error.contains("not the image: the checkout did not fetch"), "\(lint.error)")
    #expect(lint.error.contains("not the font: the checkout did not fetch"), "\(lint.error)")
    #expect(
      lint.error.contains("not the file's contents: the checkout did not fetch"), "\(lint.error)")
    #expect(lint.status == 0, "a warning, as every finding about a file's bytes is")
  }
}
