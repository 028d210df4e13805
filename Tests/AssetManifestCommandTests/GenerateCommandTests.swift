import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `asset-manifest generate`: the same bytes from anywhere, and never a partial file.
@Suite struct GenerateCommandTests {
  static let files = ["hero.png", "hero@2x.png", "Sub/sky~ipad.jpg", "Sub/sky.jpg"]

  @Test func sameBytesFromAnyWorkingDirectoryAndLocation() throws {
    let first = try TemporaryFolder(files: Self.files.map { "Assets/" + $0 })
    let second = try TemporaryFolder(
      files: Self.files.reversed().map { "Deeper/Path/Assets/" + $0 })
    defer {
      first.remove()
      second.remove()
    }
    let runs: [(input: String, directory: URL)] = [
      (first.url.appendingPathComponent("Assets").path, Repository.root),
      ("Assets", first.url),
      ("Path/Assets", second.url.appendingPathComponent("Deeper")),
      (second.url.appendingPathComponent("Deeper/Path/Assets/").path, URL(fileURLWithPath: "/")),
    ]
    var outputs: [Data] = []
    for (index, run) in runs.enumerated() {
      let output = first.url.appendingPathComponent("out\(index).swift")
      let result = try CommandRunner.run(
        ["generate", "--input", run.input, "--output", output.path], in: run.directory)
      #expect(result.status == 0, "\(result.error)")
      outputs.append(try Data(contentsOf: output))
    }
    #expect(Set(outputs).count == 1)
    let text = String(decoding: outputs[0], as: UTF8.self)
    #expect(!text.contains(first.url.path) && !text.contains(second.url.path))
  }

  @Test func aFailedGenerationLeavesThePreviousFileOrNone() throws {
    let folder = try TemporaryFolder(files: [
      "Assets/foo.png", "Assets/foo@2x.png", "Assets/foo@2.0x.png",
    ])
    defer { folder.remove() }
    let input = folder.url.appendingPathComponent("Assets").path
    let missing = folder.url.appendingPathComponent("none.swift")
    let failed = try CommandRunner.run(["generate", "--input", input, "--output", missing.path])
    #expect(failed.status == 1)
    #expect(failed.error.contains("left as it was; fix the errors above"))
    #expect(!FileManager.default.fileExists(atPath: missing.path))

    let previous = folder.url.appendingPathComponent("previous.swift")
    try Data("// the last good output\n".utf8).write(to: previous)
    let again = try CommandRunner.run(["generate", "--input", input, "--output", previous.path])
    #expect(again.status == 1)
    #expect(try String(contentsOf: previous, encoding: .utf8) == "// the last good output\n")
    let swiftFiles = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
      .filter { $0.hasSuffix(".swift") }
    #expect(swiftFiles == ["previous.swift"])
  }

  @Test func anUnwritableOutputIsAnErrorNamingIt() throws {
    let folder = try TemporaryFolder(files: ["Assets/foo.png", "blocker"])
    defer { folder.remove() }
    let output = folder.url.appendingPathComponent("blocker/Generated.swift").path
    let result = try CommandRunner.run(
      ["generate", "--input", folder.url.appendingPathComponent("Assets").path, "--output", output])
    #expect(result.status == 1)
    #expect(result.error.hasPrefix("\(output):1: error: cannot write the generated file"))
  }

  /// Kills the generator at many moments; the output must always be the old file or the whole
  /// new one, never a truncated file that might still compile. Which of the two a kill leaves
  /// depends on timing, so only the invariant is checked; a run left to finish must leave the
  /// new file.
  @Test func aKilledGenerationLeavesTheOldFileOrTheWholeNewOne() throws {
    let files = (0..<1_500).flatMap { ["Assets/a\($0).png", "Assets/a\($0)@2x.png"] }
    let folder = try TemporaryFolder(files: files)
    defer { folder.remove() }
    let input = folder.url.appendingPathComponent("Assets").path
    let reference = folder.url.appendingPathComponent("reference.swift")
    #expect(
      try CommandRunner.run(["generate", "--input", input, "--output", reference.path]).status == 0)
    let complete = try Data(contentsOf: reference)
    let old = Data("// old\n".utf8)
    let output = folder.url.appendingPathComponent("Generated.swift")
    for delay in stride(from: 0, through: 200_000, by: 10_000) {
      try old.write(to: output)
      let process = Process()
      process.executableURL = CommandRunner.executable
      process.arguments = ["generate", "--input", input, "--output", output.path]
      process.standardError = FileHandle.nullDevice
      try process.run()
      usleep(useconds_t(delay))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      let found = try Data(contentsOf: output)
      #expect(found == old || found == complete, "after \(delay) µs: \(found.count) bytes")
    }
    try old.write(to: output)
    #expect(
      try CommandRunner.run(["generate", "--input", input, "--output", output.path]).status == 0)
    #expect(try Data(contentsOf: output) == complete)
  }
}
