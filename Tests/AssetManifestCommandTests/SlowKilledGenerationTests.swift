import Foundation
import TestSupport
import Testing

/// A build cancelled, or a CI job timed out, while the generator writes: the output is never
/// truncated, and nothing is left beside it.
@Suite("asset-manifest generate, killed", .slowTier)
struct SlowKilledGenerationTests {
  @Test func killedRunsLeaveOnlyTheCompleteOutput() throws {
    // Plain files with a fallback each, so that no check prints a warning per file; the output
    // is about 770 KB.
    let assets = (0..<6_000).map {
      "Assets/Set\($0 / 500)/item_\($0 / 2)\($0 % 2 == 0 ? "" : "@2x").dat"
    }
    let folder = try TemporaryFolder(files: assets + ["Out/notes.txt", "Reference/.keep"])
    defer { folder.remove() }
    let input = folder.url.appendingPathComponent("Assets").path
    let outputFolder = folder.url.appendingPathComponent("Out")
    let output = outputFolder.appendingPathComponent("Assets.generated.swift")
    let reference = folder.url.appendingPathComponent("Reference/Assets.generated.swift")
    // Files that are not a dead run's: another tool's, and a live process's (this one's).
    let foreign: Set = [
      "notes.txt", ".Assets.generated.swift.other-tool.tmp",
      ".Assets.generated.swift.asset-manifest-\(ProcessInfo.processInfo.processIdentifier)-x.tmp",
    ]
    for name in foreign where name != "notes.txt" {
      try Data(name.utf8).write(to: outputFolder.appendingPathComponent(name))
    }
    let started = Date()
    let complete = try CommandRunner.run(["generate", "--input", input, "--output", reference.path])
    let duration = Date().timeIntervalSince(started)
    try #require(complete.status == 0, "\(complete.error)")

    var random = SeededGenerator(seed: 32)
    var killedWhileWriting = 0
    for run in 0..<50 {
      try? FileManager.default.removeItem(at: output)
      let process = Process()
      process.executableURL = CommandRunner.executable
      process.arguments = ["generate", "--input", input, "--output", output.path]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try ChildProcess.start(process)
      if run.isMultiple(of: 2) {
        // Anywhere in the run.
        usleep(UInt32(duration * Double.random(in: 0...1, using: &random) * 1_000_000))
      } else {
        // The moment a file of the run's appears beside the output: the write is under way.
        while process.isRunning {
          let names = try FileManager.default.contentsOfDirectory(atPath: outputFolder.path)
          if names.contains(where: { !foreign.contains($0) && $0 != output.lastPathComponent }) {
            killedWhileWriting += 1
            break
          }
        }
      }
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      if FileManager.default.fileExists(atPath: output.path) {
        #expect(
          try Data(contentsOf: output) == Data(contentsOf: reference),
          "run \(run): a killed run left a partial output")
      }
    }
    #expect(killedWhileWriting > 0, "no run was killed while it wrote")
    let last = try CommandRunner.run(["generate", "--input", input, "--output", output.path])
    #expect(last.status == 0, "\(last.error)")
    let left = try FileManager.default.contentsOfDirectory(atPath: outputFolder.path)
    #expect(Set(left) == foreign.union([output.lastPathComponent]))
    #expect(try Data(contentsOf: output) == Data(contentsOf: reference))
  }
}
